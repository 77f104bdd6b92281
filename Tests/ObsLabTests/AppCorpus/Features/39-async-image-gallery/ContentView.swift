import SwiftUI

// A gallery of remote images with AsyncImage and a placeholder.
struct ContentView: View {
    @State private var liked: Set<Int> = []
    let ids = [10, 20]

    var body: some View {
        List(ids, id: \.self) { id in
            HStack {
                AsyncImage(url: URL(string: "https://example.com/\(id).jpg")) { image in
                    image.resizable().scaledToFit()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 60, height: 60)
                Button(liked.contains(id) ? "Unlike \(id)" : "Like \(id)") {
                    if liked.contains(id) { liked.remove(id) } else { liked.insert(id) }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}

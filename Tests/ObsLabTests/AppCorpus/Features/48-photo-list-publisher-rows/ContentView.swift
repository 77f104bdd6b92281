import SwiftUI

// Each row observes its own ObservableObject: liking a photo re-runs its row only.
final class Photo: ObservableObject, Identifiable {
    let id: Int
    let title: String
    @Published var likes = 0
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

struct PhotoRow: View {
    @ObservedObject var photo: Photo
    var body: some View {
        HStack {
            Text(photo.title)
            Spacer()
            Button("♥ \(photo.title) \(photo.likes)") { photo.likes += 1 }
        }
    }
}

struct ContentView: View {
    @State private var photos = [Photo(id: 1, title: "Sunset"), Photo(id: 2, title: "Harbour")]
    var body: some View {
        List(photos) { PhotoRow(photo: $0) }
    }
}

#Preview {
    ContentView()
}

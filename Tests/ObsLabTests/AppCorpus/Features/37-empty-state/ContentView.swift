import SwiftUI

// An empty state with ContentUnavailableView until the first item is added.
struct ContentView: View {
    @State private var bookmarks: [String] = []

    var body: some View {
        NavigationStack {
            Group {
                if bookmarks.isEmpty {
                    ContentUnavailableView("No bookmarks", systemImage: "bookmark",
                                           description: Text("Pages you bookmark appear here."))
                } else {
                    List(bookmarks, id: \.self) { Text($0) }
                }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Bookmark") { bookmarks.append("Page \(bookmarks.count + 1)") }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}

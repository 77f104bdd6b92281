import SwiftUI

// A feed loaded by .task when it first appears, reloaded by pull to refresh.
@Observable final class Feed {
    var posts: [String] = []
    var loads = 0

    func load() async {
        loads += 1
        posts = (1...3).map { "Post \($0) of load \(loads)" }
    }
}

struct ContentView: View {
    @State private var feed = Feed()

    var body: some View {
        NavigationStack {
            List(feed.posts, id: \.self) { post in
                Text(post)
            }
            .overlay {
                if feed.posts.isEmpty { ProgressView("Loading") }
            }
            .refreshable { await feed.load() }
            .task { await feed.load() }
            .navigationTitle("Feed")
        }
    }
}

#Preview {
    ContentView()
}

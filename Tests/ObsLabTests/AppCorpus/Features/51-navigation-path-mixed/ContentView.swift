import SwiftUI

// A type-erased NavigationPath holding values of two types, each with its destination.
struct Author: Hashable {
    let name: String
}

struct AuthorView: View {
    let author: Author
    var body: some View {
        VStack {
            Text("Author \(author.name)")
            NavigationLink("Book count", value: author.name.count)
        }
    }
}

struct CountView: View {
    let count: Int
    var body: some View { Text("\(count) letters") }
}

struct ContentView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("\(path.count) deep")
                NavigationLink("Austen", value: Author(name: "Austen"))
                Button("Straight to 3") { path.append(3) }
            }
            .navigationDestination(for: Author.self) { AuthorView(author: $0) }
            .navigationDestination(for: Int.self) { CountView(count: $0) }
        }
    }
}

#Preview {
    ContentView()
}

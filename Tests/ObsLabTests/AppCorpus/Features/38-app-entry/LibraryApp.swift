import SwiftUI

// An app with @main: the model made by the App and handed down the environment.
@main
struct LibraryApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            LibraryView()
                .environment(library)
        }
    }
}

struct FavoriteCount: View {
    @Environment(Library.self) private var library
    var body: some View { Text("\(library.favorites.count) favorites") }
}

struct BookList: View {
    @Environment(Library.self) private var library
    var body: some View {
        List(library.books, id: \.self) { book in
            Button(book) { library.toggleFavorite(book) }
        }
    }
}

struct LibraryView: View {
    var body: some View {
        VStack {
            FavoriteCount()
            BookList()
        }
    }
}

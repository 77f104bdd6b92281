import SwiftUI

struct Book: Identifiable, Equatable {
    let id: Int
    var title: String
}

final class Library: ObservableObject {
    @Published var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma"), Book(id: 3, title: "Ulysses")]
    @Published var query = ""
}

struct BookList: View {
    @StateObject private var library = Library()

    var body: some View {
        VStack {
            TextField("Search", text: $library.query)
            ForEach(library.books) { book in
                BookRow(book: book)
            }
            Button("Rename Ulysses") { library.books[2].title = "Ulysses (annotated)" }
        }
    }
}

/// One book of the list: only its own book, a value compared with the last one.
struct BookRow: View {
    let book: Book

    var body: some View {
        Text(book.title)
    }
}

#Preview {
    BookList()
}

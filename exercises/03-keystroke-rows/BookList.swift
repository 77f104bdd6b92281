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
                BookRow(library: library, id: book.id)
            }
            Button("Rename Ulysses") { library.books[2].title = "Ulysses (annotated)" }
        }
    }
}

/// One book of the list.
struct BookRow: View {
    @ObservedObject var library: Library
    let id: Int

    var body: some View {
        Text(library.books.first { $0.id == id }?.title ?? "")
    }
}

#Preview {
    BookList()
}

import SwiftUI

// A reading list whose rows open an editor in a sheet; the editor edits the book
// through @Bindable.
@Observable final class Book: Identifiable {
    let id: Int
    var title: String
    var author: String
    var isRead = false
    init(id: Int, title: String, author: String) {
        self.id = id
        self.title = title
        self.author = author
    }
}

struct BookRow: View {
    let book: Book
    var body: some View {
        HStack {
            Text(book.title)
            if book.isRead { Image(systemName: "checkmark") }
        }
    }
}

struct ReadingEditor: View {
    @Environment(\.dismiss) var dismiss
    @Bindable var book: Book

    var body: some View {
        NavigationStack {
            Form {
                Section("Book") {
                    TextField("Title", text: $book.title)
                    TextField("Author", text: $book.author)
                }
                Toggle("Read", isOn: $book.isRead)
            }
            .toolbar {
                Button("Close") { dismiss() }
            }
        }
    }
}

struct ContentView: View {
    @State private var books = [Book(id: 1, title: "Dune", author: "Herbert"),
                                Book(id: 2, title: "Emma", author: "Austen")]
    @State private var editing: Book?

    var body: some View {
        List(books) { book in
            Button { editing = book } label: { BookRow(book: book) }
        }
        .sheet(item: $editing) { book in
            ReadingEditor(book: book)
        }
    }
}

#Preview {
    ContentView()
}

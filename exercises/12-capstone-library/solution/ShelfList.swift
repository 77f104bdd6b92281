import SwiftUI

struct ShelfList: View {
    @Environment(Library.self) private var library

    var body: some View {
        List {
            UnreadCount()
            ForEach(library.books) { book in
                ShelfRow(book: book)
            }
            Button("Add book") { library.addBook() }
        }
    }
}

struct UnreadCount: View {
    @Environment(Library.self) private var library

    var body: some View {
        Text("\(library.books.filter { !$0.isRead }.count) unread")
    }
}

import SwiftUI

struct ShelfList: View {
    @EnvironmentObject var library: Library

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
    @EnvironmentObject var library: Library

    var body: some View {
        Text("\(library.books.filter { !$0.isRead }.count) unread")
    }
}

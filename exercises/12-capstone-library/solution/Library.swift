import SwiftUI

/// One book on the shelf. Each book is its own object, so a view can watch one book.
@Observable
final class Book: Identifiable {
    let id: Int
    var title: String
    var notes = ""
    var isRead = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The shelf: the books, and the one being edited.
@Observable
final class Library {
    var books: [Book] = [
        Book(id: 1, title: "Dune"),
        Book(id: 2, title: "Emma"),
        Book(id: 3, title: "Ulysses"),
    ]
    var editing: Book?

    func addBook() {
        books.append(Book(id: books.count + 1, title: "Untitled"))
    }
}

import ObsLab
import ObsLabEngine

// A list of books, each row with a rename button.
//
// - Old: the usual ObservableObject shape, one shared library model holding an array of
//   book values; each row holds the library (to find and rename its book). Renaming one
//   book changes the array, the library publishes, and every view that holds it re-runs:
//   the screen, the list, every row.
// - New: each book is an `@Observable` object and each row holds its own book. The list
//   reads `library.books` (the array of references); a row reads `book.title`. Renaming
//   one book re-runs that row only; appending a book re-runs the list, which creates
//   the new row and skips the others, whose inputs (the same book objects) are equal
//   (SEMANTICS.md §4: pass-through views don't depend on what they pass).
//
// Apple's migration article counts "tracking optionals and collections of objects,
// which isn't possible when using ObservableObject" among Observation's benefits
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro).

enum CollectionsOld {
    struct Book: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    final class Library: ObservableObject {
        @Published var books = [
            Book(id: 1, title: "Mastering iOS 17"),
            Book(id: 2, title: "Swift Concurrency"),
            Book(id: 3, title: "SwiftUI Essentials"),
        ]

        func add() { books.append(Book(id: books.count + 1, title: "New book \(books.count + 1)")) }
        func rename(_ id: Int) {
            if let index = books.firstIndex(where: { $0.id == id }) { books[index].title += "!" }
        }
    }

    struct LibraryScreen: View {
        @StateObject private var library = Library()

        var body: some View {
            VStack {
                BookList(library: library)
                Button("Add book") { library.add() }
            }
        }
    }

    struct BookList: View {
        @ObservedObject var library: Library

        var body: some View {
            List {
                ForEach(library.books) { book in
                    BookRow(library: library, id: book.id)
                }
            }
        }
    }

    struct BookRow: View {
        @ObservedObject var library: Library
        let id: Int

        var body: some View {
            HStack {
                Text(library.books.first { $0.id == id }?.title ?? "")
                Button("Rename \(id)") { library.rename(id) }
            }
        }
    }
}

enum CollectionsNew {
    @Observable final class Book: Identifiable {
        let id: Int
        var title: String
        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    @Observable final class Library {
        var books = [
            Book(id: 1, title: "Mastering iOS 17"),
            Book(id: 2, title: "Swift Concurrency"),
            Book(id: 3, title: "SwiftUI Essentials"),
        ]

        func add() { books.append(Book(id: books.count + 1, title: "New book \(books.count + 1)")) }
        func rename(_ id: Int) { books.first { $0.id == id }?.title += "!" }
    }

    struct LibraryScreen: View {
        @State private var library = Library()

        var body: some View {
            VStack {
                BookList(library: library)
                Button("Add book") { library.add() }
            }
        }
    }

    struct BookList: View {
        let library: Library

        var body: some View {
            List {
                ForEach(library.books) { book in
                    BookRow(book: book)
                }
            }
        }
    }

    struct BookRow: View {
        let book: Book

        var body: some View {
            HStack {
                Text(book.title)
                Button("Rename \(book.id)") { book.title += "!" }
            }
        }
    }
}

extension BuiltInCatalog {
    static let collections = Scenario(
        id: "collections",
        title: "A list of books",
        summary: """
            Renaming one book in a list re-runs every row with one shared ObservableObject, and \
            only that row with one @Observable per book. Adding a book re-runs the list and \
            creates one row; the other rows keep the same book objects and are skipped.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "one ObservableObject holding an array of values",
                            module: CollectionsOld.self) { _ in
                CollectionsOld.LibraryScreen()
            },
            ScenarioVariant(ScenarioVariant.new, description: "an @Observable library of @Observable books",
                            module: CollectionsNew.self) { _ in
                CollectionsNew.LibraryScreen()
            },
        ],
        script: """
            tap "Rename 2"
            expect BookRow[2] runs 1
            expect old BookRow[1] runs 1 reason "_library changed." wasted
            expect old BookRow[3] runs 1 wasted
            expect old BookList runs 1 wasted
            expect new BookRow[2] reason "@dependencies changed." cause "Book#2.title"
            expect new BookRow[1] runs 0
            expect new BookRow[3] runs 0
            expect new BookList runs 0
            expect new LibraryScreen runs 0
            tap "Add book"
            expect BookList runs 1
            expect BookRow[4] runs 1
            expect old BookRow[4] reason "@identity"
            expect new BookRow[4] reason "@self changed."
            expect new BookList cause "Library#1.books"
            expect new BookRow[1] runs 0
            expect old BookRow[1] runs 1 wasted
            """)
}

import ObsLab
import ObsLabEngine

// One small reading-list app, before and after the migration checklist of the sources
// and of Apple's "Migrating from the Observable Object protocol to the Observable macro"
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro):
//
//  1. `class Library: ObservableObject` → `@Observable class Library`
//  2. drop `@Published`; mark what the UI must not follow `@ObservationIgnored`
//     (`lastSync`, which was a plain var before)
//  3. `@StateObject private var library` → `@State private var library`
//  4. `.environmentObject(library)` / `@EnvironmentObject` → `.environment(library)` /
//     `@Environment(Library.self)`
//  5. `@ObservedObject var book` used only for reading → a plain `let book`
//  6. `@ObservedObject var book` used for `$book.title` bindings → `@Bindable var book`;
//     an environment object that needs bindings → `@Bindable var library = library`
//     inside the body
//
// The user does the same things in both; the count tables and `counts` at the end show
// the difference. One behaviour changes too: the footer counts the books read, reading
// each book's `isRead` through the library. Before the migration that is an object
// inside an object (see `nested-objects`), and the footer doesn't update when a book is
// marked read; after it, it does.

enum MigrationBefore {
    final class Book: ObservableObject, Identifiable {
        let id: Int
        @Published var title: String
        @Published var isRead = false
        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    final class Library: ObservableObject {
        @Published var books = [Book(id: 1, title: "Mastering iOS 17"), Book(id: 2, title: "Swift Concurrency")]
        @Published var filter = ""
        var lastSync = 0

        func add() { books.append(Book(id: books.count + 1, title: "New book")) }
        func matches(_ book: Book) -> Bool { filter.isEmpty || book.title.contains(filter) }
    }

    struct LibraryApp: View {
        @StateObject private var library = Library()

        var body: some View {
            VStack {
                Toolbar()
                BookList()
                StatsFooter()
            }
            .environmentObject(library)
        }
    }

    struct Toolbar: View {
        @EnvironmentObject var library: Library

        var body: some View {
            HStack {
                TextField("Filter", text: $library.filter)
                Button("Add book") { library.add() }
                Button("Sync") { library.lastSync += 1 }
            }
        }
    }

    struct BookList: View {
        @EnvironmentObject var library: Library

        var body: some View {
            List {
                ForEach(library.books.filter(library.matches)) { book in
                    BookRow(book: book)
                }
            }
        }
    }

    struct BookRow: View {
        @ObservedObject var book: Book

        var body: some View {
            VStack {
                Text(book.title + (book.isRead ? " (read)" : ""))
                Toggle("Read \(book.id)", isOn: $book.isRead)
                BookEditor(book: book)
            }
        }
    }

    struct BookEditor: View {
        @ObservedObject var book: Book

        var body: some View {
            TextField("Title \(book.id)", text: $book.title)
        }
    }

    struct StatsFooter: View {
        @EnvironmentObject var library: Library

        var body: some View {
            Text("\(library.books.count) books, \(library.books.filter(\.isRead).count) read")
        }
    }
}

enum MigrationAfter {
    @Observable final class Book: Identifiable {
        let id: Int
        var title: String
        var isRead = false
        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    @Observable final class Library {
        var books = [Book(id: 1, title: "Mastering iOS 17"), Book(id: 2, title: "Swift Concurrency")]
        var filter = ""
        @ObservationIgnored var lastSync = 0

        func add() { books.append(Book(id: books.count + 1, title: "New book")) }
        func matches(_ book: Book) -> Bool { filter.isEmpty || book.title.contains(filter) }
    }

    struct LibraryApp: View {
        @State private var library = Library()

        var body: some View {
            VStack {
                Toolbar()
                BookList()
                StatsFooter()
            }
            .environment(library)
        }
    }

    struct Toolbar: View {
        @Environment(Library.self) var library

        var body: some View {
            @Bindable var library = library
            HStack {
                TextField("Filter", text: $library.filter)
                Button("Add book") { library.add() }
                Button("Sync") { library.lastSync += 1 }
            }
        }
    }

    struct BookList: View {
        @Environment(Library.self) var library

        var body: some View {
            List {
                ForEach(library.books.filter(library.matches)) { book in
                    BookRow(book: book)
                }
            }
        }
    }

    struct BookRow: View {
        @Bindable var book: Book

        var body: some View {
            VStack {
                Text(book.title + (book.isRead ? " (read)" : ""))
                Toggle("Read \(book.id)", isOn: $book.isRead)
                BookEditor(book: book)
            }
        }
    }

    struct BookEditor: View {
        @Bindable var book: Book

        var body: some View {
            TextField("Title \(book.id)", text: $book.title)
        }
    }

    struct StatsFooter: View {
        @Environment(Library.self) var library

        var body: some View {
            Text("\(library.books.count) books, \(library.books.filter(\.isRead).count) read")
        }
    }
}

extension BuiltInCatalog {
    static let migration = Scenario(
        id: "migration",
        title: "Migrating an app to @Observable",
        summary: """
            One app before and after the migration checklist to @Observable, doing the same \
            things with far fewer body runs. ObservableObject becomes @Observable, @Published \
            goes and @ObservationIgnored comes, @StateObject becomes @State, @EnvironmentObject \
            becomes @Environment, @ObservedObject becomes a plain let or @Bindable; a footer \
            that used to go stale now updates.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "before: ObservableObject and its wrappers",
                            module: MigrationBefore.self) { _ in
                MigrationBefore.LibraryApp()
            },
            ScenarioVariant(ScenarioVariant.new, description: "after: @Observable, @State, @Environment, @Bindable",
                            module: MigrationAfter.self) { _ in
                MigrationAfter.LibraryApp()
            },
        ],
        script: """
            toggle "Read 1"
            expect BookRow[1] runs 1
            expect BookRow[2] runs 0
            # Before: the library never publishes a book's change; the footer is stale.
            expect old StatsFooter runs 0
            expect new StatsFooter runs 1 cause "Book#1.isRead"
            # Typing a title: the editor bound it, the row shows it.
            type "Title 2" "!"
            expect "BookRow[2]/BookEditor" runs 1
            expect BookRow[2] runs 1
            expect BookList runs 0
            # Adding a book: every holder of the library before, the readers of books after.
            tap "Add book"
            expect BookList runs 1
            expect StatsFooter runs 1
            expect old LibraryApp runs 1 reason "_library changed." wasted
            expect old Toolbar runs 1 reason "_library changed." wasted
            expect new LibraryApp runs 0
            expect new Toolbar runs 0
            # The last sync is left out of observation in both.
            tap "Sync"
            expect Toolbar runs 0
            expect BookList runs 0
            # Filtering: before, every holder of the library; after, the readers of filter.
            type "Filter" "S"
            expect BookList runs 1
            expect Toolbar runs 1
            expect old StatsFooter runs 1 wasted
            expect new StatsFooter runs 0
            counts
            """)
}

import ObsLab
import ObsLabEngine

// The sources' book: its total word count is computed from pages × average words per
// page, and it remembers the last page read, which the UI shouldn't follow.
//
// - Old: `@Published` can't be applied to a computed property (the compiler says
//   "Property wrapper cannot be applied to a computed property"), so the total is
//   published only indirectly: any `@Published` change re-runs every holder, which then
//   recomputes it. The last page read is a plain var: it never publishes, and its view
//   goes stale until something else redraws it.
// - New: a computed property is tracked through the stored properties it reads
//   (SEMANTICS.md §4), so the total's view depends on exactly `pages` and
//   `averageWordsPerPage`, and not on the title. `@ObservationIgnored` keeps the last page
//   read out of tracking: stale in exactly the same way, on purpose.

enum ComputedPropertiesOld {
    final class Book: ObservableObject {
        @Published var title = "Mastering iOS 17"
        @Published var pages = 100
        @Published var averageWordsPerPage = 250
        var lastPageRead = 0    // not published: the UI is not meant to follow it

        var totalWordsInBook: Int { pages * averageWordsPerPage }
    }

    struct BookScreen: View {
        @StateObject private var book = Book()

        var body: some View {
            VStack {
                TitleView(book: book)
                TotalView(book: book)
                Bookmark(book: book)
                Button("Change") {
                    book.averageWordsPerPage = 300
                    book.pages = 200
                }
                Button("Rename") { book.title = "Mastering iOS 18" }
                Button("Read a page") { book.lastPageRead += 1 }
            }
        }
    }

    struct TitleView: View {
        @ObservedObject var book: Book
        var body: some View { Text(book.title) }
    }

    struct TotalView: View {
        @ObservedObject var book: Book
        var body: some View { Text("Words in the book: \(book.totalWordsInBook)") }
    }

    struct Bookmark: View {
        @ObservedObject var book: Book
        var body: some View { Text("Last page read: \(book.lastPageRead)") }
    }
}

enum ComputedPropertiesNew {
    @Observable final class Book {
        var title = "Mastering iOS 17"
        var pages = 100
        var averageWordsPerPage = 250
        @ObservationIgnored var lastPageRead = 0

        var totalWordsInBook: Int { pages * averageWordsPerPage }
    }

    struct BookScreen: View {
        @State private var book = Book()

        var body: some View {
            VStack {
                TitleView(book: book)
                TotalView(book: book)
                Bookmark(book: book)
                Button("Change") {
                    book.averageWordsPerPage = 300
                    book.pages = 200
                }
                Button("Rename") { book.title = "Mastering iOS 18" }
                Button("Read a page") { book.lastPageRead += 1 }
            }
        }
    }

    struct TitleView: View {
        let book: Book
        var body: some View { Text(book.title) }
    }

    struct TotalView: View {
        let book: Book
        var body: some View { Text("Words in the book: \(book.totalWordsInBook)") }
    }

    struct Bookmark: View {
        let book: Book
        var body: some View { Text("Last page read: \(book.lastPageRead)") }
    }
}

extension BuiltInCatalog {
    static let computedProperties = Scenario(
        id: "computed-properties",
        title: "Computed properties and @ObservationIgnored",
        summary: """
            @Observable tracks a computed property through the stored properties it reads, which \
            @Published can't mark; @ObservationIgnored leaves a property out on purpose. A \
            book's word count is pages times words per page: its view re-runs for those two and \
            not for the title, and the last page read stays stale by design in both variants.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "ObservableObject; a computed property and a plain var",
                            module: ComputedPropertiesOld.self) { _ in
                ComputedPropertiesOld.BookScreen()
            },
            ScenarioVariant(ScenarioVariant.new, description: "@Observable; a computed property and @ObservationIgnored",
                            module: ComputedPropertiesNew.self) { _ in
                ComputedPropertiesNew.BookScreen()
            },
        ],
        script: """
            # Two writes in one action: one update, with both causes.
            tap "Change"
            expect TotalView runs 1
            expect new TotalView reason "@dependencies changed." cause "Book#1.averageWordsPerPage"
            expect new TotalView cause "Book#1.pages"
            expect new TitleView runs 0
            expect new Bookmark runs 0
            expect old TitleView runs 1 wasted
            expect old Bookmark runs 1 wasted
            # Renaming touches neither pages nor words per page.
            tap "Rename"
            expect new TotalView runs 0
            expect new TitleView runs 1 cause "Book#1.title"
            expect old TotalView runs 1 wasted
            # The last page read is outside observation in both: no view re-runs.
            tap "Read a page"
            expect Bookmark runs 0
            expect TotalView runs 0
            expect TitleView runs 0
            tree
            """)
}

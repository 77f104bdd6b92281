import Testing
@testable import ObsLab

// SEMANTICS.md §4: only properties read during the body form dependencies.
@MainActor
@Suite struct AccessTrackingRules {
    @Observable final class Book {
        var title = "Dune"
        var isAvailable = true
    }

    struct BookView: View {
        let book: Book
        var body: some View { Text(book.title) }
    }

    @Test func onlyPropertiesReadInTheBodyAreDependencies() {
        let book = Book()
        let harness = Harness(BookView(book: book))
        let untouched = harness.act { book.isAvailable.toggle() }
        #expect(untouched.runs("BookView") == 0)
        let read = harness.act { book.title = "X" }
        #expect(read.runs("BookView") == 1)
        #expect(read.printChanges("BookView") == ["BookView: @dependencies changed."])
        #expect(read.causes("BookView") == ["Book#1.title"])
    }
}

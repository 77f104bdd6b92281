import ObsLab

// `@State private var model = ReaderModel()` with an `@Observable` model: `@State` is a
// property wrapper whose initial value is an ordinary argument, so the expression runs
// every time the view struct is created, that is, every time the parent's body runs.
// SwiftUI keeps the first instance and throws the new one away (SEMANTICS.md §4, gotcha
// 2), but whatever `ReaderModel.init` does (open a file, start a request) happens again.
// `@StateObject` takes an autoclosure and runs it once per identity.
//
// Apple's State documentation: "A State property always instantiates its default value
// when SwiftUI instantiates the view. For this reason, avoid side effects and
// performance-intensive work when initializing the default value."
// (https://developer.apple.com/documentation/swiftui/state, quoted in
// https://forums.swift.org/t/observations-state-init-multiple-times/77739)
// Xcode 27's SDK turns `@State` into a macro that evaluates the initial value lazily
// (https://www.nilcoalescing.com/blog/InitializingObservableClassesWithTheStateMacroInXcode27);
// this scenario shows the property wrapper that SEMANTICS.md describes.
//
// The lab names every instance it sees (`ReaderModel#3`), so each discarded instance in
// the trace is one more run of the initializer.

enum StateHoldingObservableOld {
    final class ReaderModel: ObservableObject {
        @Published var pagesRead = 0
        init() { /* imagine: open the book file, start a download */ }
    }

    struct Library: View {
        @State private var refreshes = 0

        var body: some View {
            VStack {
                Text("Library refreshed \(refreshes) times")
                Button("Refresh library") { refreshes += 1 }
                Reader()
            }
        }
    }

    struct Reader: View {
        @StateObject private var model = ReaderModel()

        var body: some View {
            HStack {
                Text("\(model.pagesRead) pages read")
                Button("Read a page") { model.pagesRead += 1 }
            }
        }
    }
}

enum StateHoldingObservableNew {
    @Observable final class ReaderModel {
        var pagesRead = 0
        init() { /* imagine: open the book file, start a download */ }
    }

    struct Library: View {
        @State private var refreshes = 0

        var body: some View {
            VStack {
                Text("Library refreshed \(refreshes) times")
                Button("Refresh library") { refreshes += 1 }
                Reader()
            }
        }
    }

    struct Reader: View {
        @State private var model = ReaderModel()

        var body: some View {
            HStack {
                Text("\(model.pagesRead) pages read")
                Button("Read a page") { model.pagesRead += 1 }
            }
        }
    }
}

extension BuiltInCatalog {
    static let stateHoldingObservable = Scenario(
        id: "state-holding-observable",
        title: "@State holding an @Observable runs its init again",
        summary: """
            @State var model = Model() runs Model's initializer every time the parent re-runs \
            and keeps only the first instance; @StateObject runs it once. A reader view owns its \
            model: with @Observable and @State the count survives, but each refresh of the \
            library makes a new model, side effects included, and throws it away.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "@StateObject private var model = ReaderModel()") { _ in
                StateHoldingObservableOld.Library()
            },
            ScenarioVariant(ScenarioVariant.new, description: "@State private var model = ReaderModel(), @Observable") { _ in
                StateHoldingObservableNew.Library()
            },
        ],
        script: """
            tap "Read a page"
            expect Reader runs 1
            tap "Refresh library"
            expect Library runs 1 reason "_refreshes changed."
            # New: the initial value ran again; the new instance is discarded.
            expect new event "State's initial value ran again and made ReaderModel#2; it is discarded, ReaderModel#1 is kept"
            expect new created ReaderModel 1
            # Old: the autoclosure is not called again; no second model exists.
            expect old created ReaderModel 0
            expect old Reader runs 0
            expect new Reader runs 0
            tap "Refresh library"
            expect new event "made ReaderModel#3"
            # The kept model still has its page: reading goes on from 1.
            tap "Read a page"
            expect new Reader runs 1 cause "ReaderModel#1.pagesRead"
            expect old Reader runs 1 reason "_model changed."
            expect Reader shows "2 pages read"
            tree
            """)
}

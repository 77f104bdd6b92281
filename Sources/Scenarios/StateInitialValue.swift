import ObsLab
import ObsLabEngine

// One app, two SwiftUI releases side by side: `@State private var model = ReaderModel()`
// with an `@Observable` model, built with Xcode 26 and with Xcode 27.
//
// - Xcode 26 and earlier: `@State` is a property wrapper whose `init(wrappedValue:)`
//   takes the value, so `ReaderModel()` runs every time the `Reader` struct is created,
//   that is, every time `Library`'s body runs. SwiftUI keeps the first instance and
//   throws the new one away; the lab names each one (`ReaderModel#2`).
// - Xcode 27: `@State` is a macro and the initial value is evaluated lazily, once, when
//   SwiftUI creates the storage for the view's identity. Re-created structs don't run
//   `ReaderModel()` again; a new identity (here: closing and reopening the book) does.
//
// Apple, State: "When you build with Xcode 27 or later, the system uses the `State()`
// macro instead." (https://developer.apple.com/documentation/swiftui/state)
// Apple, State(initialValue:) (the macro): "When you build with Xcode 26 or earlier, the
// system uses the State property wrapper instead."
// Nil Coalescing, "Initializing @Observable classes with the @State macro in Xcode 27":
// "the initial value expression is now evaluated lazily. The observable's initializer
// runs only once, when SwiftUI sets up the state storage."
// (https://www.nilcoalescing.com/blog/InitializingObservableClassesWithTheStateMacroInXcode27)
// The rule, with its tests: docs/rules/state-release.md.

enum StateInitialValue {
    @Observable final class ReaderModel {
        var pagesRead = 0
        init() { /* imagine: open the book file, start a download */ }
    }

    struct Library: View {
        @State private var refreshes = 0
        @State private var isOpen = true

        var body: some View {
            VStack {
                Text("Library refreshed \(refreshes) times")
                Button("Refresh library") { refreshes += 1 }
                Button(isOpen ? "Close the book" : "Open the book") { isOpen.toggle() }
                if isOpen { Reader() }
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
    static let stateInitialValue = Scenario(
        id: "state-initial-value",
        title: "@State's initial value: Xcode 26 beside Xcode 27",
        summary: """
            The same app built with two releases. With Xcode 26's @State property wrapper, \
            `@State var model = ReaderModel()` runs ReaderModel's initializer every time the \
            parent re-runs and throws the new instance away; with Xcode 27's @State macro the \
            initializer runs once per identity, as @StateObject's autoclosure always did.
            """,
        variants: [
            ScenarioVariant("xcode26", description: "built with Xcode 26: @State is a property wrapper",
                            release: .xcode26, module: StateInitialValue.self) { _ in StateInitialValue.Library() },
            ScenarioVariant("xcode27", description: "built with Xcode 27: @State is a macro",
                            release: .xcode27, module: StateInitialValue.self) { _ in StateInitialValue.Library() },
        ],
        script: """
            tap "Read a page"
            expect Reader runs 1 cause "ReaderModel#1.pagesRead"
            tap "Refresh library"
            expect Library runs 1 reason "_refreshes changed."
            expect Reader runs 0
            # Xcode 26: the initializer ran again; the new instance is thrown away.
            expect xcode26 event "State's initial value ran again and made ReaderModel#2; it is discarded, ReaderModel#1 is kept"
            # Xcode 27: the expression is not evaluated for a re-created struct.
            expect xcode27 no event "ReaderModel#2"
            tap "Refresh library"
            expect xcode26 event "made ReaderModel#3"
            expect xcode27 no event "made ReaderModel"
            # Both kept the first model: the count goes on from 1.
            tap "Read a page"
            expect Reader runs 1 cause "ReaderModel#1.pagesRead"
            # A new identity gets new storage, and so a new model, in both releases.
            tap "Close the book"
            tap "Open the book"
            expect xcode26 event "State _model = ReaderModel#4"
            expect xcode27 event "State _model = ReaderModel#2"
            tree
            """)
}

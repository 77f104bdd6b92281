import ObsLab
import ObsLabEngine

// `@State private var model = ReaderModel()` with an `@Observable` model, beside
// `@StateObject` with an `ObservableObject`. Both keep one model for the view's identity.
// Whether `ReaderModel()` runs again when the parent re-creates the `Reader` struct
// depends on the release the app is built with (docs/rules/state-release.md):
//
// - Xcode 27 (what the lab models by default): `@State` is a macro and evaluates its
//   initial value lazily, once, when SwiftUI creates the storage, as `@StateObject`'s
//   autoclosure does. Apple, State: "When you build with Xcode 27 or later, the system
//   uses the `State()` macro instead." (https://developer.apple.com/documentation/swiftui/state)
// - Xcode 26 and earlier (`load state-holding-observable both swiftui=26`): `@State` is a
//   property wrapper whose initial value is an ordinary argument, evaluated every time the
//   struct is created. SwiftUI keeps the first instance and throws the new one away, but
//   whatever `ReaderModel.init` does (open a file, start a request) happens again. Apple's
//   State documentation of that wrapper: "A State property always instantiates its default
//   value when SwiftUI instantiates the view. For this reason, avoid side effects and
//   performance-intensive work when initializing the default value." (quoted in
//   https://forums.swift.org/t/observations-state-init-multiple-times/77739)
//
// The lab names every instance it sees (`ReaderModel#3`), so each discarded instance in
// the trace is one more run of the initializer. `state-initial-value` shows the two
// releases side by side.

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
        title: "@State holding an @Observable, beside @StateObject",
        summary: """
            A reader view owns its model: @StateObject with an ObservableObject, or @State with \
            an @Observable. Both keep one model for the view's identity. Built with Xcode 27, \
            @State evaluates `ReaderModel()` once, like @StateObject; with Xcode 26 \
            (swiftui=26) it runs the initializer on every refresh of the library and throws \
            the new model away.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "@StateObject private var model = ReaderModel()",
                            module: StateHoldingObservableOld.self) { _ in
                StateHoldingObservableOld.Library()
            },
            ScenarioVariant(ScenarioVariant.new, description: "@State private var model = ReaderModel(), @Observable",
                            module: StateHoldingObservableNew.self) { _ in
                StateHoldingObservableNew.Library()
            },
        ],
        script: """
            tap "Read a page"
            expect Reader runs 1
            tap "Refresh library"
            expect Library runs 1 reason "_refreshes changed."
            expect Reader runs 0
            # Xcode 27: neither side evaluates the initial value again.
            expect new no event "ReaderModel#2"
            expect created ReaderModel 0
            tap "Read a page"
            expect new Reader runs 1 cause "ReaderModel#1.pagesRead"
            expect old Reader runs 1 reason "_model changed."
            expect Reader shows "2 pages read"
            # Xcode 26: the new side's initial value runs again; the new instance is discarded.
            load state-holding-observable both swiftui=26
            tap "Refresh library"
            expect new event "State's initial value ran again and made ReaderModel#2; it is discarded, ReaderModel#1 is kept"
            expect new created ReaderModel 1
            expect old no event "ReaderModel#2"
            expect old created ReaderModel 0
            expect Reader runs 0
            tap "Refresh library"
            expect new event "made ReaderModel#3"
            # The kept model is still the first one.
            tap "Read a page"
            expect new Reader runs 1 cause "ReaderModel#1.pagesRead"
            tree
            """)
}

import ObsLab
import ObsLabEngine

// A property of an ObservableObject without `@Published` changes silently: no
// `objectWillChange`, no invalidation, and the screen keeps showing the old value until
// something else makes the view re-run (SEMANTICS.md §3, gotcha 4). The fixes are to
// add `@Published`, or to call `objectWillChange.send()` before the change by hand.
//
// With `@Observable` every stored property is tracked unless it is marked
// `@ObservationIgnored`, so there is nothing to forget: the same app just works. (An
// ignored property is stale in exactly the same way; see `computed-properties`.)
//
// A tip jar declares no `@Published` property at all and announces each change by hand.
// Its `objectWillChange` is still one publisher per object, the one its view subscribed
// to, so the send re-runs the view ("If you don't use @Published, you can call
// objectWillChange.send() yourself":
// https://developer.apple.com/documentation/combine/observableobject).

enum ForgottenPublishedOld {
    final class Truck: ObservableObject {
        var sign = "Closed"          // forgot @Published
        @Published var orders = 0

        func closeAndNotify() {
            objectWillChange.send()  // tell the subscribers before the change
            sign = "Closed"
        }
    }

    struct TruckScreen: View {
        @StateObject private var truck = Truck()

        var body: some View {
            VStack {
                SignBoard(truck: truck)
                Button("Open the truck") { truck.sign = "Open" }
                Button("Close and notify") { truck.closeAndNotify() }
                Button("Add order") { truck.orders += 1 }
                TipJarView()
            }
        }
    }

    final class TipJar: ObservableObject {
        private(set) var tips = 0    // no @Published anywhere in this class

        func add() {
            objectWillChange.send()
            tips += 1
        }
    }

    struct TipJarView: View {
        @StateObject private var jar = TipJar()

        var body: some View {
            HStack {
                Text("Tips: \(jar.tips)")
                Button("Add a tip") { jar.add() }
            }
        }
    }

    struct SignBoard: View {
        @ObservedObject var truck: Truck

        var body: some View {
            Text("Sign: \(truck.sign), \(truck.orders) orders")
        }
    }
}

enum ForgottenPublishedNew {
    @Observable final class Truck {
        var sign = "Closed"
        var orders = 0

        func closeAndNotify() {
            sign = "Closed"          // nothing to send by hand
        }
    }

    struct TruckScreen: View {
        @State private var truck = Truck()

        var body: some View {
            VStack {
                SignBoard(truck: truck)
                Button("Open the truck") { truck.sign = "Open" }
                Button("Close and notify") { truck.closeAndNotify() }
                Button("Add order") { truck.orders += 1 }
                TipJarView()
            }
        }
    }

    @Observable final class TipJar {
        private(set) var tips = 0

        func add() { tips += 1 }
    }

    struct TipJarView: View {
        @State private var jar = TipJar()

        var body: some View {
            HStack {
                Text("Tips: \(jar.tips)")
                Button("Add a tip") { jar.add() }
            }
        }
    }

    struct SignBoard: View {
        let truck: Truck

        var body: some View {
            Text("Sign: \(truck.sign), \(truck.orders) orders")
        }
    }
}

extension BuiltInCatalog {
    static let forgottenPublished = Scenario(
        id: "forgotten-published",
        title: "A forgotten @Published leaves the screen stale",
        summary: """
            A property without @Published changes silently and leaves the screen stale until \
            something else redraws it; @Observable tracks every stored property. A food truck's \
            sign is a plain var: opening the truck shows nothing until an order is added, unless \
            objectWillChange.send() is called by hand, which also works for a class with no \
            @Published property at all.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "ObservableObject with a var that isn't @Published",
                            module: ForgottenPublishedOld.self) { _ in
                ForgottenPublishedOld.TruckScreen()
            },
            ScenarioVariant(ScenarioVariant.new, description: "@Observable", module: ForgottenPublishedNew.self) { _ in
                ForgottenPublishedNew.TruckScreen()
            },
        ],
        script: """
            tap "Open the truck"
            # Old: no publisher fired; the board still says Closed (see the tree).
            expect old SignBoard runs 0
            expect old TruckScreen runs 0
            # New: sign is tracked like any stored property.
            expect new SignBoard runs 1 cause "Truck#1.sign"
            tree
            # An unrelated @Published change redraws the board, which now catches up.
            tap "Add order"
            expect old SignBoard runs 1 reason "_truck changed."
            expect new SignBoard runs 1 cause "Truck#1.orders"
            tree
            # Sending objectWillChange by hand before the change works.
            tap "Close and notify"
            expect old event "objectWillChange.send() called by hand"
            expect old SignBoard runs 1 reason "_truck changed."
            expect new SignBoard runs 1
            # A class with no @Published at all that sends by hand: its one publisher reaches the view.
            tap "Add a tip"
            expect old event "objectWillChange.send() called by hand"
            expect old TipJarView runs 1 reason "_jar changed."
            expect new TipJarView runs 1 cause "TipJar#1.tips"
            expect SignBoard runs 0
            """)
}

import ObsLab
import ObsLabEngine

// Who owns a model that a view creates itself? A parent re-runs and re-creates both
// counter structs below.
//
// - Old: `@ObservedObject var model = CounterModel()` makes a new model each time the
//   struct is created and switches to it, losing the count (SEMANTICS.md §3, gotcha 1);
//   `@StateObject var model = CounterModel()` evaluates its initial value once per
//   identity and keeps it. Apple's StateObject documentation: "SwiftUI creates a new
//   instance of the model object only once during the lifetime of the container that
//   declares the state object."
//   (https://developer.apple.com/documentation/swiftui/stateobject)
// - New: the same two shapes with `@Observable`: a plain `var model = CounterModel()`
//   is a new model in every new struct (the view re-runs with `@self` and shows 0);
//   `@State var model = CounterModel()` keeps the first model (built with Xcode 26 or
//   earlier, `load … swiftui=26`, its initializer still runs again each time; with Xcode
//   27's `@State` macro it doesn't: see `state-initial-value`).
//
// The `inline-observed-object` scenario is the old half of this one on its own.

enum StateVsObservedObjectOld {
    final class CounterModel: ObservableObject {
        @Published var count = 0
    }

    struct ParentView: View {
        @State private var refreshes = 0

        var body: some View {
            VStack {
                Text("Parent refreshed \(refreshes) times")
                Button("Refresh parent") { refreshes += 1 }
                InlineCounter()
                OwnedCounter()
            }
        }
    }

    struct InlineCounter: View {
        @ObservedObject var model = CounterModel()

        var body: some View {
            HStack {
                Text("Inline count: \(model.count)")
                Button("Inline +1") { model.count += 1 }
            }
        }
    }

    struct OwnedCounter: View {
        @StateObject private var model = CounterModel()

        var body: some View {
            HStack {
                Text("Owned count: \(model.count)")
                Button("Owned +1") { model.count += 1 }
            }
        }
    }
}

enum StateVsObservedObjectNew {
    @Observable final class CounterModel {
        var count = 0
    }

    struct ParentView: View {
        @State private var refreshes = 0

        var body: some View {
            VStack {
                Text("Parent refreshed \(refreshes) times")
                Button("Refresh parent") { refreshes += 1 }
                InlineCounter()
                OwnedCounter()
            }
        }
    }

    struct InlineCounter: View {
        var model = CounterModel()

        var body: some View {
            HStack {
                Text("Inline count: \(model.count)")
                Button("Inline +1") { model.count += 1 }
            }
        }
    }

    struct OwnedCounter: View {
        @State private var model = CounterModel()

        var body: some View {
            HStack {
                Text("Owned count: \(model.count)")
                Button("Owned +1") { model.count += 1 }
            }
        }
    }
}

extension BuiltInCatalog {
    static let stateVsObservedObject = Scenario(
        id: "state-vs-observed-object",
        title: "Owning a model: @StateObject/@State versus a model made inline",
        summary: """
            A model a view makes for itself survives its parent's updates with @StateObject or \
            @State, and is replaced, losing its state, with @ObservedObject or a plain var. Two \
            counters sit under a parent that re-runs: the one that makes its model inline starts \
            again from zero each time, the one that owns it keeps counting.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "@ObservedObject var model = … beside @StateObject",
                            module: StateVsObservedObjectOld.self) { _ in
                StateVsObservedObjectOld.ParentView()
            },
            ScenarioVariant(ScenarioVariant.new, description: "var model = … beside @State, with @Observable",
                            module: StateVsObservedObjectNew.self) { _ in
                StateVsObservedObjectNew.ParentView()
            },
        ],
        script: """
            tap "Inline +1"
            tap "Inline +1"
            tap "Owned +1"
            expect OwnedCounter runs 1
            expect InlineCounter runs 0
            tap "Refresh parent"
            expect ParentView runs 1 reason "_refreshes changed."
            # Old: the new struct brought a new model; the wrapper switched to it.
            expect old InlineCounter runs 1 reason "_model changed."
            expect old event "state lost: count was 2, now 0"
            # New: the new struct holds a new model, a different object: @self.
            expect new InlineCounter runs 1 reason "@self changed."
            expect new event "model changed"
            # The owned counter keeps its model and is not even re-run.
            expect OwnedCounter runs 0
            tree
            """)
}

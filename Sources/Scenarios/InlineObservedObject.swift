import ObsLab
import ObsLabEngine

// `@ObservedObject var model = CounterModel()` beside `@StateObject`: when the parent
// re-runs, it re-creates both child structs. The observed one makes a new model and
// switches to it, losing its count; the owned one keeps its model, whose initializer
// is never called again.
enum InlineObservedObjectApp {
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
        @StateObject var model = CounterModel()

        var body: some View {
            HStack {
                Text("Owned count: \(model.count)")
                Button("Owned +1") { model.count += 1 }
            }
        }
    }
}

extension BuiltInCatalog {
    static let inlineObservedObject = Scenario(
        id: "inline-observed-object",
        title: "@ObservedObject with a default value",
        summary: """
            Two counters under a parent that re-runs: one creates its model inline with \
            @ObservedObject, the other owns it with @StateObject. Each time the parent's body \
            runs, the inline counter gets a brand-new model and loses its count; the owned one keeps it.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "@ObservedObject var model = CounterModel() beside @StateObject",
                            module: InlineObservedObjectApp.self) { _ in
                InlineObservedObjectApp.ParentView()
            },
        ],
        script: """
            tap "Inline +1"
            tap "Inline +1"
            tap "Owned +1"
            expect OwnedCounter runs 1 reason "_model changed."
            expect InlineCounter runs 0
            # The parent re-runs and re-creates both children.
            tap "Refresh parent"
            expect ParentView runs 1 reason "_refreshes changed."
            expect InlineCounter runs 1 reason "_model changed."
            expect event "replaced by CounterModel#"
            expect event "state lost: count was 2, now 0"
            expect OwnedCounter runs 0
            """)
}

import ObsLab
import ObsLabEngine

// `@State` and `@Binding`: a value the view owns, a child that reads it through a
// binding, a child that only writes it, and a state the body never reads.
enum CounterApp {
    struct CounterScreen: View {
        @State private var count = 0
        @State private var silentTaps = 0

        var body: some View {
            VStack {
                Text("Count: \(count)")
                CountBadge(count: $count)
                IncrementButton(count: $count)
                Button("Reset") { count = 0 }
                // `silentTaps` is written here but never read by the body.
                Button("Tap silently") { silentTaps += 1 }
            }
        }
    }

    /// Reads the count through its binding, so it depends on it.
    struct CountBadge: View {
        @Binding var count: Int

        var body: some View {
            Text(count.isMultiple(of: 2) ? "even" : "odd")
        }
    }

    /// Only writes through its binding: creating a binding reads nothing.
    struct IncrementButton: View {
        @Binding var count: Int

        var body: some View {
            Button("Increment") { count += 1 }
        }
    }
}

extension BuiltInCatalog {
    static let counter = Scenario(
        id: "counter",
        title: "@State and @Binding",
        summary: """
            A counter owned by a view with @State, shown by a child through @Binding and \
            changed by another child that only writes. A write re-runs exactly the bodies \
            that read the value; writing an equal value, or a state no body reads, re-runs nothing.
            """,
        variants: [ScenarioVariant("app", description: "@State and @Binding",
                                   module: CounterApp.self) { _ in CounterApp.CounterScreen() }],
        script: """
            # The screen and both children read or pass the count.
            tap "Increment"
            expect CounterScreen runs 1 reason "_count changed."
            expect CountBadge runs 1 reason "_count changed."
            # IncrementButton only writes: its inputs (the same binding) are unchanged.
            expect IncrementButton runs 0
            # Count is 1; Reset writes 0, a new value.
            tap "Reset"
            expect CounterScreen runs 1
            # Count is 0 already: an equal value is a no-op.
            tap "Reset"
            expect CounterScreen runs 0
            expect CountBadge runs 0
            # No body reads silentTaps.
            tap "Tap silently"
            expect CounterScreen runs 0
            """)
}

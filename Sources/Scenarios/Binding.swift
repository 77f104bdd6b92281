import ObsLab
import ObsLabEngine

// `@Binding`: a child gets read-write access to a value its parent owns with `@State`.
// The counter child is the one from the sources' binding example (a button that adds
// one through `@Binding var value`); beside it, a rating child that reads *and* writes
// through its binding, and a child that only gets a plain copy of the value.
//
// What decides who re-runs (SEMANTICS.md §2): a write invalidates the views whose last
// body read the value, the owner if it read it directly, each child that read it through
// a binding (its reason names its own binding property, `_stars`). Creating a binding
// (`$count`) reads nothing, so the owner of `stars` never re-runs for it.
enum BindingApp {
    struct ContentView: View {
        @State private var count = 0
        @State private var stars = 0

        var body: some View {
            VStack {
                Text("Value = \(count)")
                MyCounter(value: $count)
                // `stars` is never read here: only `$stars` is passed down.
                StarRating(stars: $stars)
                ValueCopy(value: count)
            }
        }
    }

    /// Only writes through its binding.
    struct MyCounter: View {
        @Binding var value: Int

        var body: some View {
            Button("Increase") { value += 1 }
        }
    }

    /// Reads and writes through its binding.
    struct StarRating: View {
        @Binding var stars: Int

        var body: some View {
            HStack {
                Text(String(repeating: "*", count: stars) + " (\(stars) stars)")
                Button("Add star") { stars += 1 }
            }
        }
    }

    /// Holds a plain copy: it re-runs when the copy it is given differs.
    struct ValueCopy: View {
        let value: Int

        var body: some View {
            Text("A copy of the value: \(value)")
        }
    }
}

extension BuiltInCatalog {
    static let binding = Scenario(
        id: "binding",
        title: "@Binding: a child writes its parent's @State",
        summary: """
            A write through @Binding re-runs only the views that read the value, the owner \
            included only if its own body read it. Here a parent owns two @State values: one \
            child only writes through its binding and never re-runs, one reads and writes (its \
            reason is its own binding property), one holds a plain copy and re-runs when the \
            copy changes.
            """,
        variants: [ScenarioVariant("app", description: "@State in the parent, @Binding in the children",
                                   module: BindingApp.self) { _ in
            BindingApp.ContentView()
        }],
        script: """
            # The parent reads count; MyCounter only writes it; ValueCopy gets a new copy.
            tap "Increase"
            expect ContentView runs 1 reason "_count changed."
            expect MyCounter runs 0
            expect ValueCopy runs 1 reason "@self changed."
            expect StarRating runs 0
            # The parent never reads stars, so only the binding's reader re-runs,
            # and its reason is its own binding property.
            tap "Add star"
            expect StarRating runs 1 reason "_stars changed."
            expect ContentView runs 0
            expect MyCounter runs 0
            expect ValueCopy runs 0
            """)
}

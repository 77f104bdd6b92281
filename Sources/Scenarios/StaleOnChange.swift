import ObsLab
import ObsLabEngine

// The old one-parameter `onChange(of:perform:)` runs the action of the previous body pass
// (Apple's documentation of `onChange(of:perform:)`, docs/rules/lifecycle.md): what its
// closure captured is what that pass saw. One tap sets the fruit and counts one more; the
// tally's action names the fruit it captured.
//
// - old: `onChange(of: count) { newValue in … }` runs the closure made when the fruit was
//   still "apples": "1 apples".
// - new: `onChange(of: count) { old, new in … }` runs the closure of the pass that saw
//   the change: "1 pears".

enum StaleOnChangeOld {
    struct Stand: View {
        @State private var count = 0
        @State private var fruit = "apples"

        var body: some View {
            VStack {
                Button("Pears, one more") {
                    fruit = "pears"
                    count += 1
                }
                Tally(count: count, fruit: fruit)
            }
        }
    }

    struct Tally: View {
        let count: Int
        let fruit: String
        @State private var last = "nothing counted yet"

        var body: some View {
            Text("Counted: \(last)")
                .onChange(of: count) { newValue in
                    last = "\(newValue) \(fruit)"
                }
        }
    }
}

enum StaleOnChangeNew {
    struct Stand: View {
        @State private var count = 0
        @State private var fruit = "apples"

        var body: some View {
            VStack {
                Button("Pears, one more") {
                    fruit = "pears"
                    count += 1
                }
                Tally(count: count, fruit: fruit)
            }
        }
    }

    struct Tally: View {
        let count: Int
        let fruit: String
        @State private var last = "nothing counted yet"

        var body: some View {
            Text("Counted: \(last)")
                .onChange(of: count) { _, newValue in
                    last = "\(newValue) \(fruit)"
                }
        }
    }
}

extension BuiltInCatalog {
    static let staleOnChange = Scenario(
        id: "stale-onchange",
        title: "The old onChange runs the previous body's closure",
        summary: """
            One tap sets the fruit to pears and counts one more. The deprecated \
            one-parameter onChange(of:perform:) runs the closure of the previous body pass, \
            which captured "apples"; the two-parameter form runs the new pass's closure.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "onChange(of:) { newValue in … }, deprecated",
                            module: StaleOnChangeOld.self) { _ in
                StaleOnChangeOld.Stand()
            },
            ScenarioVariant(ScenarioVariant.new, description: "onChange(of:) { old, new in … }",
                            module: StaleOnChangeNew.self) { _ in
                StaleOnChangeNew.Stand()
            },
        ],
        script: """
            tap "Pears, one more"
            expect Tally runs 2
            expect old Tally shows "Counted: 1 apples"
            expect new Tally shows "Counted: 1 pears"
            """)
}

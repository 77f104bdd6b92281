import ObsLab
import ObsLabEngine

// The stale sheet, a classic bug (docs/rules/presentation.md): a sheet's content closure
// is the one the last body pass made, and a @State it reads has the value that pass saw.
//
// - "stale": each button writes the selection and the flag in one action. The body
//   never reads `selected`, so it does not run; the sheet runs the closure of the first
//   render, which saw no selection: "Selected: nothing". The content's read makes the
//   screen depend on `selected`, so the second time the body runs first and it works.
// - "item": `sheet(item:)` hands the content the item the action wrote, every time.

enum StaleSheetApp {
    struct Fruit: Identifiable {
        let id: String
    }

    struct StaleScreen: View {
        @State private var selected: String?
        @State private var showing = false

        var body: some View {
            VStack {
                Button("Apple") {
                    selected = "Apple"
                    showing = true
                }
                Button("Pear") {
                    selected = "Pear"
                    showing = true
                }
            }
            .sheet(isPresented: $showing) {
                Text("Selected: \(selected ?? "nothing")")
            }
        }
    }

    struct ItemScreen: View {
        @State private var fruit: Fruit?

        var body: some View {
            VStack {
                Button("Apple") { fruit = Fruit(id: "Apple") }
                Button("Pear") { fruit = Fruit(id: "Pear") }
            }
            .sheet(item: $fruit) { fruit in
                Text("Selected: \(fruit.id)")
            }
        }
    }
}

extension BuiltInCatalog {
    static let staleSheet = Scenario(
        id: "stale-sheet",
        title: "The stale sheet: a closure from the last body pass",
        summary: """
            A button sets the selection and shows a sheet in one action. With \
            sheet(isPresented:) the content is the closure of the last body pass, which saw \
            no selection: the first sheet says nothing, the second works, because the \
            content's read made the screen depend on the selection. sheet(item:) hands the \
            content the item.
            """,
        variants: [
            ScenarioVariant("stale", description: "sheet(isPresented:) reading a @State the body never reads",
                            module: StaleSheetApp.self) { _ in
                StaleSheetApp.StaleScreen()
            },
            ScenarioVariant("item", description: "sheet(item:)",
                            module: StaleSheetApp.self) { _ in StaleSheetApp.ItemScreen() },
        ],
        script: """
            tap "Apple"
            expect stale StaleScreen runs 0
            expect stale sheet shows "Selected: nothing"
            expect item sheet shows "Selected: Apple"
            dismiss
            tap "Pear"
            expect stale StaleScreen runs 1 reason "_selected changed."
            expect stale sheet shows "Selected: Pear"
            expect item sheet shows "Selected: Pear"
            """)
}

import ObsLab
import ObsLabEngine

// A list of `@Observable` objects whose rows edit them: each row takes its object with
// `@Bindable var chore: Chore` and binds a toggle to `$chore.isDone`. Toggling a row
// writes one object's property; only the views that read it re-run: that row, and the
// summary that counts finished chores. The list itself reads only the array, so it
// doesn't re-run (SEMANTICS.md §4: pass-through views don't depend on what they pass).
//
// For an array of *values* owned by `@State`, SwiftUI's `ForEach($chores) { $chore in … }`
// hands each row a `Binding` into the array instead; every edit then writes the whole
// array. The lab has no binding-to-collection `ForEach`, so this scenario shows the
// object form. Apple, Bindable: "Use this property wrapper to create bindings to mutable
// properties of a data model object that conforms to the Observable protocol."
// (https://developer.apple.com/documentation/swiftui/bindable)

enum BindableRows {
    @Observable final class Chore: Identifiable {
        let id: Int
        let title: String
        var isDone = false
        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    @Observable final class ChoreList {
        var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants")]
    }

    struct ChoresScreen: View {
        @State private var list = ChoreList()

        var body: some View {
            VStack {
                Summary(list: list)
                List {
                    ForEach(list.chores) { chore in
                        ChoreRow(chore: chore)
                    }
                }
                Button("Add chore") { list.chores.append(Chore(id: list.chores.count + 1, title: "New chore")) }
            }
        }
    }

    struct Summary: View {
        let list: ChoreList
        var body: some View { Text("\(list.chores.filter(\.isDone).count) of \(list.chores.count) done") }
    }

    struct ChoreRow: View {
        @Bindable var chore: Chore
        var body: some View { Toggle(chore.title, isOn: $chore.isDone) }
    }
}

extension BuiltInCatalog {
    static let bindableRows = Scenario(
        id: "bindable-rows",
        title: "@Bindable rows in a list",
        summary: """
            A list of @Observable chores; each row binds a toggle with @Bindable. Toggling a \
            row re-runs that row and the summary that counts finished chores, not the list \
            or the other rows.
            """,
        variants: [
            ScenarioVariant("new", description: "ForEach(list.chores) { ChoreRow(chore: $0) }, @Bindable var chore",
                            module: BindableRows.self) { _ in
                BindableRows.ChoresScreen()
            },
        ],
        script: """
            toggle "Laundry"
            expect ChoreRow[2] runs 1 reason "@dependencies changed." cause "Chore#2.isDone"
            expect Summary runs 1 cause "Chore#2.isDone"
            expect ChoreRow[1] runs 0
            expect ChoresScreen runs 0
            tap "Add chore"
            expect ChoresScreen runs 1 cause "ChoreList#1.chores"
            expect Summary runs 1
            expect ChoreRow[1] runs 0
            """)
}

import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/controls.md: a control's custom label view, a value field's commit,
// `onSubmit`/`onCommit:`, `EditButton` and `onMove`.
@MainActor
@Suite struct RealAppBehaviourRules {

    // MARK: A custom view as a control's label

    @Observable final class Stars {
        var count = 3
        var title = "Favourites"
    }

    struct StarLabel: View {
        let stars: Stars
        var body: some View {
            HStack {
                Image(systemName: "star")
                Text("Stars \(stars.count)")
            }
        }
    }

    struct TitleLabel: View {
        let title: String
        var body: some View { Text(title) }
    }

    struct Detail: View {
        var body: some View { Text("Detail page") }
    }

    struct Shelf: View {
        @State var stars = Stars()
        @State var taps = 0
        @State var notify = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text("taps \(taps)")
                    Button { taps += 1 } label: { StarLabel(stars: stars) }
                    Button("More stars") { stars.count += 1 }
                    NavigationLink { Detail() } label: { TitleLabel(title: stars.title) }
                    Toggle(isOn: $notify) { TitleLabel(title: "Notify") }
                }
            }
        }
    }

    @Test func aCustomLabelViewRunsItsBodyAndNamesTheControl() throws {
        let harness = Harness(Shelf())
        // Evaluated like any view: its body ran in the first render.
        #expect(harness.treeText.contains("StarLabel  (body ×1)"), "\(harness.treeText)")
        #expect(harness.treeText.contains("TitleLabel  (body ×1)"), "\(harness.treeText)")
        #expect(harness.treeText.contains("Button \"Stars 3\""), "\(harness.treeText)")
        #expect(harness.treeText.contains("NavigationLink \"Favourites\""), "\(harness.treeText)")
        // A tap names the control by what its label view shows.
        let step = try harness.graph.tap("Stars 3", command: "tap \"Stars 3\"")
        #expect(step.runs("Shelf") == 1)
        #expect(harness.shows("taps 1"))
        // The label view observes its own dependencies: only it runs, and the name follows.
        let more = harness.tap("More stars")
        #expect(more.runs("StarLabel") == 1)
        #expect(more.runs("Shelf") == 0)
        #expect(harness.graph.controls().contains { $0.label == "Stars 4" })
        _ = try harness.graph.tap("Stars 4", command: "tap \"Stars 4\"")
        #expect(harness.shows("taps 2"))
        // A toggle's label is a view like a button's.
        _ = try harness.graph.toggle("Notify", command: "toggle \"Notify\"")
        #expect(harness.treeText.contains("Toggle \"Notify\": on"), "\(harness.treeText)")
        // The link's label names the link, and tapping it pushes.
        _ = try harness.graph.tap("Favourites", command: "tap \"Favourites\"")
        #expect(harness.shows("Detail page"), "\(harness.treeText)")
    }

    // MARK: A tap gesture on a custom view

    @Observable final class Tile {
        let number: Int
        var isFaceUp = false
        init(number: Int) { self.number = number }
    }

    struct TileView: View {
        let tile: Tile
        var body: some View { Text(tile.isFaceUp ? "Face \(tile.number)" : "Tile \(tile.number)") }
    }

    struct Board: View {
        @State var tiles = [Tile(number: 1), Tile(number: 2)]
        var body: some View {
            ForEach(tiles, id: \.number) { tile in
                TileView(tile: tile).onTapGesture { tile.isFaceUp.toggle() }
            }
        }
    }

    /// `.onTapGesture` on a custom view names the target by what the view shows now, as a
    /// button with a custom label view; the tap runs only the view that read what it wrote.
    @Test func aTapGestureOnACustomViewIsNamedByWhatTheViewShows() throws {
        let harness = Harness(Board())
        let flip = try harness.graph.tap("Tile 2", command: "tap \"Tile 2\"")
        #expect(flip.runs("TileView[2]") == 1)
        #expect(flip.runs("TileView[1]") == 0)
        #expect(flip.runs("Board") == 0)
        #expect(harness.shows("Face 2"), "\(harness.treeText)")
        _ = try harness.graph.tap("Face 2", command: "tap \"Face 2\"")
        #expect(harness.shows("Tile 2"), "\(harness.treeText)")
    }

    // MARK: A value field writes on commit

    struct Amount: View {
        @State var age = 30
        @State var name = ""
        @State var submitted = 0
        @State var committed = 0
        var body: some View {
            Text("age \(age)")
            Text("submitted \(submitted)")
            Text("committed \(committed)")
            TextField("Age", value: $age, format: .number)
                .onSubmit { submitted += 1 }
            TextField("Name", text: $name, onCommit: { committed += 1 })
        }
    }

    @Test func aValueFieldWritesItsValueWhenTheEditIsCommitted() throws {
        let harness = Harness(Amount())
        let graph = harness.graph
        // Typing changes the field's own text only: nothing is written, no body runs.
        let typing = try graph.typeText("1", into: "Age", command: "type \"Age\" \"1\"")
        #expect(typing.details(.stateWrite).isEmpty)
        #expect(typing.runs("Amount") == 0)
        #expect(harness.treeText.contains("TextField \"Age\": \"301\""), "\(harness.treeText)")
        #expect(harness.shows("age 30"))
        // The return key commits: the value is written, then onSubmit runs.
        let submit = try graph.submit("Age", command: "submit \"Age\"")
        #expect(submit.runs("Amount") == 1)
        #expect(harness.shows("age 301") && harness.shows("submitted 1"), "\(harness.treeText)")
        // The focus leaving the field commits too (typing into another field), without onSubmit.
        _ = try graph.typeText("7", into: "Age", command: "type \"Age\" \"7\"")
        #expect(harness.shows("age 301") && harness.shows("submitted 1"))
        let leave = try graph.typeText("d", into: "Name", command: "type \"Name\" \"d\"")
        #expect(leave.details(.stateWrite).count == 2, "the age committed, then the name's keystroke: \(leave.events)")
        #expect(harness.shows("age 3017") && harness.shows("submitted 1"), "\(harness.treeText)")
        // A text field writes on every keystroke; its onCommit runs on the return key only.
        #expect(harness.shows("committed 0"))
        _ = try graph.submit("Name", command: "submit \"Name\"")
        #expect(harness.shows("committed 1"))
    }

    struct AmountForm: View {
        @State var amount = 0.0
        @State var people = 2
        var body: some View {
            TextField("Amount", value: $amount, format: .number)
            TextField("People", value: $people, formatter: NumberFormatter())
            AmountTotal(amount: amount)
        }
    }

    struct AmountOnly: View {
        @State var amount = 0.0
        var body: some View {
            TextField("Amount", value: $amount, format: .number)
        }
    }

    struct AmountTotal: View {
        let amount: Double
        var body: some View { Text("total \(amount)") }
    }

    /// Making a value field reads nothing, as making any control from a binding: the body
    /// that only passes `$amount` does not run when the commit writes it; one that reads
    /// `amount` does (iExpense's add form passes its amount and reads it only in Save).
    @Test func makingAValueFieldReadsNothing() throws {
        let only = Harness(AmountOnly())
        _ = try only.graph.typeText("5", into: "Amount", command: "type \"Amount\" \"5\"")
        let commit = try only.graph.submit("Amount", command: "submit \"Amount\"")
        #expect(commit.details(.stateWrite) == ["0.0 → 5.0"], "\(commit.events)")
        #expect(commit.runs("AmountOnly") == 0)
        #expect(only.treeText.contains("TextField \"Amount\": \"5\""), "\(only.treeText)")

        let reader = Harness(AmountForm())
        _ = try reader.graph.typeText("5", into: "Amount", command: "type \"Amount\" \"5\"")
        let written = try reader.graph.submit("Amount", command: "submit \"Amount\"")
        #expect(written.runs("AmountForm") == 1)
        #expect(reader.shows("total 5.0"), "\(reader.treeText)")
        // A formatter field is the same: the commit writes, and only readers run.
        _ = try reader.graph.typeText("3", into: "People", command: "type \"People\" \"3\"")
        let people = try reader.graph.submit("People", command: "submit \"People\"")
        #expect(people.details(.stateWrite) == ["2 → 23"], "\(people.events)")
        #expect(people.runs("AmountForm") == 0)
    }

    struct Login: View {
        @State var age = 30
        @State var pin = ""
        var body: some View {
            Text("age \(age)")
            TextField("Age", value: $age, format: .number)
            SecureField("PIN", text: $pin)
        }
    }

    @Test func typingIntoASecureFieldMovesTheFocusToo() throws {
        let harness = Harness(Login())
        _ = try harness.graph.typeText("1", into: "Age", command: "type \"Age\" \"1\"")
        #expect(harness.shows("age 30"))
        _ = try harness.graph.typeText("x", into: "PIN", command: "type \"PIN\" \"x\"")
        #expect(harness.shows("age 301"), "\(harness.treeText)")
    }

    struct OldStyle: View {
        @State var score = 7.0
        @State var commits = 0
        static let formatter: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            return formatter
        }()
        var body: some View {
            Text("score \(score, specifier: "%.1f")")
            Text("commits \(commits)")
            TextField("Score", value: $score, formatter: Self.formatter, onCommit: { commits += 1 })
        }
    }

    @Test func aFormatterFieldWritesOnCommitToo() throws {
        let harness = Harness(OldStyle())
        let typing = try harness.graph.typeText(".5", into: "Score", command: "type \"Score\" \".5\"")
        #expect(typing.details(.stateWrite).isEmpty)
        _ = try harness.graph.submit("Score", command: "submit \"Score\"")
        #expect(harness.shows("score 7.5") && harness.shows("commits 1"), "\(harness.treeText)")
        harness.type("abc", into: "Score")
        let refused = try harness.graph.submit("Score", command: "submit \"Score\"")
        #expect(refused.details(.stateWrite).count == 1, "only onCommit's write: \(refused.details(.stateWrite))")
        #expect(harness.shows("score 7.5") && harness.shows("commits 2"))
    }

    /// WeSplit's keyboard Done button: the code moves the focus away, and the edit commits.
    struct Split: View {
        @State var amount = 0.0
        @FocusState var amountIsFocused: Bool
        var body: some View {
            Form {
                TextField("Amount", value: $amount, format: .number)
                    .focused($amountIsFocused)
                Text("Total \(amount, specifier: "%.2f")")
                Button("Done") { amountIsFocused = false }
            }
        }
    }

    @Test func aValueFieldCommitsWhenTheCodeMovesTheFocusAway() throws {
        let harness = Harness(Split())
        let graph = harness.graph
        let typing = try graph.typeText("42", into: "Amount", command: "type \"Amount\" \"42\"")
        #expect(typing.details(.stateWrite) == ["false → true"], "only the focus is written: \(typing.details(.stateWrite))")
        #expect(harness.shows("Total 0.00"))
        let done = try graph.tap("Done", command: "tap \"Done\"")
        #expect(done.runs("Split") == 1, "one update: the focus and the value")
        #expect(harness.shows("Total 42.00"), "\(harness.treeText)")
    }

    // MARK: EditButton and onMove

    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    struct Reorder: View {
        @State var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs"), Item(id: 3, name: "Tea")]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(items) { item in Text(item.name) }
                        .onMove { from, to in items.move(fromOffsets: from, toOffset: to) }
                        .onDelete { items.remove(atOffsets: $0) }
                }
                .toolbar { EditButton() }
            }
        }
    }

    struct EditingBanner: View {
        @Environment(\.editMode) private var editMode
        var body: some View {
            Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
        }
    }

    struct WithBanner: View {
        var body: some View {
            VStack {
                EditingBanner()
                Reorder()
            }
        }
    }

    /// The list's rows, in screen order.
    func rows(_ graph: ViewGraph) throws -> [String] {
        try graph.renderedText(ofView: "Reorder").filter { ["Milk", "Eggs", "Tea"].contains($0) }
    }

    @Test func editButtonTogglesEditModeAndRowsMoveOnlyWhileEditing() throws {
        let harness = Harness(WithBanner())
        let graph = harness.graph
        #expect(harness.treeText.contains("EditButton \"Edit\""), "\(harness.treeText)")
        // Outside edit mode a row's reorder handle does nothing.
        let early = try graph.tap("Move Milk down", command: "tap \"Move Milk down\"")
        #expect(early.runs("Reorder") == 0)
        // Edit: the label becomes Done; the view that reads editMode runs, the list's owner does not.
        let edit = try graph.tap("Edit", command: "tap \"Edit\"")
        #expect(edit.runs("EditingBanner") == 1)
        #expect(edit.runs("Reorder") == 0)
        #expect(edit.runs("WithBanner") == 0)
        #expect(harness.shows("editing"))
        #expect(harness.treeText.contains("EditButton \"Done\""), "\(harness.treeText)")
        // In edit mode the row moves: SwiftUI's destination is the offset it goes before.
        let move = try graph.tap("Move Milk down", command: "tap \"Move Milk down\"")
        #expect(move.runs("Reorder") == 1)
        #expect(try rows(graph) == ["Eggs", "Milk", "Tea"])
        _ = try graph.tap("Move Tea up", command: "tap \"Move Tea up\"")
        #expect(try rows(graph) == ["Eggs", "Tea", "Milk"])
        // Done ends edit mode.
        _ = try graph.tap("Done", command: "tap \"Done\"")
        #expect(harness.shows("browsing"))
        #expect(harness.treeText.contains("EditButton \"Edit\""))
    }
}

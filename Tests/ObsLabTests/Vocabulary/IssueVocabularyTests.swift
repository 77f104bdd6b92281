import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/vocabulary.md, "Shapes, styles, toolbars, storage and strings from real apps".
@MainActor
@Suite struct IssueVocabularyRules {

    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    struct Ring: InsettableShape {
        var insetAmount = 0.0
        func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
        func inset(by amount: CGFloat) -> some InsettableShape {
            var ring = self
            ring.insetAmount += amount
            return ring
        }
    }

    struct Badge: View {
        @State var count = 0
        var body: some View {
            ZStack {
                Triangle().stroke(lineWidth: 2)
                Ring().strokeBorder(lineWidth: 4)
                Circle().strokeBorder(Color.red, lineWidth: 2)
                Text("\(count)")
            }
            Button("Add") { count += 1 }
        }
    }

    @Test func customShapesDrawNothingAndHaveNoBodyToRun() {
        let harness = Harness(Badge())
        #expect(harness.graph.crash == nil)
        #expect(!harness.treeText.contains("Triangle"))
        #expect(!harness.treeText.contains("Ring"))
        let step = harness.tap("Add")
        #expect(step.runs("Badge") == 1)
        #expect(harness.shows("1"))
        #expect(Triangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).elementCount == 4)
        #expect(Path().isEmpty)
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button { configuration.isOn.toggle() } label: {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }

    struct Terms: View {
        @State var agreed = false
        var body: some View {
            Toggle("Agree", isOn: $agreed).toggleStyle(CheckboxStyle())
            Text(agreed ? "agreed" : "not yet")
        }
    }

    @Test func aCustomToggleStyleCompilesAndTheToggleStaysAToggle() {
        let harness = Harness(Terms())
        let step = harness.toggle("Agree")
        #expect(step.runs("Terms") == 1)
        #expect(harness.shows("agreed"))
    }

    struct Login: View {
        @FocusState var nameFocused: Bool
        @State var name = ""
        var body: some View {
            TextField("Name", text: $name).focused($nameFocused, equals: true)
            Text(nameFocused ? "editing" : "idle")
        }
    }

    @Test func focusedEqualsTakesANonOptionalFocusState() {
        let harness = Harness(Login())
        #expect(harness.shows("idle"))
        harness.type("A", into: "Name")
        #expect(harness.shows("editing"))
    }

    struct Profile: View {
        @AppStorage("nickname") var nickname: String?
        var body: some View {
            Text(nickname ?? "no nickname")
            Button("Set") { nickname = "Ace" }
            Button("Clear") { nickname = nil }
        }
    }

    @Test func anOptionalAppStorageIsNilUntilWritten() {
        let harness = Harness(Profile())
        #expect(harness.shows("no nickname"))
        let step = harness.tap("Set")
        #expect(step.runs("Profile") == 1)
        #expect(harness.shows("Ace"))
        harness.tap("Clear")
        #expect(harness.shows("no nickname"))
    }

    struct Item: Identifiable { let id: Int; var name: String }

    struct Editor: View {
        @State var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
        var body: some View {
            ForEach($items, id: \.id) { $item in TextField("Item \(item.id)", text: $item.name) }
            Text("rows \($items.count): \(items.map(\.name).joined(separator: ","))")
        }
    }

    @Test func aBindingToAnArrayIsACollectionOfBindings() {
        let harness = Harness(Editor())
        #expect(harness.shows("rows 2: a,b"))
        let step = harness.type("bc", into: "Item 2")
        #expect(step.runs("Editor") == 1)
        #expect(harness.shows("rows 2: a,bc"))
    }

    struct EditorToolbar: ToolbarContent {
        let save: () -> Void
        var body: some ToolbarContent {
            ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
            ToolbarItemGroup(placement: .bottomBar) { Button("Share") {} }
        }
    }

    struct Document: View {
        @State var saved = 0
        var body: some View {
            NavigationStack {
                Text("saved \(saved)")
                    .toolbar { EditorToolbar { saved += 1 } }
            }
        }
    }

    @Test func customToolbarContentIsOnScreenAndItsButtonsAct() {
        let harness = Harness(Document())
        #expect(harness.treeText.contains("EditorToolbar"))
        #expect(harness.hasButton("Share"))
        harness.tap("Save")
        #expect(harness.shows("saved 1"))
    }

    struct Coffee: View {
        @State var cups = 1
        let name = "^[2 cup](inflect: true)"
        var body: some View {
            Text("^[\(cups) cup](inflect: true)")
            Text(name)
            Text(verbatim: "^[3 cup](inflect: true)")
            Stepper("^[\(cups) glass](inflect: true)", value: $cups, in: 1...5)
        }
    }

    @Test func aLiteralsAutomaticGrammarAgreementIsAppliedAndAStringIsShownAsItIs() {
        let harness = Harness(Coffee())
        #expect(harness.shows("1 cup"))
        #expect(harness.shows("^[2 cup](inflect: true)"))
        #expect(harness.shows("^[3 cup](inflect: true)"))
        #expect(harness.treeText.contains("Stepper \"1 glass\""))
    }

    @Test func theEnglishPluralRule() {
        #expect(MarkdownInflection.resolve("^[1 cup](inflect: true)") == "1 cup")
        #expect(MarkdownInflection.resolve("^[2 cup](inflect: true) left") == "2 cups left")
        #expect(MarkdownInflection.resolve("^[0 glass](inflect: true)") == "0 glasses")
        #expect(MarkdownInflection.resolve("^[3 berry](inflect: true)") == "3 berries")
        #expect(MarkdownInflection.resolve("^[2 day](inflect: true)") == "2 days")
        #expect(MarkdownInflection.resolve("^[1.5 hour](inflect: true)") == "1.5 hours")
        #expect(MarkdownInflection.resolve("no markup 2 cup") == "no markup 2 cup")
    }
}

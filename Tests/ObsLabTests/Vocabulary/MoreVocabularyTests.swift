import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/vocabulary.md: view modifiers, value fields, text editors, presentationMode.
@MainActor
@Suite struct MoreVocabularyRules {

    struct Card: ViewModifier {
        @State var taps = 0
        func body(content: Content) -> some View {
            VStack {
                content
                Text("card taps \(taps)")
                Button("Tap card") { taps += 1 }
            }
        }
    }

    struct Host: View {
        @State var count = 0
        var body: some View {
            Text("count \(count)")
                .modifier(Card())
            Button("Count") { count += 1 }
        }
    }

    @Test func aViewModifierHasItsOwnStateAndBody() {
        let harness = Harness(Host())
        #expect(harness.graph.viewNames.contains("Host/Card"))
        let step = harness.tap("Tap card")
        #expect(step.runs("Card") == 1)
        #expect(step.runs("Host") == 0)
        #expect(harness.shows("card taps 1"))
        harness.tap("Count")
        #expect(harness.shows("count 1"))
        #expect(harness.shows("card taps 1"))
    }

    struct Amount: View {
        @State var age = 30
        @State var notes = ""
        var body: some View {
            Text("age \(age)")
            TextField("Age", value: $age, format: .number)
            TextEditor(text: $notes)
            Text(age, format: .number)
        }
    }

    @Test func aValueFieldWritesTheParsedValueAndKeepsItWhenTextDoesNotParse() throws {
        let harness = Harness(Amount())
        harness.type("31", into: "Age")
        // Written when the edit is committed (RealAppBehaviourRules has the keystrokes).
        #expect(harness.shows("age 30"))
        _ = try harness.graph.submit("Age", command: "submit \"Age\"")
        #expect(harness.shows("age 31"))
        harness.type("x", into: "Age")
        let step = try harness.graph.submit("Age", command: "submit \"Age\"")
        #expect(step.details(.stateWrite).isEmpty)
        #expect(harness.shows("age 31"))
        harness.type("hello", into: "TextEditor")
        #expect(harness.treeText.contains("TextField \"TextEditor\": \"hello\""))
    }

    struct OldDismiss: View {
        @State var showing = false
        var body: some View {
            Button("Open") { showing = true }
                .sheet(isPresented: $showing) { OldSheet() }
        }
    }

    struct OldSheet: View {
        @Environment(\.presentationMode) var presentationMode
        var body: some View {
            Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }

    @Test func presentationModeDismissesLikeDismiss() {
        let harness = Harness(OldDismiss())
        harness.tap("Open")
        #expect(harness.shows("presented"))
        harness.tap("Close")
        #expect(!harness.hasButton("Close"))
    }

    struct Todo: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    struct Todos: View {
        @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
        var body: some View {
            List {
                ForEach($todos) { $todo in
                    TodoRow(todo: $todo)
                }
                .onDelete { offsets in todos.remove(atOffsets: offsets) }
            }
            .toolbar { EditButton() }
        }
    }

    struct TodoRow: View {
        @Binding var todo: Todo
        var body: some View {
            TextField("Title \(todo.id)", text: $todo.title)
            Text(todo.title)
        }
    }

    @Test func aBoundForEachGivesEachRowABindingThatIsTheSameInputEachTime() {
        let harness = Harness(Todos())
        let step = harness.type("Milk!", into: "Title 1")
        #expect(harness.shows("Milk!"))
        #expect(step.runs("TodoRow[1]") == 1)
        #expect(step.runs("TodoRow[2]") == 1)
        #expect(step.printChanges("TodoRow[2]") == ["MoreVocabularyRules.TodoRow: _todo changed."])
        #expect(harness.treeText.contains("EditButton"))
    }

    @Test func onDeleteGivesEachRowADeleteButton() {
        let harness = Harness(Todos())
        #expect(harness.hasButton("Delete [1]"))
        let step = harness.tap("Delete [1]")
        #expect(step.events(.storageDestroyed).contains { ($0.view ?? "").hasSuffix("TodoRow[1]") })
        #expect(!harness.shows("Milk"), "\(harness.tree)")
        #expect(harness.shows("Eggs"))
    }

    struct Joined: View {
        @State var total = 3
        var body: some View {
            Text("Total: ") + Text("\(total)").bold()
        }
    }

    @Test func textsAddUp() {
        let harness = Harness(Joined())
        #expect(harness.shows("Total: 3"))
    }
}

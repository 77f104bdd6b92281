import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import Scenarios

/// `expect <view> shows "<text>"` reads the screen; `expect created <Type> <n>` counts
/// the instances the runtime first saw during the last action.
@MainActor
@Suite struct ScreenExpectations {
    @Test func showsReadsTheRenderedTextOfTheSubtree() {
        let (interpreter, transcript) = InterpreterCommands.loaded("load counter")
        #expect(interpreter.execute("tap \"Increment\"") == .done)
        #expect(interpreter.execute("expect CounterScreen shows \"Count: 1\"") == .done)
        // A child's text is part of its parent's subtree, and a button's label is text on screen.
        #expect(interpreter.execute("expect CounterScreen shows \"Increment\"") == .done)
        transcript.lines = []
        #expect(interpreter.execute("expect CounterScreen shows \"Count: 2\"") == .expectationFailed)
        #expect(transcript.text.contains("CounterScreen does not show \"Count: 2\"; it shows \"Count: 1\""), "\(transcript.text)")
        #expect(interpreter.execute("expect CounterScreen runs 1 shows \"Count: 1\"") == .done)
    }

    @Test func showsIncludesWhatATextFieldHolds() throws {
        let graph = ViewGraph(root: NameForm())
        graph.mount()
        _ = try graph.typeText("Ada", into: "Name", command: "type")
        #expect(try graph.renderedText(ofView: "NameForm") == ["Hello, Ada", "Name", "Ada"])
        #expect(throws: LookupError.self) { try graph.renderedText(ofView: "Nope") }
    }

    @Test func createdCountsInstancesMadeInTheLastActionKeptOrDiscarded() {
        let (interpreter, transcript) = InterpreterCommands.loaded("load state-holding-observable both swiftui=26")
        #expect(interpreter.execute("tap \"Refresh library\"") == .done)
        // new, built with Xcode 26: @State's initial value ran again and made a ReaderModel
        // that was thrown away.
        #expect(interpreter.execute("expect new created ReaderModel 1") == .done)
        // old: @StateObject's autoclosure is not called again.
        #expect(interpreter.execute("expect old created ReaderModel 0") == .done)
        transcript.lines = []
        #expect(interpreter.execute("expect new created ReaderModel 0") == .expectationFailed)
        #expect(transcript.text.contains("1 ReaderModel instance was created, expected 0 (ReaderModel#2 (discarded))"),
                "\(transcript.text)")
        // Reading a page makes nothing.
        #expect(interpreter.execute("tap \"Read a page\"") == .done)
        #expect(interpreter.execute("expect created ReaderModel 0") == .done)
    }

    @Test func createdCountsAReplacementThatIsKept() {
        let (interpreter, _) = InterpreterCommands.loaded("load inline-observed-object")
        #expect(interpreter.execute("tap \"Refresh parent\"") == .done)
        // @ObservedObject var model = CounterModel(): the new instance replaces the old one.
        #expect(interpreter.execute("expect created CounterModel 1") == .done)
        #expect(interpreter.loadedRuns.first?.graph.steps.last.map { Array($0.createdObjects) } == ["CounterModel#3"])
    }

    @Test func badCreatedAndShowsLinesAreUsageErrors() {
        let (interpreter, _) = InterpreterCommands.loaded("load counter")
        for line in ["expect created", "expect created Model", "expect created Model -1", "expect created Model 1 2",
                     "expect CounterScreen shows"] {
            #expect(interpreter.execute(line) == .error, "\(line)")
        }
    }
}

/// A greeting and the field that edits it.
struct NameForm: View {
    @State private var name = ""
    var body: some View {
        VStack {
            Text("Hello, \(name)")
            TextField("Name", text: $name)
        }
    }
}

import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/focus.md and the optional @Environment(Type.self) rule.
@MainActor
@Suite struct FocusAndEnvironmentRules {

    enum Field: Hashable { case name, email }

    struct SignUp: View {
        @State var name = ""
        @State var email = ""
        @FocusState var focused: Field?
        @FocusState var isNoteFocused: Bool
        @State var note = ""
        var body: some View {
            Text("focus \(focused.map { "\($0)" } ?? "none")")
            TextField("Name", text: $name).focused($focused, equals: .name)
            TextField("Email", text: $email).focused($focused, equals: .email)
            TextField("Note", text: $note).focused($isNoteFocused)
            Button("Next") { focused = .email }
            Button("Done") { focused = nil }
        }
    }

    @Test func focusStateIsStateTheBodyReads() {
        let harness = Harness(SignUp())
        #expect(harness.shows("focus none"))
        let step = harness.tap("Next")
        #expect(step.printChanges("SignUp") == ["FocusAndEnvironmentRules.SignUp: _focused changed."])
        #expect(harness.shows("focus email"))
        harness.tap("Done")
        #expect(harness.shows("focus none"))
    }

    @Test func typingIntoAFocusedFieldFocusesIt() {
        let harness = Harness(SignUp())
        harness.type("Ann", into: "Name")
        #expect(harness.shows("focus name"))
        let note = harness.type("x", into: "Note")
        #expect(note.details(.stateWrite).contains("false → true"))
        // The body reads neither the note nor that focus: it does not run.
        #expect(note.runs("SignUp") == 0)
    }

    @Observable final class Session {
        var user = "ann"
    }

    struct Optional: View {
        @Environment(Session.self) var session: Session?
        var body: some View {
            Text(session?.user ?? "signed out")
        }
    }

    @Test func anOptionalEnvironmentObjectIsNilWithoutAProviderAndNoCrash() {
        let harness = Harness(Optional())
        #expect(harness.graph.crash == nil)
        #expect(harness.shows("signed out"))
    }

    @Test func anOptionalEnvironmentObjectIsFoundWhenProvidedAndTracked() {
        let session = Session()
        let harness = Harness(Optional().environment(session))
        #expect(harness.shows("ann"))
        let step = harness.act { session.user = "bob" }
        #expect(step.printChanges("Optional") == ["FocusAndEnvironmentRules.Optional: @dependencies changed."])
        #expect(harness.shows("bob"))
    }
}

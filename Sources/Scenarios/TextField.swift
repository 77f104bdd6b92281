import ObsLab
import ObsLabEngine

// A `TextField` bound to `@State`: every keystroke is its own update. The email field
// is the one from the sources' binding example. The parent shows the email, so each
// character re-runs it; a child handed the length as a plain `let` re-runs with
// `@self` when the length changes; a footer with no inputs never re-runs.
//
// The note field shows the other side of SEMANTICS.md §2: passing `$note` to a text
// field reads nothing, and no body reads `note`, so typing into it re-runs no body at
// all (the text field updates itself).
enum TextFieldApp {
    struct SignUpForm: View {
        @State private var email = ""
        @State private var note = ""

        var body: some View {
            VStack {
                TextField("Email", text: $email)
                Text("You typed: \(email)")
                CharacterCount(count: email.count)
                TextField("Note", text: $note)
                Footer()
            }
        }
    }

    struct CharacterCount: View {
        let count: Int

        var body: some View {
            Text("\(count) characters")
        }
    }

    struct Footer: View {
        var body: some View {
            Text("We never share your email.")
        }
    }
}

extension BuiltInCatalog {
    static let textField = Scenario(
        id: "text-field",
        title: "TextField bound to @State, keystroke by keystroke",
        summary: """
            Every keystroke in a TextField bound to @State is its own update, and it re-runs \
            only the bodies that read the text. A sign-up form that shows the email re-runs once \
            per character, a child given the length re-runs with @self, a footer never does, and \
            typing into a field no body reads re-runs nothing.
            """,
        variants: [ScenarioVariant("app", description: "@State and TextField(text: $email)",
                                   module: TextFieldApp.self) { _ in
            TextFieldApp.SignUpForm()
        }],
        script: """
            # Three keystrokes: three updates.
            type "Email" "ann"
            expect SignUpForm runs 3 reason "_email changed."
            expect CharacterCount runs 3 reason "@self changed."
            expect Footer runs 0
            # No body reads note: the text field keeps its own text.
            type "Note" "hi"
            expect SignUpForm runs 0
            expect CharacterCount runs 0
            expect Footer runs 0
            """)
}

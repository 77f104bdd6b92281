import Testing
@testable import ObsLabCommandLine
import Scenarios

/// What a learner pastes comes back in error messages readable and short: no control
/// character reaches the terminal, and a long line is not echoed whole.
@MainActor
@Suite struct HostileInput {
    @Test func controlCharactersInAnErrorAreShownAsEscapes() {
        let (interpreter, transcript) = InterpreterCommands.make()
        #expect(interpreter.execute("\u{1B}[2Jclear") == .error)
        // `clear` is a verb (it empties a text field): the suggestion names it, escaped nothing.
        #expect(transcript.text == "error: unknown command `\\u{1b}[2Jclear` — did you mean `clear`? (`help` lists them)")
        #expect(interpreter.execute("load \u{7}bell") == .error)
        #expect(!transcript.text.contains("\u{7}"))
        #expect(transcript.text.contains("no scenario `\\u{7}bell`"))
    }

    @Test func anUnterminatedQuoteInALongLineIsEchoedShort() {
        let (interpreter, transcript) = InterpreterCommands.loaded("load scene-storage")
        let line = "type \"Draft A\" \"" + String(repeating: "x", count: 10_000)
        #expect(interpreter.execute(line) == .error)
        #expect(transcript.text.hasPrefix("error: unterminated quote in: type \"Draft A\" \"xxx"))
        #expect(transcript.text.hasSuffix("… (10000 characters)"))
        #expect(transcript.text.count < 200)
    }
}

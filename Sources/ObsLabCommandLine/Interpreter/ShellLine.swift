/// A line of the command language, parsed: its command and the command's arguments. The
/// one place a typed, scripted or lesson line becomes a command.
struct ShellLine: Equatable, Sendable {
    /// Why a line is not a command.
    enum Problem: Error, Equatable, Sendable {
        /// A quote opened and never closed.
        case unterminatedQuote
        /// The first word names no command; `closest` is the one it may have meant.
        case unknownCommand(String, closest: Command?)
    }

    let command: Command
    let arguments: [String]

    /// The command `line` runs; nil for a blank line.
    init?(parsing line: String) throws(Problem) {
        let words: [String]
        do {
            words = try CommandTokenizer.words(of: line)
        } catch {
            throw .unterminatedQuote
        }
        guard let name = words.first else { return nil }
        guard let command = Command(named: name) else {
            throw .unknownCommand(name, closest: Command.closest(to: name))
        }
        self.command = command
        arguments = Array(words.dropFirst())
    }
}

import CEdit
import Foundation

/// Reads the shell's input: through libedit's line editor on a terminal, as plain
/// lines (no prompt, no escape codes, no history) otherwise.
@MainActor
final class LineReader {
    let isInteractive: Bool

    init() {
        isInteractive = isatty(STDIN_FILENO) != 0
        if isInteractive {
            setlocale(LC_ALL, "")
        }
    }

    /// The next line, or nil at the end of input (Ctrl-D).
    func readLine(prompt: String) -> String? {
        guard isInteractive else { return Swift.readLine(strippingNewline: true) }
        guard let raw = CEdit.readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(cString: raw)
        if !line.trimmingCharacters(in: .whitespaces).isEmpty { add_history(raw) }
        return line
    }
}

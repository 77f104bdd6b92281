@preconcurrency import CEdit
import Foundation

/// Reads the shell's input: through libedit's line editor on a terminal (editing keys,
/// history saved between sessions, TAB completion), as plain lines otherwise (no prompt,
/// no escape codes, no history file), so `obslab < script` works like a script.
@MainActor
final class LineReader {
    let isInteractive: Bool
    private let historyFile: URL?

    /// `complete` returns the words that may complete what is typed before the cursor.
    static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }

    init(complete: @escaping @MainActor (String) -> [String]) {
        isInteractive = Self.standardInputIsTerminal
        historyFile = isInteractive ? Self.historyLocation() : nil
        guard isInteractive else { return }
        // Non-ASCII input (TextField text in any language) needs a UTF-8 locale.
        if setlocale(LC_ALL, "") == nil || String(cString: setlocale(LC_CTYPE, nil)) == "C" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        LineCompletion.provider = complete
        rl_readline_name = UnsafePointer(strdup("obslab"))
        rl_attempted_completion_function = LineCompletion.attempt
        stifle_history(1000)
        if let historyFile {
            try? FileManager.default.createDirectory(at: historyFile.deletingLastPathComponent(),
                                                     withIntermediateDirectories: true)
            _ = read_history(historyFile.path)
        }
        Interruption.install()
    }

    /// The next line; nil at the end of input (Ctrl-D on an empty line).
    func readLine(prompt: String) -> String? {
        guard isInteractive else { return Swift.readLine(strippingNewline: true) }
        while true {
            Interruption.received = 0
            guard let raw = CEdit.readline(prompt) else {
                if Interruption.received != 0 {
                    print("^C")
                    continue
                }
                print("")
                return nil
            }
            defer { free(raw) }
            if Interruption.received != 0 {
                print("^C")
                continue
            }
            let line = String(cString: raw)
            if !line.trimmingCharacters(in: .whitespaces).isEmpty { add_history(raw) }
            return line
        }
    }

    /// Saves the history file.
    func close() {
        if let historyFile { _ = write_history(historyFile.path) }
    }

    /// `$XDG_STATE_HOME/obslab/history`, or `~/.local/state/obslab/history`.
    static func historyLocation() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
            return URL(fileURLWithPath: state).appendingPathComponent("obslab/history")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/obslab/history")
    }
}

/// Ctrl-C: abandons the line being edited and shows a fresh prompt. The handler only
/// records the signal; installed without `SA_RESTART`, it makes libedit's read return,
/// and the reader starts a new line.
enum Interruption {
    nonisolated(unsafe) static var received: sig_atomic_t = 0

    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in Interruption.received = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }
}

/// libedit's completion callbacks are C functions: they reach the interpreter through
/// this one global, set while the shell runs.
enum LineCompletion {
    nonisolated(unsafe) static var provider: (@MainActor (String) -> [String])?
    nonisolated(unsafe) static var matches: [String] = []
    nonisolated(unsafe) static var nextMatch = 0

    static let attempt: @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, start, end in
        let typed = text.map { String(cString: $0) } ?? ""
        let line = rl_line_buffer.map { String(cString: $0) } ?? ""
        let beforeCursor = String(line.utf8.prefix(Int(end))) ?? line
        let candidates = MainActor.assumeIsolated { provider?(beforeCursor) ?? [] }
        // libedit replaces only `typed` (the text after the last space); a candidate
        // completes the whole word, which may hold spaces inside quotes.
        let wordStart = currentWordStart(in: beforeCursor)
        let word = String(beforeCursor[wordStart...])
        let offset = word.count - typed.count
        matches = candidates.compactMap { candidate in
            if offset == 0 { return candidate }
            guard candidate.hasPrefix(word) || candidate.lowercased().hasPrefix(word.lowercased()) else { return nil }
            return String(candidate.dropFirst(offset))
        }
        nextMatch = 0
        rl_attempted_completion_over = 1
        return rl_completion_matches(text, generate)
    }

    static let generate: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, state in
        if state == 0 { nextMatch = 0 }
        guard nextMatch < matches.count else { return nil }
        defer { nextMatch += 1 }
        return strdup(matches[nextMatch])
    }

    /// Where the word at the end of `line` starts, a quoted word with its spaces included.
    static func currentWordStart(in line: String) -> String.Index {
        var start = line.startIndex
        var inQuotes = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" {
                if !inQuotes { start = index }
                inQuotes.toggle()
            } else if (character == " " || character == "\t") && !inQuotes {
                start = line.index(after: index)
            }
            index = line.index(after: index)
        }
        return start
    }
}

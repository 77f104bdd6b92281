import CEdit
import Foundation

/// Reads the shell's input: through libedit's line editor on a terminal (editing keys,
/// history saved between sessions, TAB completion), as plain lines otherwise (no prompt,
/// no escape codes, no history file), so `obslab < script` works like a script.
///
/// libedit is loaded at run time from the shared library the Swift toolchain itself
/// needs; where it cannot be loaded, the shell says so once and reads plain lines.
@MainActor
final class LineReader {
    let isInteractive: Bool
    /// Whether libedit edits the lines; false when it could not be loaded.
    let isEditing: Bool
    /// Something to tell the user once at start (no line editor, no history).
    private(set) var notices: [ShellNote] = []
    private var history: HistoryFile?
    /// Whether no line has been read yet.
    private var readsFirstLine = true
    /// How a note is shown in the learner's language (`note: …`, `注意：…`).
    var showsNote: (ShellNote) -> String = { "note: " + $0.text(in: .english) }

    static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }

    /// `complete` returns the words that may complete what is typed before the cursor.
    init(complete: @escaping @MainActor (String) -> [String]) {
        isInteractive = Self.standardInputIsTerminal
        guard isInteractive else {
            isEditing = false
            return
        }
        // Non-ASCII input (TextField text in any language) needs a UTF-8 locale.
        if setlocale(LC_ALL, "") == nil || String(cString: setlocale(LC_CTYPE, nil)) == "C" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        isEditing = cedit_load() != 0
        if !isEditing {
            let why = cedit_load_error().map { String(cString: $0) } ?? "unknown reason"
            notices.append(.lineEditingOff(why: why))
        }
        if let location = Self.historyLocation() {
            let file = HistoryFile(location: location)
            if let problem = file.problem { notices.append(problem) }
            history = file
        }
        if isEditing {
            LineCompletion.provider = complete
            cedit_set_readline_name(UnsafePointer(strdup("obslab")))
            cedit_set_completer(LineCompletion.attempt)
            cedit_stifle_history(1000)
            for entry in history?.load() ?? [] { cedit_add_history(entry) }
        }
        Interruption.install()
    }

    /// The next line; nil at the end of input (Ctrl-D on an empty line).
    func readLine(prompt: String) -> String? {
        guard isInteractive else {
            // A piped script is read as a script file is: a byte order mark before its
            // first line dropped (Swift's `readLine` already takes CR LF as a line end).
            guard let line = Swift.readLine(strippingNewline: true) else { return nil }
            defer { readsFirstLine = false }
            return readsFirstLine ? UserTextFile.normalizingLineEnds(line) : line
        }
        guard isEditing else {
            print(prompt, terminator: "")
            fflush(nil)
            let line = Swift.readLine(strippingNewline: true)
            if let line { remember(line) } else { print("") }
            return line
        }
        while true {
            Interruption.received = 0
            guard let raw = cedit_readline(prompt) else {
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
            let line = String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self)
            if !line.trimmingCharacters(in: .whitespaces).isEmpty { cedit_add_history(raw) }
            remember(line)
            return line
        }
    }

    /// Saves a command to the history file at once, so nothing is lost if the terminal
    /// closes or the shell is killed.
    private func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty, history != nil else { return }
        history?.append(line)
        if let problem = history?.problem, !notices.contains(problem) {
            notices.append(problem)
            print(showsNote(problem))
        }
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
        // At a terminal, Ctrl-C must reach the shell: it is how a body that never returns is stopped.
        StopSignals.unblock()
    }
}

/// libedit's completion callbacks are C functions: they reach the interpreter through
/// this one global, set while the shell runs.
enum LineCompletion {
    nonisolated(unsafe) static var provider: (@MainActor (String) -> [String])?
    nonisolated(unsafe) static var matches: [String] = []
    nonisolated(unsafe) static var nextMatch = 0

    static let attempt: cedit_completer = { text, _, end in
        let typed = text.map { String(cString: $0) } ?? ""
        let line = cedit_line_buffer().map { String(cString: $0) } ?? ""
        matches = completions(typed: typed, line: line, cursor: Int(end))
        nextMatch = 0
        cedit_set_attempted_completion_over(1)
        return cedit_completion_matches(text, generate)
    }

    static let generate: cedit_generator = { _, state in
        if state == 0 { nextMatch = 0 }
        guard nextMatch < matches.count else { return nil }
        defer { nextMatch += 1 }
        return strdup(matches[nextMatch])
    }

    /// What libedit should offer for `typed`, the word it will replace, given the whole
    /// `line` and the `cursor`. libedit counts the cursor in characters (code points) of
    /// the line, not in bytes.
    static func completions(typed: String, line: String, cursor: Int) -> [String] {
        let scalars = line.unicodeScalars
        let beforeCursor = String(String.UnicodeScalarView(scalars.prefix(max(0, cursor))))
        let candidates = MainActor.assumeIsolated { provider?(beforeCursor) ?? [] }
        return replacements(for: candidates, typed: typed, beforeCursor: beforeCursor)
    }

    /// libedit replaces only `typed` (the text after the last space); a candidate
    /// completes the whole word, which may hold spaces inside quotes, so each candidate
    /// loses the part of the word that stands before `typed`.
    static func replacements(for candidates: [String], typed: String, beforeCursor: String) -> [String] {
        let word = Array(beforeCursor[currentWordStart(in: beforeCursor)...].unicodeScalars)
        let typedScalars = Array(typed.unicodeScalars)
        let lead = word.count - typedScalars.count
        guard lead > 0, word.suffix(typedScalars.count).elementsEqual(typedScalars) else { return candidates }
        let wordText = String(String.UnicodeScalarView(word))
        return candidates.compactMap { candidate in
            guard candidate.hasPrefix(wordText) || candidate.lowercased().hasPrefix(wordText.lowercased()) else {
                return nil
            }
            return String(String.UnicodeScalarView(candidate.unicodeScalars.dropFirst(lead)))
        }
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

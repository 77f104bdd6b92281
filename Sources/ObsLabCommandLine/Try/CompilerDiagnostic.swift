import Foundation

/// One line of the compiler's output in the LLVM style, `path:line:column: severity: message`.
struct CompilerDiagnostic: Equatable {
    let path: String
    let line: Int
    let column: Int
    let severity: String
    let message: String

    init?(_ text: String) {
        guard text.hasPrefix("/") else { return nil }
        let parts = text.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count == 5, let line = Int(parts[1]), let column = Int(parts[2]) else { return nil }
        let severity = parts[3].trimmingCharacters(in: .whitespaces)
        guard ["error", "warning", "note"].contains(severity) else { return nil }
        path = String(parts[0])
        self.line = line
        self.column = column
        self.severity = severity
        message = parts[4].trimmingCharacters(in: .whitespaces)
    }

    /// The errors in `output`, each once, in order.
    static func errors(in output: String) -> [CompilerDiagnostic] {
        var seen: Set<String> = []
        return output.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            guard let diagnostic = CompilerDiagnostic(String(line)), diagnostic.severity == "error",
                  seen.insert("\(diagnostic.path):\(diagnostic.line):\(diagnostic.column):\(diagnostic.message)").inserted
            else { return nil }
            return diagnostic
        }
    }

    /// `file:line:column: error: message`, then the line of `source` it points at and a caret
    /// under the column, as a terminal shows a compiler error.
    func rendered(source: String?) -> [String] {
        var lines = ["\(path):\(line):\(column): \(severity): \(message)"]
        let sourceLines = source?.components(separatedBy: "\n") ?? []
        if line >= 1 && line <= sourceLines.count {
            let text = sourceLines[line - 1].replacingOccurrences(of: "\r", with: "")
            lines.append("    " + text)
            // The compiler counts columns in UTF-8 bytes.
            let before = String(decoding: text.utf8.prefix(max(0, column - 1)), as: UTF8.self)
            let indent = before.map { $0 == "\t" ? "\t" : " " }.joined()
            lines.append("    " + indent + "^")
        }
        return lines
    }
}

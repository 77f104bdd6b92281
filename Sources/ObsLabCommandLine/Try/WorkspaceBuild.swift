import Foundation

/// Builds a `try` workspace with the Swift toolchain's package manager, showing progress
/// on standard error and keeping the compiler's errors, at the user's own files and lines.
struct WorkspaceBuild {
    let workspace: TryWorkspace
    /// Whether standard error is a terminal: progress then rewrites one line.
    let showsLiveProgress: Bool

    struct Failure: Error {
        /// `file:line:col: error: message` lines, at the user's files, each followed by the
        /// offending line and a caret.
        let diagnostics: [String]
        /// The build's whole output, when no diagnostic could be read from it.
        let output: String
    }

    /// Runs the build; returns when the executable is ready.
    func run() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let swift = ProcessInfo.processInfo.environment["OBSLAB_SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
        process.arguments = [swift, "build", "--package-path", workspace.folder.path, "--product", TryWorkspace.product]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var output = Data()
        var pending = Data()
        let reader = pipe.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            output.append(chunk)
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                progress(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        process.waitUntilExit()
        if showsLiveProgress { StandardStreams.writeError("\r\u{1B}[K") }
        guard process.terminationStatus == 0 else {
            let text = String(decoding: output, as: UTF8.self)
            throw Failure(diagnostics: diagnostics(in: text), output: text)
        }
    }

    /// `[12/345] Compiling …` lines become one line that counts up, on a terminal.
    private func progress(_ line: String) {
        guard showsLiveProgress, line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return }
        let counter = line[line.index(after: line.startIndex)..<close]
        StandardStreams.writeError("\r\u{1B}[Kbuilding [\(counter)]")
    }

    /// The errors of the build, at the user's own files, each once.
    func diagnostics(in output: String) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = Diagnostic(String(line)), diagnostic.severity == "error",
                  seen.insert(diagnostic.key).inserted else { continue }
            if let original = workspace.original(ofCopyAt: diagnostic.path) {
                result.append("\(original.path):\(diagnostic.line):\(diagnostic.column): error: \(diagnostic.message)")
                if let source = try? UserTextFile.read(original.path) {
                    let lines = source.components(separatedBy: "\n")
                    if diagnostic.line >= 1 && diagnostic.line <= lines.count {
                        let text = lines[diagnostic.line - 1]
                        result.append("    " + text)
                        result.append("    " + String(repeating: " ", count: max(0, diagnostic.column - 1)) + "^")
                    }
                }
            } else if diagnostic.path == workspace.entrySource.path {
                result.append("error: \(diagnostic.message)")
            } else {
                result.append("\(diagnostic.path):\(diagnostic.line):\(diagnostic.column): error: \(diagnostic.message)")
            }
        }
        return result
    }

    /// `path:line:column: severity: message`.
    struct Diagnostic {
        let path: String
        let line: Int
        let column: Int
        let severity: String
        let message: String
        var key: String { "\(path):\(line):\(column):\(message)" }

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
    }
}

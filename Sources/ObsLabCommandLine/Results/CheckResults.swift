import Foundation

/// Where a line of a script or lesson was written: `file:line`, as compilers say it.
public struct ScriptLocation: Equatable, Sendable, Codable, CustomStringConvertible {
    /// The file as given, or relative to the current directory when it lies inside it.
    public var file: String
    /// 1-based.
    public var line: Int

    public init(file: String, line: Int) {
        self.file = ScriptLocation.relativeToCurrentDirectory(file)
        self.line = line
    }

    public var description: String { "\(file):\(line)" }

    /// `path` relative to the current directory when it is an absolute path inside it,
    /// so CI annotations and editors find it from the repository's root.
    static func relativeToCurrentDirectory(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let directory = FileManager.default.currentDirectoryPath
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// One line of a script to run, with where it was written and the group it belongs to
/// (a lesson's step).
public struct ScriptLine: Equatable, Sendable {
    public var text: String
    public var location: ScriptLocation?
    public var group: String?

    public init(_ text: String, location: ScriptLocation? = nil, group: String? = nil) {
        self.text = text
        self.location = location
        self.group = group
    }

    /// The lines of `script`, numbered from `firstLine` in `file` when a file is given.
    public static func lines(of script: String, file: String?, firstLine: Int = 1) -> [ScriptLine] {
        script.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, text in
            ScriptLine(String(text), location: file.map { ScriptLocation(file: $0, line: firstLine + index) })
        }
    }
}

/// What one checked line came to: an `expect` line, or a line that could not run.
public struct CheckedLine: Equatable, Sendable {
    public enum Status: String, Sendable, Codable {
        /// The expectation held.
        case passed
        /// The expectation did not hold.
        case failed
        /// The line could not run: unknown command, bad arguments, nothing loaded.
        case error
        /// The expectation names a variant that is not loaded.
        case skipped
    }

    /// The line as written.
    public var text: String
    public var location: ScriptLocation?
    /// The lesson step it belongs to, if any.
    public var group: String?
    public var status: Status
    /// What was wrong (a failed expectation: one message per unmet claim; an error: the
    /// error), or why it was skipped.
    public var messages: [String]
    /// `messages` as the shell showed them, in the learner's language (the results' formats
    /// keep English).
    public var shownMessages: [String]
    /// A failed expectation: the trace of the step it checked, as the shell prints it.
    public var trace: String?

    public init(text: String, location: ScriptLocation?, group: String? = nil, status: Status,
                messages: [String] = [], shownMessages: [String]? = nil, trace: String? = nil) {
        self.text = text
        self.location = location
        self.group = group
        self.status = status
        self.messages = messages
        self.shownMessages = shownMessages ?? messages
        self.trace = trace
    }
}

/// The checked lines of one lesson, script or scenario's default script.
public struct CheckSuite: Equatable, Sendable {
    /// The lesson's or script's path, or the scenario's id.
    public var name: String
    /// The file it was read from, when there is one.
    public var file: String?
    public var lines: [CheckedLine]

    public init(name: String, file: String? = nil, lines: [CheckedLine] = []) {
        self.name = name
        self.file = file.map(ScriptLocation.relativeToCurrentDirectory)
        self.lines = lines
    }

    public var passed: Bool { !lines.contains { $0.status == .failed || $0.status == .error } }

    /// The expectations that were checked or skipped, and the lines that could not run.
    public func count(_ status: CheckedLine.Status) -> Int { lines.filter { $0.status == status }.count }
}

/// Everything one `obslab check` or `obslab run` checked, for people and for CI.
public struct CheckResults: Equatable, Sendable {
    /// The command that produced the results (`check`, `run`, `try`).
    public var command: String
    public var suites: [CheckSuite]

    public init(command: String, suites: [CheckSuite] = []) {
        self.command = command
        self.suites = suites
    }

    public var passed: Bool { suites.allSatisfy(\.passed) }

    public func count(_ status: CheckedLine.Status) -> Int { suites.reduce(0) { $0 + $1.count(status) } }
}

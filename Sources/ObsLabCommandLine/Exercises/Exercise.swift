import Foundation
import ObsLabEngine

/// One exercise: a small SwiftUI file with a data-flow bug or a task, the script that
/// states its goal in counts and causes, and — per language — a title, the goal in one
/// sentence and hints. The reference solution and a plausible wrong fix are kept for the
/// tests and `obslab check`; the learner never sees them.
///
/// On disk (docs/rules/exercises.md): `exercises/NN-id/` holding the starting files (the
/// `.swift` files at the top of the folder, usually one), `check.obslab`, `exercise.md`,
/// `exercise.zh-Hans.md`, `solution/<File>.swift` and `wrong/<File>.swift` for each
/// starting file, and optionally `before.obslab`.
public struct Exercise: Sendable, Equatable {
    /// The folder's name without its number: `keystroke-rows`.
    public let id: String
    /// Its place in the list, from the folder's number (1-based).
    public let number: Int
    /// The files the learner starts from, by file name: one for most exercises
    /// (`BookList.swift`), several for an app of several files.
    public let start: [String: String]
    /// The checker: script lines run against the learner's files in batch mode.
    public let checker: String
    /// Where the checker was read from (for failures: `exercises/01-…/check.obslab`).
    public let checkerOrigin: String
    /// The reference solution, by file name: every starting file.
    public let solution: [String: String]
    /// The plausible wrong fix, by file name: every starting file.
    public let wrongFix: [String: String]
    /// An optional second script, `before.obslab`, that the starting files pass: the counts
    /// before the task, which `start` writes beside the files so the learner can compare.
    public let before: String?
    /// Title, goal and hints, by language (`en`, `zh-Hans`).
    public let texts: [String: ExerciseText]

    /// The texts in `language`, falling back to English.
    public func text(in language: Language) -> ExerciseText {
        texts[language.rawValue] ?? texts[Language.english.rawValue] ?? ExerciseText(title: id, goal: "", hints: [])
    }

    /// The learner's file names, in name order: `BookList.swift`.
    public var fileNames: [String] { start.keys.sorted() }

    /// The checker's lines, numbered at their file.
    public var checkerLines: [ScriptLine] { ScriptLine.lines(of: checker, file: checkerOrigin) }

    /// Where the before script was read from: `exercises/12-…/before.obslab`.
    public var beforeOrigin: String {
        checkerOrigin.hasSuffix("check.obslab") ? String(checkerOrigin.dropLast("check.obslab".count)) + "before.obslab" : "before.obslab"
    }

    /// The name `start` gives the before script in the learner's folder: `capstone.before.obslab`.
    public var beforeFileName: String { "\(id).before.obslab" }

    /// The before script's lines, numbered at their file.
    public var beforeLines: [ScriptLine] { before.map { ScriptLine.lines(of: $0, file: beforeOrigin) } ?? [] }

    /// Scenario parameters the checker loads the file with, from its comment lines
    /// `# parameters: swiftui=26` (the SwiftUI release to model, as `load … swiftui=26`).
    public var parameters: [String] {
        checker.split(separator: "\n").flatMap { line -> [String] in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("# parameters:") else { return [] }
            return text.dropFirst("# parameters:".count).split(separator: " ").map(String.init)
        }
    }

    /// The checker line a wrong fix must fail, from the first line `// fails: <line>` of
    /// its first file (in name order) that starts so.
    public var wrongFixFails: String? {
        for name in wrongFix.keys.sorted() {
            guard let first = wrongFix[name]?.split(separator: "\n").first, first.hasPrefix("// fails: ") else { continue }
            return String(first.dropFirst("// fails: ".count)).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}

/// An exercise's words in one language.
public struct ExerciseText: Sendable, Equatable {
    public let title: String
    /// What a solved exercise does, in one sentence.
    public let goal: String
    /// Shown one at a time by `hint`, in order.
    public let hints: [String]

    /// `# Title`, then `## Goal` and one `## Hint` section per hint.
    static func parse(_ markdown: String, origin: String) throws(ExerciseBookError) -> ExerciseText {
        var title: String?
        var sections: [(heading: String, lines: [String])] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("# ") {
                title = String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("## ") {
                sections.append((String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces).lowercased(), []))
            } else if !sections.isEmpty {
                sections[sections.count - 1].lines.append(line)
            }
        }
        func body(_ lines: [String]) -> String { lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let title, !title.isEmpty else { throw ExerciseBookError("\(origin): no `# Title` line") }
        guard let goal = sections.first(where: { $0.heading == "goal" }).map({ body($0.lines) }), !goal.isEmpty else {
            throw ExerciseBookError("\(origin): no `## Goal` section")
        }
        let hints = sections.filter { $0.heading == "hint" }.map { body($0.lines) }.filter { !$0.isEmpty }
        guard !hints.isEmpty else { throw ExerciseBookError("\(origin): no `## Hint` section") }
        return ExerciseText(title: title, goal: goal, hints: hints)
    }
}

/// Why an exercise folder could not be read: a sentence naming the file.
public struct ExerciseBookError: Error, Sendable, Equatable {
    public let message: String
    init(_ message: String) { self.message = message }
}

/// The exercises a lab offers, in folder order.
public struct ExerciseBook: Sendable {
    public private(set) var exercises: [Exercise]
    /// Folders that could not be read, with why.
    public private(set) var problems: [String]

    public static let empty = ExerciseBook(files: [])

    /// Exercises from `(path, text)` pairs, the paths relative to the exercises folder
    /// (`01-keystroke-rows/check.obslab`) or with any prefix ending in that folder's name.
    public init(files: [(path: String, text: String)]) {
        var folders: [String: [String: String]] = [:]
        var prefixes: [String: String] = [:]
        for (path, text) in files {
            let parts = path.split(separator: "/").map(String.init)
            // The exercise folder is the first part that starts with a number and a dash.
            guard let index = parts.firstIndex(where: { Self.number(of: $0) != nil }), index < parts.count - 1 else { continue }
            let folder = parts[index]
            folders[folder, default: [:]][parts[(index + 1)...].joined(separator: "/")] = text
            prefixes[folder] = parts[...index].joined(separator: "/")
        }
        var exercises: [Exercise] = []
        var problems: [String] = []
        for folder in folders.keys.sorted() {
            do {
                exercises.append(try Self.exercise(folder: folder, origin: prefixes[folder] ?? folder, files: folders[folder] ?? [:]))
            } catch {
                problems.append(error.message)
            }
        }
        var seen: Set<String> = []
        for exercise in exercises where !seen.insert(exercise.id).inserted {
            problems.append("two exercises are named \(exercise.id)")
        }
        self.exercises = exercises
        self.problems = problems
    }

    /// The exercise with this id or number (`keystroke-rows`, `1`, `01`).
    public func exercise(_ name: String) -> Exercise? {
        if let number = Int(name) { return exercises.first { $0.number == number } }
        return exercises.first { $0.id == name.lowercased() }
    }

    /// The exercise after `exercise`, in order.
    public func exercise(after exercise: Exercise) -> Exercise? {
        exercises.firstIndex(of: exercise).flatMap { $0 + 1 < exercises.count ? exercises[$0 + 1] : nil }
    }

    /// `NN-name` → NN.
    static func number(of folder: String) -> Int? {
        guard let dash = folder.firstIndex(of: "-"), dash != folder.startIndex else { return nil }
        return Int(folder[..<dash])
    }

    private static func exercise(folder: String, origin: String, files: [String: String]) throws(ExerciseBookError) -> Exercise {
        let swiftFiles = files.keys.filter { !$0.contains("/") && $0.hasSuffix(".swift") }.sorted()
        guard !swiftFiles.isEmpty else {
            throw ExerciseBookError("\(origin): an exercise holds at least one starting .swift file, found none")
        }
        guard let checker = files["check.obslab"] else { throw ExerciseBookError("\(origin): no check.obslab") }
        guard checker.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("expect ") }) else {
            throw ExerciseBookError("\(origin)/check.obslab: a checker needs at least one `expect` line")
        }
        var texts: [String: ExerciseText] = [:]
        for (name, language) in [("exercise.md", "en"), ("exercise.zh-Hans.md", "zh-Hans")] {
            guard let markdown = files[name] else { throw ExerciseBookError("\(origin): no \(name)") }
            texts[language] = try ExerciseText.parse(markdown, origin: "\(origin)/\(name)")
        }
        guard let number = Self.number(of: folder) else { throw ExerciseBookError("\(origin): the folder is not named NN-name") }
        let id = String(folder[folder.index(after: folder.firstIndex(of: "-")!)...])
        func copies(under folder: String) -> [String: String] {
            Dictionary(uniqueKeysWithValues: swiftFiles.compactMap { name in files["\(folder)/\(name)"].map { (name, $0) } })
        }
        if let before = files["before.obslab"],
           !before.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("expect ") }) {
            throw ExerciseBookError("\(origin)/before.obslab: a script needs at least one `expect` line")
        }
        return Exercise(id: id, number: number,
                        start: Dictionary(uniqueKeysWithValues: swiftFiles.map { ($0, files[$0] ?? "") }),
                        checker: checker, checkerOrigin: "\(origin)/check.obslab", solution: copies(under: "solution"),
                        wrongFix: copies(under: "wrong"), before: files["before.obslab"], texts: texts)
    }

    /// Every file under `directory` (an exercises folder), as `(path, text)`, paths
    /// starting with `directory`.
    public static func files(under directory: String) -> [(path: String, text: String)] {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, String)] = []
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        while let url = enumerator.nextObject() as? URL {
            guard ["swift", "obslab", "md"].contains(url.pathExtension),
                  let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
            files.append((base + "/" + relative, text))
        }
        return files
    }

    /// The exercises folder that goes with `path` when `obslab check` is given it: the
    /// folder itself when it holds exercises, else an `exercises` folder beside it (the
    /// checkout's, for `obslab check lessons/`).
    public static func folder(near path: String) -> String? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        func holdsExercises(_ folder: URL) -> Bool {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.contains { number(of: $0) != nil
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).appendingPathComponent("check.obslab").path) }
        }
        if holdsExercises(url) { return url.path }
        let beside = url.deletingLastPathComponent().appendingPathComponent("exercises")
        return holdsExercises(beside) ? beside.path : nil
    }
}

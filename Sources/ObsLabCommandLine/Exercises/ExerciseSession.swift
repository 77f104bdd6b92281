import ArgumentParser
import Foundation
import ObsLab
import ObsLabEngine

/// What checking a learner's file against an exercise's checker came to.
enum ExerciseVerdict: Equatable {
    case solved
    /// The expectations that failed and the lines that could not run.
    case notYet([CheckedLine])
    /// The compiler's errors, at the learner's file.
    case doesNotCompile([String])
    /// The file could not be read, or the machine refused (no compiler).
    case cannotRun(String)
}

/// Compiles the learner's files with `obslab try`'s loader, in this process, and runs an
/// exercise's checker (or its before script) against them as a batch script.
@MainActor
struct ExerciseChecker {
    var loader = UserCodeLoader()
    var language = Language.english

    /// The checker's lines (or `lines`) run against the files at `paths`, and every line's outcome.
    func run(_ exercise: Exercise, files paths: [String], lines: [ScriptLine]? = nil) -> (ExerciseVerdict, CheckSuite?) {
        let scenario: Scenario
        do {
            scenario = try loader.scenario(paths: paths, root: nil)
        } catch let failure as UserLibraryBuild.Failure {
            return (.doesNotCompile(failure.lines), nil)
        } catch let failure as TryEnvironmentFailure {
            return (.cannotRun(failure.message), nil)
        } catch let problem as UserFilesProblem {
            return (.cannotRun(problem.text(in: language)), nil)
        } catch let error as ValidationError {
            return (.cannotRun(error.message), nil)
        } catch {
            return (.cannotRun("\(error)"), nil)
        }
        let interpreter = Interpreter(catalog: [scenario], language: language, style: TextStyle(color: false)) { _ in }
        interpreter.printsTraces = false
        // Not a line of the checker: a failure to load is named by its text alone.
        let load = ScriptLine((["load", scenario.id, "both"] + exercise.parameters).map(CommandTokenizer.quote).joined(separator: " "))
        let suite = interpreter.check([load] + (lines ?? exercise.checkerLines), suite: exercise.id,
                                      file: lines == nil ? exercise.checkerOrigin : exercise.beforeOrigin)
        let bad = suite.lines.filter { $0.status == .failed || $0.status == .error }
        return (bad.isEmpty ? .solved : .notYet(bad), suite)
    }

    func check(_ exercise: Exercise, files paths: [String]) -> ExerciseVerdict { run(exercise, files: paths).0 }

    /// The reference solution against the checker, for `obslab check`: one suite named
    /// after the exercise.
    func checkSolution(of exercise: Exercise, origin: String) -> CheckSuite {
        checkCopy(of: exercise, files: exercise.solution, kind: "solution", name: "\(origin) (reference solution)")
    }

    /// The starting files against the before script, for `obslab check` (nil when the
    /// exercise has none): the counts the learner starts from are still true.
    func checkBefore(of exercise: Exercise, origin: String) -> CheckSuite? {
        guard exercise.before != nil else { return nil }
        return checkCopy(of: exercise, files: exercise.start, kind: "start", name: "\(origin) (starting files, before.obslab)",
                         lines: exercise.beforeLines)
    }

    /// `files` (by name) against the checker or `lines`. The files are written under the
    /// cache (compiling needs files), where the same text is compiled once.
    private func checkCopy(of exercise: Exercise, files: [String: String], kind: String, name: String,
                           lines: [ScriptLine]? = nil) -> CheckSuite {
        let origin = lines == nil ? exercise.checkerOrigin : exercise.beforeOrigin
        func problem(_ messages: [String]) -> CheckSuite {
            CheckSuite(name: name, file: origin, lines: [
                CheckedLine(text: "", location: nil, status: .error, messages: messages),
            ])
        }
        if let missing = exercise.fileNames.first(where: { files[$0] == nil }) { return problem(["no \(kind)/\(missing)"]) }
        let folder = loader.cache.root.deletingLastPathComponent().appendingPathComponent("exercises")
            .appendingPathComponent(exercise.id).appendingPathComponent(kind)
        var paths: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for fileName in exercise.fileNames {
                let file = folder.appendingPathComponent(fileName), text = files[fileName] ?? ""
                if (try? String(contentsOf: file, encoding: .utf8)) != text { try Data(text.utf8).writeAtomically(to: file) }
                paths.append(file.path)
            }
        } catch {
            return problem(["cannot write in \(folder.path): " + error.plainFileReason])
        }
        switch run(exercise, files: paths, lines: lines) {
        case (_, let suite?):
            return CheckSuite(name: name, file: origin, lines: suite.lines)
        case (.doesNotCompile(let lines), nil):
            return problem(lines)
        case (.cannotRun(let message), nil):
            return problem([message])
        case (_, nil):
            return problem(["the solution could not be checked"])
        }
    }
}

/// The exercise commands, for the command line and the shell alike: each says what it did
/// through `output` and returns an exit status (0 done or solved, 1 not solved or refused).
@MainActor
final class ExerciseSession {
    let book: ExerciseBook
    let language: Language
    let progressStore: LessonProgressStore
    let output: (String) -> Void
    var checker: ExerciseChecker

    init(book: ExerciseBook, language: Language, progressStore: LessonProgressStore,
         loader: UserCodeLoader = UserCodeLoader(), output: @escaping (String) -> Void) {
        self.book = book
        self.language = language
        self.progressStore = progressStore
        self.output = output
        self.checker = ExerciseChecker(loader: loader, language: language)
    }

    private func say(_ message: ExerciseMessage) { output(message.text(language)) }

    /// The exercise named, or nil after saying which exist.
    func exercise(_ name: String) -> Exercise? {
        if let found = book.exercise(name) { return found }
        say(book.exercises.isEmpty ? .noExercises
            : .noSuchExercise(name: CommandTokenizer.printable(name, limit: 40), known: book.exercises.map(\.id)))
        return nil
    }

    func state(of exercise: Exercise) -> ExerciseState {
        guard let entry = progressStore.progress.exercises[exercise.id] else { return .new }
        return entry.solved ? .solved : .started
    }

    /// The folder of the learner's copy: `folder` when given, else the current folder,
    /// else where `start` wrote it.
    func learnerFolder(_ exercise: Exercise, folder: String?) -> URL {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let folder { return URL(fileURLWithPath: folder, relativeTo: current).standardizedFileURL }
        let here = current.appendingPathComponent(exercise.fileNames[0])
        if !FileManager.default.fileExists(atPath: here.path), let saved = progressStore.progress.exercises[exercise.id]?.file,
           FileManager.default.fileExists(atPath: saved) {
            return URL(fileURLWithPath: saved).deletingLastPathComponent()
        }
        return current.standardizedFileURL
    }

    /// The learner's copy of each file, in name order.
    func learnerFiles(_ exercise: Exercise, folder: String?) -> [URL] {
        let base = learnerFolder(exercise, folder: folder)
        return exercise.fileNames.map { base.appendingPathComponent($0) }
    }

    private func flushNotes() {
        for note in progressStore.takeNotes() { say(.cannotRun(note.text(in: language))) }
    }

    func list() -> Int32 {
        guard !book.exercises.isEmpty else { say(.noExercises); return 0 }
        say(.listHeading)
        for exercise in book.exercises {
            say(.listLine(number: exercise.number, id: exercise.id, title: exercise.text(in: language).title,
                          state: state(of: exercise)))
        }
        return 0
    }

    func start(_ name: String, folder: String?) -> Int32 {
        guard let exercise = exercise(name) else { return 1 }
        let files = learnerFiles(exercise, folder: folder ?? ".")
        let shown = files.map(Self.shown).joined(separator: ", ")
        var missing: [URL] = []
        for file in files {
            guard let existing = try? String(contentsOf: file, encoding: .utf8) else { missing.append(file); continue }
            if existing != exercise.start[file.lastPathComponent] {
                say(.keptEdits(file: Self.shown(file), id: exercise.id))
                return 1
            }
        }
        if missing.isEmpty {
            say(.alreadyStarted(file: shown, id: exercise.id))
            remember(exercise, file: files[0])
            writeBefore(exercise, beside: files)
            return 0
        }
        do {
            try FileManager.default.createDirectory(at: files[0].deletingLastPathComponent(), withIntermediateDirectories: true)
            for file in missing { try Data((exercise.start[file.lastPathComponent] ?? "").utf8).writeAtomically(to: file) }
        } catch {
            say(.cannotRun("cannot write in \(files[0].deletingLastPathComponent().path): " + error.plainFileReason))
            return 1
        }
        remember(exercise, file: files[0])
        say(.started(file: shown, goal: exercise.text(in: language).goal, id: exercise.id))
        writeBefore(exercise, beside: files)
        return 0
    }

    /// The before script, beside the files: the counts before the task, which the learner
    /// runs with `obslab try` to compare.
    private func writeBefore(_ exercise: Exercise, beside files: [URL]) {
        guard let before = exercise.before else { return }
        let script = files[0].deletingLastPathComponent().appendingPathComponent(exercise.beforeFileName)
        do {
            // Written once: like the Swift files, never over a copy the learner may have edited.
            if !FileManager.default.fileExists(atPath: script.path) { try Data(before.utf8).writeAtomically(to: script) }
            say(.wroteBefore(script: Self.shown(script), files: files.map(\.lastPathComponent)))
        } catch {
            say(.cannotRun("cannot write \(script.path): " + error.plainFileReason))
        }
    }

    func reset(_ name: String, folder: String?) -> Int32 {
        guard let exercise = exercise(name) else { return 1 }
        for file in learnerFiles(exercise, folder: folder) {
            let start = exercise.start[file.lastPathComponent] ?? ""
            var backup: URL?
            if let existing = try? String(contentsOf: file, encoding: .utf8), existing != start {
                let copy = file.appendingPathExtension("edited")
                do {
                    try Data(existing.utf8).writeAtomically(to: copy)
                    backup = copy
                } catch {
                    say(.cannotRun("cannot keep your edits in \(copy.path): " + error.plainFileReason))
                    return 1
                }
            }
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(start.utf8).writeAtomically(to: file)
            } catch {
                say(.cannotRun("cannot write \(file.path): " + error.plainFileReason))
                return 1
            }
            remember(exercise, file: file)
            say(.reset(file: Self.shown(file), backup: backup.map(Self.shown)))
        }
        return 0
    }

    func hint(_ name: String) -> Int32 {
        guard let exercise = exercise(name) else { return 1 }
        let hints = exercise.text(in: language).hints
        let shownBefore = progressStore.progress.exercises[exercise.id]?.hintsShown ?? 0
        guard shownBefore < hints.count else {
            say(.noMoreHints(id: exercise.id))
            return 0
        }
        progressStore.update { $0.exercises[exercise.id, default: .init()].hintsShown = shownBefore + 1 }
        flushNotes()
        say(.hint(number: shownBefore + 1, of: hints.count, text: hints[shownBefore]))
        return 0
    }

    /// Checks the learner's copy; 0 when solved.
    func check(_ name: String, folder: String?) -> Int32 {
        guard let exercise = exercise(name) else { return 1 }
        return check(exercise, files: learnerFiles(exercise, folder: folder))
    }

    func check(_ exercise: Exercise, files: [URL]) -> Int32 {
        let text = exercise.text(in: language)
        if let absent = files.first(where: { !FileManager.default.fileExists(atPath: $0.path) }) {
            say(.noFile(file: Self.shown(absent), id: exercise.id))
            return 1
        }
        switch checker.check(exercise, files: files.map(\.path)) {
        case .solved:
            progressStore.update {
                $0.exercises[exercise.id, default: .init()].solved = true
                $0.exercises[exercise.id]?.file = files[0].path
            }
            flushNotes()
            say(.solved(id: exercise.id, goal: text.goal))
            if let next = book.exercise(after: exercise) {
                say(.next(id: next.id, title: next.text(in: language).title))
            } else {
                say(.allSolved)
            }
            return 0
        case .notYet(let lines):
            say(.notYet(id: exercise.id, goal: text.goal))
            for line in lines {
                say(.failedLine(line: line.text, location: line.location.map(\.description)))
                for message in line.shownMessages { output("    " + message) }
            }
            say(.askHint(id: exercise.id))
        case .doesNotCompile(let lines):
            for line in lines { output(line) }
            say(.doesNotCompile)
        case .cannotRun(let message):
            say(.cannotRun(message))
        }
        return 1
    }

    private func remember(_ exercise: Exercise, file: URL) {
        progressStore.update { $0.exercises[exercise.id, default: .init()].file = file.path }
        flushNotes()
    }

    /// A path as the learner would type it: relative to the current folder when inside it.
    static func shown(_ file: URL) -> String {
        ScriptLocation.relativeToCurrentDirectory(file.standardizedFileURL.path)
    }

    /// `exercise …` typed in the shell: the same commands, `watch` excepted.
    func shellCommand(_ arguments: [String]) -> Int32 {
        var words = arguments
        var folder: String?
        if let index = words.firstIndex(of: "--into"), index + 1 < words.count {
            folder = words[index + 1]
            words.removeSubrange(index...(index + 1))
        }
        switch (words.first, words.count) {
        case ("list", 1), (nil, 0): return list()
        case ("start", 2): return start(words[1], folder: folder)
        case ("check", 2): return check(words[1], folder: folder)
        case ("hint", 2): return hint(words[1])
        case ("reset", 2): return reset(words[1], folder: folder)
        case ("watch", 2): say(.watchInShell(id: words[1])); return 1
        default: say(.usage); return 1
        }
    }
}

import ArgumentParser
import Foundation
import ObsLab

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

/// Compiles a file with `obslab try`'s loader, in this process, and runs an exercise's
/// checker against it as a batch script.
@MainActor
struct ExerciseChecker {
    var loader = UserCodeLoader()
    var language = "en"

    /// The checker's lines run against the file at `path`, and every line's outcome.
    func run(_ exercise: Exercise, file path: String) -> (ExerciseVerdict, CheckSuite?) {
        let scenario: Scenario
        do {
            scenario = try loader.scenario(paths: [path], root: nil)
        } catch let failure as UserLibraryBuild.Failure {
            return (.doesNotCompile(failure.lines), nil)
        } catch let failure as TryEnvironmentFailure {
            return (.cannotRun(failure.message), nil)
        } catch let error as ValidationError {
            return (.cannotRun(error.message), nil)
        } catch {
            return (.cannotRun("\(error)"), nil)
        }
        let interpreter = Interpreter(catalog: [scenario], language: language, style: TextStyle(color: false)) { _ in }
        interpreter.printsTraces = false
        // Not a line of the checker: a failure to load is named by its text alone.
        let load = ScriptLine((["load", scenario.id, "both"] + exercise.parameters).map(CommandTokenizer.quote).joined(separator: " "))
        let suite = interpreter.check([load] + exercise.checkerLines, suite: exercise.id, file: exercise.checkerOrigin)
        let bad = suite.lines.filter { $0.status == .failed || $0.status == .error }
        return (bad.isEmpty ? .solved : .notYet(bad), suite)
    }

    func check(_ exercise: Exercise, file path: String) -> ExerciseVerdict { run(exercise, file: path).0 }

    /// The reference solution against the checker, for `obslab check`: one suite named
    /// after the exercise. The solution is written under the cache (compiling needs a
    /// file), where the same text is compiled once.
    func checkSolution(of exercise: Exercise, origin: String) -> CheckSuite {
        let name = "\(origin) (reference solution)"
        func problem(_ messages: [String]) -> CheckSuite {
            CheckSuite(name: name, file: exercise.checkerOrigin, lines: [
                CheckedLine(text: "", location: nil, status: .error, messages: messages),
            ])
        }
        guard let solution = exercise.solution else { return problem(["no solution/\(exercise.fileName)"]) }
        let folder = loader.cache.root.deletingLastPathComponent().appendingPathComponent("exercises")
            .appendingPathComponent(exercise.id)
        let file = folder.appendingPathComponent(exercise.fileName)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if (try? String(contentsOf: file, encoding: .utf8)) != solution { try Data(solution.utf8).writeAtomically(to: file) }
        } catch {
            return problem(["cannot write \(file.path): " + error.plainFileReason])
        }
        switch run(exercise, file: file.path) {
        case (_, let suite?):
            return CheckSuite(name: name, file: exercise.checkerOrigin, lines: suite.lines)
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
    let language: String
    let progressStore: LessonProgressStore
    let output: (String) -> Void
    var checker: ExerciseChecker

    init(book: ExerciseBook, language: String, progressStore: LessonProgressStore,
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

    /// The learner's copy: in `folder` when given, else in the current folder, else where
    /// `start` wrote it.
    func learnerFile(_ exercise: Exercise, folder: String?) -> URL {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let folder {
            return URL(fileURLWithPath: folder, relativeTo: current).standardizedFileURL.appendingPathComponent(exercise.fileName)
        }
        let here = current.appendingPathComponent(exercise.fileName)
        if !FileManager.default.fileExists(atPath: here.path), let saved = progressStore.progress.exercises[exercise.id]?.file,
           FileManager.default.fileExists(atPath: saved) {
            return URL(fileURLWithPath: saved)
        }
        return here
    }

    private func flushNotes() {
        for note in progressStore.takeNotes() { say(.cannotRun(note)) }
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
        let file = learnerFile(exercise, folder: folder ?? ".")
        let shown = Self.shown(file)
        if let existing = try? String(contentsOf: file, encoding: .utf8) {
            if existing == exercise.start {
                say(.alreadyStarted(file: shown, id: exercise.id))
                remember(exercise, file: file)
                return 0
            }
            say(.keptEdits(file: shown, id: exercise.id))
            return 1
        }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(exercise.start.utf8).writeAtomically(to: file)
        } catch {
            say(.cannotRun("cannot write \(file.path): " + error.plainFileReason))
            return 1
        }
        remember(exercise, file: file)
        say(.started(file: shown, goal: exercise.text(in: language).goal, id: exercise.id))
        return 0
    }

    func reset(_ name: String, folder: String?) -> Int32 {
        guard let exercise = exercise(name) else { return 1 }
        let file = learnerFile(exercise, folder: folder)
        var backup: URL?
        if let existing = try? String(contentsOf: file, encoding: .utf8), existing != exercise.start {
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
            try Data(exercise.start.utf8).writeAtomically(to: file)
        } catch {
            say(.cannotRun("cannot write \(file.path): " + error.plainFileReason))
            return 1
        }
        remember(exercise, file: file)
        say(.reset(file: Self.shown(file), backup: backup.map(Self.shown)))
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
        return check(exercise, file: learnerFile(exercise, folder: folder))
    }

    func check(_ exercise: Exercise, file: URL) -> Int32 {
        let text = exercise.text(in: language)
        guard FileManager.default.fileExists(atPath: file.path) else {
            say(.noFile(file: Self.shown(file), id: exercise.id))
            return 1
        }
        switch checker.check(exercise, file: file.path) {
        case .solved:
            progressStore.update {
                $0.exercises[exercise.id, default: .init()].solved = true
                $0.exercises[exercise.id]?.file = file.path
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
                // The runtime says it in English in results; the learner reads it in their language.
                for message in line.messages { output("    " + ShellText(language: language).translate(message)) }
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

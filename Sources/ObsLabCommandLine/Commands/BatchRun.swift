import Foundation
import ObsLab
import ObsLabEngine

/// `obslab run`: loads a scenario, runs a script, prints text, the JSON trace, or the
/// results of its expectations for CI (JUnit, GitHub annotations).
@MainActor
public struct BatchRun {
    let scenario: Scenario
    let variant: String
    let parameters: [String]
    let format: OutputFormat
    let style: TextStyle
    /// The JSON trace lists every live view in every step, however large the tree.
    let allViews: Bool
    /// Whether the run's graphs are torn down when it ends (see `init`).
    let tearsDownAtEnd: Bool
    let standardOutput: (String) -> Void
    let standardError: (String) -> Void
    /// Where the text transcript's traces go a line at a time (nil: to `standardOutput`,
    /// one text a trace).
    let traceLines: LineOutput?

    /// The runs of processes that end right after them, kept from being torn down.
    private static var keptUntilExit: [Interpreter] = []

    /// A batch run of `scenario`; `format` is `text`, `json` (the trace), `junit` or `github`;
    /// `allViews` makes the JSON trace list every live view in every step at any size.
    /// `standardOutput` takes each text printed (nil: standard output, where the traces
    /// go a line at a time); `traceLines`, when given, takes the traces' lines instead.
    /// With `tearsDownAtEnd` false, the run's graphs, views and models are kept when it ends,
    /// for a process that ends right after it (`obslab run`): the system takes the memory
    /// back at once, where releasing every node and cancelling every subscription one by
    /// one costs a tenth to a sixth of loading a large tree.
    public init(scenario: Scenario, variant: String = "both", parameters: [String] = [], format: String = "text",
                style: TextStyle = TextStyle(), allViews: Bool = false, tearsDownAtEnd: Bool = true,
                standardOutput: ((String) -> Void)? = nil,
                standardError: @escaping (String) -> Void = { StandardStreams.printError($0) },
                traceLines: LineOutput? = nil) {
        self.scenario = scenario
        self.variant = variant
        self.parameters = parameters
        self.format = OutputFormat(rawValue: format) ?? .text
        self.style = style
        self.allViews = allViews
        self.tearsDownAtEnd = tearsDownAtEnd
        self.standardOutput = standardOutput ?? { StandardStreams.printLine($0) }
        self.standardError = standardError
        self.traceLines = traceLines ?? (standardOutput == nil ? StandardOutputLines() : nil)
    }

    /// Runs the scenario's default script, its lines named where the scenario declares it.
    public func run() -> Int32 {
        run(lines: ScenarioScriptLines.lines(of: scenario), suite: scenario.id, file: scenario.filePath)
    }

    /// Runs `script` after loading the scenario; `file` names its lines in failures.
    public func run(script: String, file: String? = nil) -> Int32 {
        run(lines: ScriptLine.lines(of: script, file: file), suite: file ?? scenario.id, file: file)
    }

    /// Runs `lines` after loading the scenario; returns the exit status.
    public func run(lines: [ScriptLine], suite: String, file: String?) -> Int32 {
        let format = self.format
        let standardOutput = self.standardOutput, standardError = self.standardError
        let isText = format == .text
        // What loading prints is held back: on success it is the first render, on failure
        // an error that belongs on standard error. Anything but the text transcript goes to
        // standard error, where a terminal may not be: it is never coloured.
        var loadOutput: [String]? = []
        let interpreter = Interpreter(catalog: [scenario], style: isText ? style : TextStyle(color: false,
                                                                                             detail: style.detail)) { line in
            if loadOutput != nil {
                loadOutput?.append(line)
            } else if isText {
                standardOutput(line)
            } else if format == .json {
                standardError(line)
            }
        }
        interpreter.printsTraces = isText
        if isText, let traceLines {
            // A trace is printed only by a load that succeeded: what the load held back
            // goes first, then the lines as they are made (a first render is not held).
            interpreter.lineOutput = ReleasingLines(traceLines) {
                for line in loadOutput ?? [] { standardOutput(line) }
                loadOutput = nil
            }
        }
        defer { if !tearsDownAtEnd { Self.keptUntilExit.append(interpreter) } }
        let load = (["load", scenario.id, variant] + parameters).map(CommandTokenizer.quote).joined(separator: " ")
        let loaded = interpreter.execute(load) == .done
        let held = loadOutput ?? []
        loadOutput = nil
        guard loaded else {
            for line in held { standardError(line) }
            if format == .junit || format == .github {
                var results = CheckResults(command: "run")
                results.suites = [CheckSuite(name: suite, file: file, lines: [
                    CheckedLine(text: load, location: nil, status: .error,
                                messages: held.isEmpty ? ["the scenario could not be loaded"] : held),
                ])]
                standardOutput(ResultFormat(format).render(results))
            }
            return 2
        }
        for line in held { if isText { standardOutput(line) } else if format == .json { standardError(line) } }
        let checked = interpreter.check(lines, suite: suite, file: file, echo: isText)
        switch format {
        case .json:
            let document = TraceDocument(scenario: scenario.id,
                                         variants: interpreter.loadedRuns.map { ($0.name, $0.graph.steps) },
                                         allViews: allViews)
            standardOutput(document.encoded())
        case .junit, .github:
            standardOutput(ResultFormat(format).render(CheckResults(command: "run", suites: [checked])))
        case .text:
            break
        }
        let failed = checked.count(.failed), errors = checked.count(.error)
        if failed > 0 || errors > 0 {
            if format != .junit && format != .github {
                standardError("\(failed) expectation\(failed == 1 ? "" : "s") failed, \(errors) line\(errors == 1 ? "" : "s") could not run")
            }
            return 1
        }
        return 0
    }
}

/// `obslab check`: default scripts, lessons and script files, with a closing tally.
@MainActor
public struct CheckRun {
    let catalog: [Scenario]
    let lessons: LessonLibrary
    let exercises: ExerciseBook
    let format: ResultFormat
    let style: TextStyle
    let standardOutput: (String) -> Void

    public init(catalog: [Scenario], lessons: LessonLibrary = .empty, exercises: ExerciseBook = .empty,
                format: ResultFormat = .text,
                style: TextStyle = TextStyle(),
                standardOutput: @escaping (String) -> Void = { StandardStreams.printLine($0) }) {
        self.catalog = catalog
        self.lessons = lessons
        self.exercises = exercises
        self.format = format
        self.style = style
        self.standardOutput = standardOutput
    }

    /// Checks everything at `paths` (none: the catalog's scripts and the built-in lessons),
    /// prints the results in the format; returns the exit status.
    public func run(paths: [String]) -> Int32 {
        // People see each lesson's line as soon as it is checked; CI formats are one document.
        let text = CheckResultsText(style: style)
        let results = self.results(paths: paths) { suite in
            if format == .text { for line in text.lines(for: suite) { standardOutput(line) } }
        }
        let document = format == .text ? text.tally(results) : format.render(results, style: style)
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            standardOutput(String(line))
        }
        return results.passed ? 0 : 1
    }

    /// What checking `paths` finds, one suite per default script, lesson or script file;
    /// `checked` is told of each suite as it is done.
    public func results(paths: [String], checked: (CheckSuite) -> Void = { _ in }) -> CheckResults {
        var results = CheckResults(command: "check")
        var reported = 0
        func problem(_ name: String, _ message: String, file: String? = nil) {
            results.suites.append(CheckSuite(name: name, file: file, lines: [
                CheckedLine(text: "", location: nil, status: .error, messages: [message]),
            ]))
        }
        defer { for suite in results.suites[reported...] { checked(suite) } }
        func flush() {
            for suite in results.suites[reported...] { checked(suite) }
            reported = results.suites.count
        }
        var exerciseFolders: Set<String> = []
        func checkExercises(_ book: ExerciseBook, origin: String) {
            for message in book.problems { problem(message, message) }
            let checker = ExerciseChecker()
            for exercise in book.exercises {
                results.suites.append(checker.checkSolution(of: exercise, origin: "\(origin)/\(exercise.id)"))
                if let before = checker.checkBefore(of: exercise, origin: "\(origin)/\(exercise.id)") { results.suites.append(before) }
                flush()
            }
        }
        if paths.isEmpty {
            for scenario in catalog {
                results.suites.append(check(ScenarioScriptLines.lines(of: scenario), suite: scenario.id,
                                            file: scenario.filePath, preload: scenario))
                flush()
            }
            for message in lessons.problems { problem(message, message) }
            for language in lessons.lessons.keys.sorted() {
                for lesson in lessons.lessons[language] ?? [] {
                    results.suites.append(check(lesson))
                    flush()
                }
            }
            checkExercises(exercises, origin: "exercises")
        }
        for path in paths {
            flush()
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problem(path, "no such file or directory")
                continue
            }
            if isDirectory.boolValue || path.hasSuffix(".md") {
                let exerciseFolder = isDirectory.boolValue ? ExerciseBook.folder(near: path) : nil
                // An exercises folder's Markdown files are its exercises' texts, not lessons.
                let isExercises = exerciseFolder == URL(fileURLWithPath: path).standardizedFileURL.path
                let library = isExercises ? .empty : LessonLibrary(files: LessonLibrary.files(under: path))
                for message in library.problems { problem(message, message) }
                let found = library.lessons.keys.sorted().flatMap { library.lessons[$0] ?? [] }
                if found.isEmpty && library.problems.isEmpty && exerciseFolder == nil {
                    problem(path, "no lessons found", file: path)
                }
                for lesson in found {
                    results.suites.append(check(lesson))
                    flush()
                }
                if let folder = exerciseFolder, exerciseFolders.insert(folder).inserted {
                    checkExercises(ExerciseBook(files: ExerciseBook.files(under: folder)),
                                   origin: ScriptLocation.relativeToCurrentDirectory(folder))
                }
            } else {
                do {
                    let script = try UserTextFile.read(path)
                    results.suites.append(check(ScriptLine.lines(of: script, file: path), suite: path, file: path,
                                                preload: nil))
                } catch {
                    problem(path, error.message, file: path)
                }
            }
        }
        return results
    }

    /// Runs `lines` in a fresh interpreter, after loading `preload` when given.
    private func check(_ lines: [ScriptLine], suite name: String, file: String?, preload: Scenario?) -> CheckSuite {
        let interpreter = Interpreter(catalog: catalog, style: TextStyle(color: false)) { _ in }
        interpreter.printsTraces = false
        var load: [ScriptLine] = []
        if let preload {
            load = [ScriptLine("load \(CommandTokenizer.quote(preload.id))",
                               location: ScriptLocation(file: preload.filePath, line: preload.line))]
        }
        return interpreter.check(load + lines, suite: name, file: file)
    }

    /// Runs every step's commands and expectations, in order, as a learner would.
    private func check(_ lesson: Lesson) -> CheckSuite {
        var lines: [ScriptLine] = []
        if let scenario = lesson.scenario {
            lines.append(ScriptLine("load \(scenario)", location: ScriptLocation(file: lesson.origin, line: lesson.scenarioLine)))
        }
        for step in lesson.steps {
            for (text, number) in zip(step.commands + step.expectations, step.commandLines + step.expectationLines) {
                lines.append(ScriptLine(text, location: ScriptLocation(file: lesson.origin, line: number), group: step.title))
            }
        }
        return check(lines, suite: lesson.origin, file: lesson.origin, preload: nil)
    }
}

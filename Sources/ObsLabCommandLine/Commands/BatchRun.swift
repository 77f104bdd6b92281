import Foundation
import ObsLab

/// `obslab run`: loads a scenario, runs a script, prints text or JSON.
@MainActor
public struct BatchRun {
    let scenario: Scenario
    let variant: String
    let parameters: [String]
    let format: OutputFormat
    let style: TextStyle
    let standardOutput: (String) -> Void
    let standardError: (String) -> Void

    /// A batch run of `scenario`; `format` is `text` or `json`.
    public init(scenario: Scenario, variant: String = "both", parameters: [String] = [], format: String = "text",
                style: TextStyle = TextStyle(),
                standardOutput: @escaping (String) -> Void = { StandardStreams.printLine($0) },
                standardError: @escaping (String) -> Void = { StandardStreams.printError($0) }) {
        self.scenario = scenario
        self.variant = variant
        self.parameters = parameters
        self.format = OutputFormat(rawValue: format) ?? .text
        self.style = style
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Runs `script` after loading the scenario; returns the exit status.
    public func run(script: String) -> Int32 {
        let format = self.format
        let standardOutput = self.standardOutput, standardError = self.standardError
        // What loading prints is held back: on success it is the first render, on failure
        // an error that belongs on standard error.
        var loadOutput: [String]? = []
        let interpreter = Interpreter(catalog: [scenario], style: style) { line in
            if loadOutput != nil {
                loadOutput?.append(line)
            } else if format == .text {
                standardOutput(line)
            } else {
                standardError(line)
            }
        }
        interpreter.printsTraces = format == .text
        let load = (["load", scenario.id, variant] + parameters).map(CommandTokenizer.quote).joined(separator: " ")
        let loaded = interpreter.execute(load) == .done
        let held = loadOutput ?? []
        loadOutput = nil
        guard loaded else {
            for line in held { standardError(line) }
            return 2
        }
        for line in held { if format == .text { standardOutput(line) } else { standardError(line) } }
        let (failed, errors) = interpreter.runScript(script, echo: format == .text)
        if format == .json {
            let document = TraceDocument(scenario: scenario.id,
                                         variants: interpreter.loadedRuns.map { ($0.name, $0.graph.steps) })
            standardOutput(document.encoded())
        }
        if failed > 0 || errors > 0 {
            standardError("\(failed) expectation\(failed == 1 ? "" : "s") failed, \(errors) line\(errors == 1 ? "" : "s") could not run")
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
    let standardOutput: (String) -> Void

    public init(catalog: [Scenario], lessons: LessonLibrary = .empty,
                standardOutput: @escaping (String) -> Void = { StandardStreams.printLine($0) }) {
        self.catalog = catalog
        self.lessons = lessons
        self.standardOutput = standardOutput
    }

    /// Checks everything at `paths` (none: the catalog's scripts and the built-in lessons);
    /// returns the exit status.
    public func run(paths: [String]) -> Int32 {
        var passed = 0, failed = 0
        let style = TerminalStyle.make()
        func report(_ name: String, _ problems: [String]) {
            if problems.isEmpty {
                passed += 1
                standardOutput(style.paint("✓", "32") + " \(name)")
            } else {
                failed += 1
                standardOutput(style.paint("✗", "31") + " \(name)")
                for line in problems { standardOutput("    " + line) }
            }
        }
        if paths.isEmpty {
            for scenario in catalog {
                report(scenario.id, check(script: scenario.script ?? "", preload: scenario.id))
            }
            for problem in lessons.problems { report(problem, [problem]) }
            for language in lessons.lessons.keys.sorted() {
                for lesson in lessons.lessons[language] ?? [] { report(lesson.origin, check(lesson)) }
            }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                report(path, ["no such file or directory"])
                continue
            }
            if isDirectory.boolValue || path.hasSuffix(".md") {
                let library = LessonLibrary(files: LessonLibrary.files(under: path))
                for problem in library.problems { report(problem, [problem]) }
                let found = library.lessons.keys.sorted().flatMap { library.lessons[$0] ?? [] }
                if found.isEmpty && library.problems.isEmpty { report(path, ["no lessons found"]) }
                for lesson in found { report(lesson.origin, check(lesson)) }
            } else if let script = ScriptFile.read(path) {
                report(path, check(script: script, preload: nil))
            } else {
                report(path, ["cannot read it"])
            }
        }
        standardOutput("\(passed) passed, \(failed) failed")
        return failed > 0 ? 1 : 0
    }

    /// The transcript lines of a script whose expectations failed or lines could not run.
    private func check(script: String, preload: String?) -> [String] {
        var transcript: [String] = []
        let interpreter = Interpreter(catalog: catalog, style: TextStyle(color: false)) { transcript.append($0) }
        interpreter.printsTraces = false
        if let preload, interpreter.execute("load \(preload)") != .done { return transcript }
        let (failures, errors) = interpreter.runScript(script, echo: false)
        return failures == 0 && errors == 0 ? [] : transcript
    }

    /// Runs every step's commands and expectations, in order, as a learner would.
    private func check(_ lesson: Lesson) -> [String] {
        var script = lesson.scenario.map { "load \($0)\n" } ?? ""
        for step in lesson.steps {
            script += "# step: \(step.title)\n"
            script += (step.commands + step.expectations).joined(separator: "\n") + "\n"
        }
        return check(script: script, preload: nil).map { line in line }
    }
}

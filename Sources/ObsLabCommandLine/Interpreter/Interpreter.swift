import Foundation
import ObsLab
import ObsLabEngine

/// The one command language of ObsLab: what the shell reads, what scripts contain, and
/// what lessons run. Each line is executed against the loaded scenario, in every
/// selected variant, and its output is written to `output`.
@MainActor
public final class Interpreter {
    /// What became of one line.
    public enum Outcome: Equatable, Sendable {
        case done
        /// An `expect` line did not hold.
        case expectationFailed
        /// The line could not be run (unknown command, bad arguments, no scenario loaded).
        case error
        case quit
    }

    public private(set) var catalog: [Scenario]
    public var style: TextStyle
    /// The command that shows folded keystrokes one by one, named in the trace where they fold.
    static let unfoldCommand = "trace all"
    private let sink: (String) -> Void
    /// While true, nothing is written (`redo` replays earlier steps silently).
    var isMuted = false
    /// Writes `text` to the output, unless muted.
    func output(_ text: String) { if !isMuted { sink(text) } }
    /// Where traces go a line at a time (standard output, in the shell and batch runs);
    /// nil: each trace goes to the output as one text, its lines joined by line feeds.
    public var lineOutput: LineOutput?

    /// Writes the trace of `results` to the output, unless muted: to `lineOutput` line by
    /// line (a first render of a hundred thousand views is never one string), or as one text.
    func output(trace results: [(variant: String, step: TraceStep)]) {
        guard !isMuted else { return }
        let formatter = TextTraceFormatter(style: style)
        guard let lineOutput else { return sink(formatter.format(results)) }
        var wroteLine = false
        formatter.format(results) { prefix, line in
            lineOutput.write(prefix, line)
            wroteLine = true
        }
        // An empty trace is an empty line, as the one text would be.
        if !wroteLine { lineOutput.write("", "") }
        lineOutput.flush()
    }
    internal private(set) var loaded: LoadedScenario?
    /// Script files being run, to refuse a script that runs itself.
    private var runningScripts: [String] = []
    /// When false, actions print nothing (batch JSON output collects the steps instead).
    public var printsTraces = true

    /// The lessons, in every language.
    public let lessonLibrary: LessonLibrary
    /// The language lessons are shown in (`en`, `zh-Hans`).
    public let language: Language
    let progressStore: LessonProgressStore
    var lessonSession: LessonSession?
    /// The line being executed, as typed.
    private var currentLine = ""
    /// Views the learner predicted will re-run on the next action, per variant (`""`: all).
    var pendingPredictions: [String: [String]] = [:]
    /// Where the line being executed was written, when it comes from a file.
    private var currentLocation: ScriptLocation?
    /// The lesson step the line being executed belongs to.
    private var currentGroup: String?
    /// Called with each `expect` line's outcome and each line that could not run, for
    /// CI formats (JUnit, GitHub annotations, JSON).
    public var checkedLineHandler: ((CheckedLine) -> Void)?
    /// Compiles and loads the user's own Swift files (`load ContentView.swift`), as `obslab
    /// try` does: their scenario, or an error to show. Nil where that is not possible
    /// (scripts run in batch mode, tests).
    var opensUserFiles: ((_ files: [String], _ root: String?) -> Result<Scenario, UserFilesError>)?

    /// An interpreter over `catalog` and `lessons`; lesson progress is saved at
    /// `progressLocation` (nil: kept in memory only).
    public init(catalog: [Scenario], lessons: LessonLibrary = .empty, language: Language = .english,
                progressLocation: URL? = nil, style: TextStyle = TextStyle(), output: @escaping (String) -> Void) {
        self.catalog = catalog
        self.lessonLibrary = lessons
        self.language = language
        self.progressStore = LessonProgressStore(location: progressLocation)
        progressStore.fit(to: lessons.lessons(in: language))
        self.style = style
        self.style.language = language
        self.style.unfoldCommand = Self.unfoldCommand
        self.sink = output
    }

    /// The exercises the `exercise` command offers (nil: the lab's own).
    public var exercises: ExerciseBook?
    private var exerciseSession: ExerciseSession?

    /// `exercise …`: the exercise commands, with progress saved beside the lessons'.
    private func exercise(_ arguments: [String]) -> Outcome {
        let session = exerciseSession ?? ExerciseSession(book: exercises ?? CatalogStore.exercises, language: language,
                                                         progressStore: progressStore, output: output)
        exerciseSession = session
        _ = session.shellCommand(arguments)
        return .done
    }

    /// The loaded scenario's runs, for batch output.
    public var loadedRuns: [VariantRun] { loaded?.runs ?? [] }

    // MARK: Running lines

    /// Runs one line. Blank lines and comments do nothing.
    @discardableResult
    public func execute(_ line: String) -> Outcome {
        currentLine = line.trimmingWhitespace()
        let parsed: ShellLine?
        do {
            parsed = try ShellLine(parsing: line)
        } catch {
            switch error {
            case .unterminatedQuote:
                return fail(.unterminatedQuote(line: EchoedText.shown(line, limit: EchoedText.lineLimit)))
            case .unknownCommand(let name, let closest):
                return fail(.unknownCommand(name: CommandTokenizer.printable(name, limit: 40), closest: closest?.name))
            }
        }
        guard let parsed else { return .done }
        return ActionWatchdog.shared.watch(currentLine) { run(parsed.command, parsed.arguments) }
    }

    /// Runs every line of `script`; returns how many expectations failed and how many
    /// lines could not run.
    public func runScript(_ script: String, echo: Bool, file: String? = nil) -> (failedExpectations: Int, errors: Int) {
        runLines(ScriptLine.lines(of: script, file: file), echo: echo)
    }

    /// Runs `lines` in order; failures and errors name each line's location, when known.
    public func runLines(_ lines: [ScriptLine], echo: Bool) -> (failedExpectations: Int, errors: Int) {
        let outer = (currentLocation, currentGroup)
        defer { (currentLocation, currentGroup) = outer }
        var failed = 0, errors = 0
        for line in lines {
            let text = line.text.trimmingWhitespace()
            if text.isEmpty || text.hasPrefix("#") { continue }
            if echo { output(style.paint(EchoedText.command(text), "2")) }
            (currentLocation, currentGroup) = (line.location, line.group)
            switch execute(text) {
            case .expectationFailed: failed += 1
            case .error: errors += 1
            case .quit: return (failed, errors)
            case .done: break
            }
        }
        return (failed, errors)
    }

    /// Prints `message` as an error. What the learner typed may be echoed in it, so
    /// control characters are shown as escapes, never sent to the terminal, and long
    /// quoted parts are shortened (`EchoedText`).
    /// Reports `failure` in the learner's language; the line did not run.
    func fail(_ failure: ShellFailure) -> Outcome {
        show(failure: failure.text(in: language))
    }

    /// Reports `message`, already said in the learner's language (a `ShellText` sentence).
    func fail(_ message: String) -> Outcome { show(failure: message) }

    private func show(failure message: String) -> Outcome {
        let shown = EchoedText.shown(message)
        output((currentLocation.map { "\($0): " } ?? "") + style.paint(text.errorLabel, "31") + shown)
        checkedLineHandler?(CheckedLine(text: currentLine, location: currentLocation, group: currentGroup,
                                        status: .error, messages: [shown]))
        return .error
    }

    func usageError(_ command: Command) -> Outcome {
        show(failure: text.usageLabel + text.usage(command))
    }

    private func run(_ command: Command, _ arguments: [String]) -> Outcome {
        switch command {
        case .help: return help(arguments)
        case .scenarios: return listScenarios()
        case .load: return load(arguments, command: command)
        case .reset: return reset()
        case .act(let verb): return act(verb, arguments)
        case .actions: return listActions()
        case .tree: return tree()
        case .counts: return counts(arguments, command: command)
        case .deps: return dependencies(arguments, command: command)
        case .inspect: return inspect(arguments, command: command)
        case .source: return source(arguments, command: command)
        case .report: return report(arguments, command: command)
        case .lessons: return listLessons()
        case .lesson: return startLesson(arguments, command: command)
        case .next: return arguments.isEmpty ? nextStep() : usageError(command)
        case .back: return arguments.isEmpty ? previousStep() : usageError(command)
        case .hint: return arguments.isEmpty ? showHint() : usageError(command)
        case .play: return arguments.isEmpty ? playStep() : usageError(command)
        case .redo: return arguments.isEmpty ? redoLesson() : usageError(command)
        case .predict: return predict(arguments)
        case .trace: return setTrace(arguments, command: command)
        case .expect: return expect(arguments)
        case .run: return runFile(arguments, command: command)
        case .exercise: return exercise(arguments)
        case .quit: return .quit
        }
    }

    // MARK: Commands

    private func help(_ arguments: [String]) -> Outcome {
        if let name = arguments.first {
            guard let command = Command(named: name) else { return fail(.noSuchCommand(name)) }
            output("\(text.usage(command))\n  \(text.summary(command))\n  \(text.exampleLabel)\(command.example)")
            return .done
        }
        let width = Command.allCases.map { text.usage($0).displayWidth }.max() ?? 0
        output(Command.allCases.map { text.usage($0).padded(toDisplayWidth: width + 2) + text.summary($0) }
            .joined(separator: "\n"))
        return .done
    }

    private func listScenarios() -> Outcome {
        let width = catalog.map(\.id.count).max() ?? 0
        output(catalog.map { scenario in
            let variants = scenario.variants.map(\.name).joined(separator: "/")
            return scenario.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + text.title(of: scenario) + "  [\(variants)]"
        }.joined(separator: "\n"))
        return .done
    }

    private func load(_ arguments: [String], command: Command) -> Outcome {
        guard let id = arguments.first else { return usageError(command) }
        if id.hasSuffix(".swift") { return loadUserFiles(arguments, command: command) }
        guard let scenario = catalog.first(where: { $0.id == id }) else {
            return fail(.noSuchScenario(id, catalog: catalog.map(\.id)))
        }
        var selection = scenario.variants.map(\.name)
        var parameters: [String: String] = [:]
        for argument in arguments.dropFirst() {
            if let equals = argument.firstIndex(of: "=") {
                parameters[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
            } else if argument == "both" || argument == "all" {
                selection = scenario.variants.map(\.name)
            } else if scenario.variant(named: argument) != nil {
                selection = [argument]
            } else {
                return fail(.noSuchVariant(scenario: id, variant: argument, variants: scenario.variants.map(\.name) + ["both"]))
            }
        }
        var release: SwiftUIRelease?
        if let value = parameters.removeValue(forKey: "swiftui") {
            guard let chosen = SwiftUIRelease(argument: value) else {
                return fail(.noSuchRelease(value))
            }
            release = chosen
        }
        let loaded = LoadedScenario(scenario: scenario, selection: selection, parameters: parameters, release: release)
        // In the order of their English text, as always (variants share most of them).
        let problems = Set(loaded.runs.flatMap(\.parameterProblems)).sorted { $0.text(in: .english) < $1.text(in: .english) }
        guard problems.isEmpty else { return fail(.parameters(problems)) }
        self.loaded = loaded
        if printsTraces {
            output(style.paint(text.title(of: scenario), "1") + " — " + text.selection(selection)
                + (loaded.releaseNote(in: style.language).map { " — " + $0 } ?? ""))
            output(trace: loaded.lastSteps)
        }
        return .done
    }

    /// `load File.swift… [root=TypeName]`: the user's own files, compiled against the lab.
    private func loadUserFiles(_ arguments: [String], command: Command) -> Outcome {
        let files = arguments.filter { $0.hasSuffix(".swift") }
        let root = arguments.first { $0.hasPrefix("root=") }.map { String($0.dropFirst(5)) }
        if let other = arguments.first(where: { !$0.hasSuffix(".swift") && !$0.hasPrefix("root=") }) {
            return fail(.loadTakesOnlySwiftFiles(other: other))
        }
        guard let opensUserFiles else {
            return fail(.swiftFilesInAScript)
        }
        switch opensUserFiles(files, root) {
        case .success(let scenario):
            catalog.removeAll { $0.id == scenario.id }
            catalog.insert(scenario, at: 0)
            return load([scenario.id], command: command)
        case .failure(.problem(let problem)):
            return fail(.userFiles(problem))
        case .failure(.machine(let message)):
            return fail(.machine(message))
        }
    }

    private func reset() -> Outcome {
        guard let loaded else { return fail(.noScenarioLoaded) }
        loaded.reload()
        if printsTraces {
            output(text.reloaded(loaded.scenario.id))
            output(trace: loaded.lastSteps)
        }
        return .done
    }

    private func act(_ verb: ScreenVerb, _ arguments: [String]) -> Outcome {
        guard let loaded else { return fail(.noScenarioLoaded) }
        let text = ([verb.rawValue] + arguments.map(CommandTokenizer.quote)).joined(separator: " ")
        var steps: [(variant: String, step: TraceStep)] = []
        var errors: [String] = []
        for run in loaded.runs {
            do {
                guard let step = try verb.perform(arguments, on: run, command: text) else {
                    return usageError(.act(verb))
                }
                steps.append((run.name, step))
            } catch {
                errors.append((loaded.runs.count > 1 ? self.text.variantPrefix(run.name) : "")
                              + ShellFailure.action(error).text(in: language))
            }
        }
        if !errors.isEmpty && steps.isEmpty { return fail(.eachVariant(errors)) }
        loaded.record(steps)
        if printsTraces { output(trace: steps) }
        comparePredictions(with: steps)
        // A control only one variant has (an extra demonstration) runs where it exists.
        if !errors.isEmpty && printsTraces { output(style.paint(self.text.skippedIn(errors), "2")) }
        return .done
    }

    private func listActions() -> Outcome {
        guard let loaded else { return fail(.noScenarioLoaded) }
        var lines: [String] = []
        for run in loaded.runs {
            let prefix = loaded.runs.count > 1 ? "\(run.name): " : ""
            let controls = run.controls().map { control in
                ScreenVerb.allCases.compactMap { $0.suggestion(for: control) }.joined(separator: ", ")
            }
            let named = run.actionNames.map { "do \(CommandTokenizer.quote($0))" }
            lines.append(prefix + (controls + named).joined(separator: ", "))
        }
        output(lines.joined(separator: "\n"))
        return .done
    }

    private func tree() -> Outcome {
        guard let loaded else { return fail(.noScenarioLoaded) }
        for run in loaded.runs {
            if loaded.runs.count > 1 { output(style.paint(run.name, "1")) }
            output(run.graph.screenLines().map { (loaded.runs.count > 1 ? "  " : "") + $0.text(in: style.language) }
                .joined(separator: "\n"))
        }
        return .done
    }

    private func counts(_ arguments: [String], command: Command) -> Outcome {
        guard let loaded else { return fail(.noScenarioLoaded) }
        if arguments == ["reset"] {
            for run in loaded.runs {
                let totals = run.graph.steps.last?.views ?? []
                loaded.countBaselines[run.name] = Dictionary(totals.map { ($0.view, $0.total) }, uniquingKeysWith: +)
            }
            output(text.countsWereReset)
            return .done
        }
        guard arguments.isEmpty else { return usageError(command) }
        var order: [String] = []
        var listed = Set<String>()
        for run in loaded.runs { for view in run.graph.viewNames where listed.insert(view).inserted { order.append(view) } }
        let title = text.countsTitle(sinceReset: !loaded.countBaselines.isEmpty)
        let lastSteps = loaded.runs.compactMap { run in run.graph.steps.last.map { (variant: run.name, step: $0) } }
        let unrendered = Set(lastSteps.flatMap(\.step.unrenderedViews))
        order.removeAll { unrendered.contains($0) }
        let lines = [title] + TextTraceFormatter.table(views: order, heading: TraceWords(style.language).viewsColumn,
                                                       columns: loaded.runs.map { run in
            let baseline = loaded.countBaselines[run.name] ?? [:]
            let totals = Dictionary((run.graph.steps.last?.views ?? []).map { ($0.view, $0.total) }, uniquingKeysWith: +)
            return (run.name, { view in totals[view].map { $0 - (baseline[view] ?? 0) } })
        }) + TextTraceFormatter.unrenderedNotes(lastSteps, language: style.language)
        output(lines.joined(separator: "\n"))
        return .done
    }

    private func dependencies(_ arguments: [String], command: Command) -> Outcome {
        guard arguments.count == 1, let name = arguments.first else { return usageError(command) }
        return describeInEachVariant { run throws(LookupError) in
            ["  " + name] + (try run.graph.dependencies(ofView: name, in: style.language)).map { "  " + $0 }
        }
    }

    private func inspect(_ arguments: [String], command: Command) -> Outcome {
        guard arguments.count == 1, let name = arguments.first else { return usageError(command) }
        return describeInEachVariant { run throws(LookupError) in
            let found = try run.graph.inspect(objectNamed: name, in: style.language)
            return ["  " + found[0]] + found.dropFirst()
        }
    }

    /// Prints what `describe` says of each loaded variant, under the variant's name; an
    /// error only when no variant could say anything.
    private func describeInEachVariant(_ describe: (VariantRun) throws(LookupError) -> [String]) -> Outcome {
        guard let loaded else { return fail(.noScenarioLoaded) }
        var lines: [String] = []
        var errors: [String] = []
        for run in loaded.runs {
            do {
                var found = try describe(run)
                found[0] = style.paint(run.name, "1") + found[0]
                lines += found
            } catch {
                errors.append((loaded.runs.count > 1 ? text.variantPrefix(run.name) : "")
                              + ShellFailure.lookup(error).text(in: language))
            }
        }
        if lines.isEmpty { return fail(.eachVariant(errors)) }
        output(lines.joined(separator: "\n"))
        return .done
    }

    private func source(_ arguments: [String], command: Command) -> Outcome {
        guard let loaded else { return fail(.noScenarioLoaded) }
        guard arguments.count <= 1 else { return usageError(command) }
        let scenario = loaded.scenario
        guard let text = scenario.sourceText ?? (try? UserTextFile.read(scenario.filePath)) else {
            return fail(.sourceNotAvailable(scenario: scenario.id))
        }
        guard let name = arguments.first else {
            output(text)
            return .done
        }
        var shown: [(variants: [String], text: String)] = []
        for run in loaded.runs {
            guard let path = run.graph.qualifiedTypeName(of: name),
                  let declaration = SourceExtractor.declaration(of: path, in: text) else { continue }
            if let index = shown.firstIndex(where: { $0.text == declaration }) {
                shown[index].variants.append(run.name)
            } else {
                shown.append(([run.name], declaration))
            }
        }
        guard !shown.isEmpty else {
            let views = Set(loaded.runs.flatMap { $0.graph.viewNames.map(TextTraceFormatter.shortName) }).sorted()
            let models = Set(loaded.runs.flatMap { $0.graph.objectNames.map { String($0.split(separator: "#")[0]) } }).sorted()
            return fail(.noViewOrModel(name: name, scenario: scenario.id, views: views, models: models))
        }
        for (variants, declaration) in shown {
            if loaded.runs.count > 1 || shown.count > 1 {
                output(style.paint("// " + variants.joined(separator: ", ") + " — " + scenario.fileName, "2"))
            }
            output(declaration)
        }
        return .done
    }

    private func setTrace(_ arguments: [String], command: Command) -> Outcome {
        guard arguments.count <= 2 else { return usageError(command) }
        var detail = style.detail, folds = style.foldsRepeats
        var setDetail = false, setFolding = false
        for word in arguments.map({ $0.lowercased() }) {
            if let chosen = TraceVerbosity(rawValue: word), !setDetail {
                detail = chosen
                setDetail = true
            } else if (word == "all" || word == "folded") && !setFolding {
                folds = word == "folded"
                setFolding = true
            } else {
                return usageError(command)
            }
        }
        style.detail = detail
        style.foldsRepeats = folds
        output(text.traceSetting(detail.rawValue, folds: folds, limit: TextTraceFormatter.longestUnfoldedRun))
        return .done
    }

    private func expect(_ arguments: [String]) -> Outcome {
        guard let loaded else { return fail(.noScenarioLoaded) }
        let variants = loaded.scenario.variants.map(\.name)
        guard let expectation = Expectation.parse(arguments, variants: variants) else {
            return show(failure: text.usageLabel + text.usage(Expectation.usage))
        }
        let targets = loaded.lastSteps.filter { expectation.variant == nil || $0.variant == expectation.variant }
        let text = currentLine
        guard !targets.isEmpty else {
            // A script written for both variants also runs with one of them loaded.
            let reason = "\(expectation.variant ?? "") is not loaded"
            if printsTraces { output(style.paint("– ", "2") + EchoedText.shown(text, limit: EchoedText.lineLimit) + self.text.skipped(self.text.notLoaded(expectation.variant ?? ""))) }
            report(text, .skipped, messages: [reason])
            return .done
        }
        var failures: [String] = []
        var shownFailures: [String] = []
        for (variant, step) in targets {
            let graph = loaded.runs.first { $0.name == variant }?.graph
            let prefix = targets.count > 1 || expectation.variant == nil && loaded.runs.count > 1 ? "\(variant): " : ""
            let found = expectation.failures(in: step, variant: variant, graph: graph)
            failures += found.map { prefix + $0.text(in: .english, viewListCommand: Command.counts.name) }
            shownFailures += found.map { prefix + $0.text(in: language, viewListCommand: Command.counts.name) }
        }
        if failures.isEmpty {
            if printsTraces { output(style.paint("✓ ", "32") + EchoedText.shown(text, limit: EchoedText.lineLimit)) }
            report(text, .passed)
            return .done
        }
        output(Self.failureLines(text, at: currentLocation, failures: shownFailures, style: style).joined(separator: "\n"))
        report(text, .failed, messages: failures, shownMessages: shownFailures,
               trace: TextTraceFormatter(style: TextStyle(color: false, unfoldCommand: Self.unfoldCommand)).format(targets.map { ($0.variant, $0.step) }))
        return .expectationFailed
    }

    /// A failed expectation as people read it: `✗ file:line: expect …` (as compilers name
    /// a place, so editors and terminals link to it), then what was wrong, indented.
    nonisolated static func failureLines(_ text: String, at location: ScriptLocation?, failures: [String], style: TextStyle) -> [String] {
        [style.paint("✗ ", "31") + (location.map { "\($0): " } ?? "") + EchoedText.shown(text, limit: EchoedText.lineLimit)]
            + failures.map { "    " + EchoedText.shown($0) }
    }

    private func report(_ text: String, _ status: CheckedLine.Status, messages: [String] = [], shownMessages: [String]? = nil,
                        trace: String? = nil) {
        checkedLineHandler?(CheckedLine(text: text, location: currentLocation, group: currentGroup, status: status,
                                        messages: messages, shownMessages: shownMessages, trace: trace))
    }

    private func runFile(_ arguments: [String], command: Command) -> Outcome {
        guard arguments.count == 1, let path = arguments.first else { return usageError(command) }
        guard !runningScripts.contains(path) else { return fail(.scriptRunsItself(path: path)) }
        let script: String
        do {
            script = try UserTextFile.read(path)
        } catch {
            return fail(.cannotRead(error))
        }
        runningScripts.append(path)
        defer { runningScripts.removeLast() }
        let (failed, errors) = runScript(script, echo: true, file: path)
        output(text.scriptSummary(path, failed: failed, errors: errors))
        return failed > 0 ? .expectationFailed : errors > 0 ? .error : .done
    }
}

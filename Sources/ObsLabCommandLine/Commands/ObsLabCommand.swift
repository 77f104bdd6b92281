import ArgumentParser
import Foundation
import ObsLab
import ObsLabEngine

/// The ObsLab command line for a catalog of scenarios.
///
/// A package with its own scenarios gets the whole tool by calling this from its
/// executable's `main.swift`:
///
///     import ObsLabCommandLine
///     LabCommandLine.main(catalog: MyScenarios.all)
public enum LabCommandLine {
    /// Parses the process arguments and runs the command; exits the process when done.
    ///
    /// Exit statuses: 0 done, 1 an expectation failed or output could not be written,
    /// 2 the command line was wrong (a usage error, with argument-parser's message).
    ///
    /// - Parameters:
    ///   - catalog: The scenarios `load`, `run`, `check` and `serve` know, in the order
    ///     `scenarios` lists them.
    ///   - lessons: The lessons; read the first time a command needs them.
    ///   - arguments: The command line without the program's name; nil reads the process's.
    @MainActor
    public static func main(catalog: [Scenario], lessons: @autoclosure @escaping () -> LessonLibrary = .empty,
                            exercises: @autoclosure @escaping () -> ExerciseBook = .empty,
                            arguments: [String]? = nil) -> Never {
        AllocatorTuning.apply()
        CatalogStore.scenarios = catalog
        CatalogStore.readLessons = lessons
        CatalogStore.readExercises = exercises
        StandardStreams.endQuietlyOnClosedPipe()
        do {
            var command = try ObsLabCommand.parseAsRoot(arguments)
            try command.run()
        } catch {
            // argument-parser exits with EX_USAGE (64) for a usage error; ObsLab uses 2,
            // the status of a usage error for most Unix tools (and of `load` failing in `run`).
            // argument-parser quotes what was typed as it was: escaped and shortened here.
            if ObsLabCommand.exitCode(for: error) == .validationFailure {
                StandardStreams.printError(EchoedText.shown(ObsLabCommand.fullMessage(for: error), limit: 400))
                exit(usageErrorStatus)
            }
            ObsLabCommand.exit(withError: error)
        }
        exit(0)
    }

    /// The exit status of a wrong command line.
    public static let usageErrorStatus: Int32 = 2
}

/// The catalog and lessons the commands run, set once by `LabCommandLine.main`.
enum CatalogStore {
    nonisolated(unsafe) static var scenarios: [Scenario] = []
    /// Reads the lessons; called once, on first use: `run` and most commands never need them.
    nonisolated(unsafe) static var readLessons: () -> LessonLibrary = { .empty }
    nonisolated(unsafe) private static var readOnce: LessonLibrary?

    /// Reads the exercises; called once, on first use.
    nonisolated(unsafe) static var readExercises: () -> ExerciseBook = { .empty }
    nonisolated(unsafe) private static var exercisesOnce: ExerciseBook?

    static var exercises: ExerciseBook {
        if let exercisesOnce { return exercisesOnce }
        let exercises = readExercises()
        exercisesOnce = exercises
        return exercises
    }

    static var lessons: LessonLibrary {
        if let readOnce { return readOnce }
        let lessons = readLessons()
        readOnce = lessons
        return lessons
    }
}

/// The language of the lessons: `--lang`, else a `zh` locale picks Simplified Chinese.
enum LessonLanguage {
    static func resolve(_ option: String?) -> Language {
        if let option { return Language(identifier: option) }
        let environment = ProcessInfo.processInfo.environment
        let locale = environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LC_MESSAGES"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LANG"] ?? ""
        return Language(identifier: locale)
    }
}

/// Colour only on a terminal, never with `NO_COLOR` or when piped.
enum TerminalStyle {
    /// The style for what is written to `stream` (standard output unless said): colour
    /// only when `allowsColor` says so for it.
    static func make(detail: TraceVerbosity = .brief, stream: Int32 = STDOUT_FILENO) -> TextStyle {
        TextStyle(color: allowsColor(isTerminal: isatty(stream) != 0, environment: ProcessInfo.processInfo.environment),
                  detail: detail)
    }

    /// Colour needs a terminal that can show it: not `TERM=dumb`, and no `NO_COLOR` (set
    /// and not empty, as https://no-color.org says).
    static func allowsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal, environment["TERM"] != "dumb" else { return false }
        return (environment["NO_COLOR"] ?? "").isEmpty
    }
}

struct ObsLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "obslab",
        abstract: "A teaching lab for SwiftUI's data flow: see which views re-run, and why.",
        discussion: """
            Examples:
              obslab                                  the shell, with the lessons
              obslab run food-truck                   a scenario's walkthrough, old beside new
              obslab check --format junit > obslab.xml
              obslab serve food-truck                 the live page: views flash as their bodies run
            """,
        subcommands: [ShellCommand.self, LessonsCommand.self, LessonCommand.self, ScenariosCommand.self, RunCommand.self,
                      CheckCommand.self, ReportCommand.self, TryCommand.self, ExerciseCommand.self,
                      ServeCommand.self],
        defaultSubcommand: ShellCommand.self)
}

struct ShellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell", abstract: "The interactive shell (the default).",
        discussion: """
            On a terminal: a welcome, the lessons, and line editing with TAB completion. With piped input, \
            the lines are run as a script.

            Examples:
              obslab
              obslab shell --lang zh-Hans
              printf 'load counter\\ntap "Increment"\\n' | obslab
            """)

    @Option(help: "The language of the lessons: en or zh-Hans (default: from the locale).")
    var lang: String?

    @Option(help: ArgumentHelp("A scenario to load at start (as `obslab try` does).", visibility: .hidden))
    var load: String?

    func run() throws {
        let language = LessonLanguage.resolve(lang)
        let status = MainActor.assumeIsolated {
            Shell(catalog: CatalogStore.scenarios, lessons: CatalogStore.lessons, language: language,
                  style: TerminalStyle.make(), opening: load.map { "load " + CommandTokenizer.quote($0) }).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}

struct LessonsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lessons", abstract: "List the lessons with your progress, in the shell.",
        discussion: """
            Examples:
              obslab lessons
              obslab lessons --lang zh-Hans
            """)

    @Option(help: "The language of the lessons: en or zh-Hans (default: from the locale).")
    var lang: String?

    func run() throws {
        let status = MainActor.assumeIsolated {
            Shell(catalog: CatalogStore.scenarios, lessons: CatalogStore.lessons, language: LessonLanguage.resolve(lang),
                  style: TerminalStyle.make(), opening: "lessons").run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}

struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson", abstract: "Open the shell at a lesson (its id or number), where you stopped.",
        discussion: """
            Examples:
              obslab lesson 4
              obslab lesson who-reruns
            """)

    @Argument(help: "The lesson's id or number (see `obslab lessons`).")
    var lesson: String

    @Option(help: "The language of the lessons: en or zh-Hans (default: from the locale).")
    var lang: String?

    func run() throws {
        let status = MainActor.assumeIsolated {
            Shell(catalog: CatalogStore.scenarios, lessons: CatalogStore.lessons, language: LessonLanguage.resolve(lang),
                  style: TerminalStyle.make(), opening: "lesson " + CommandTokenizer.quote(lesson)).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}

struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios", abstract: "List the catalog.",
        discussion: """
            One line each: the id, the variants, and what the scenario shows.

            Example:
              obslab scenarios
            """)

    func run() throws {
        MainActor.assumeIsolated {
            let width = CatalogStore.scenarios.map(\.id.count).max() ?? 0
            for scenario in CatalogStore.scenarios {
                let firstSentence = scenario.summary.range(of: ". ").map { String(scenario.summary[..<$0.lowerBound]) + "." }
                    ?? scenario.summary
                StandardStreams.printLine(scenario.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + "[\(scenario.variants.map(\.name).joined(separator: "/"))] " + firstSentence)
            }
        }
    }
}

/// Finds scenarios of the catalog for the commands, with a usage error for an unknown id.
enum CatalogLookup {
    static func scenario(_ id: String) throws -> Scenario {
        try MainActor.assumeIsolated { () throws -> Scenario in
            guard let found = CatalogStore.scenarios.first(where: { $0.id == id }) else {
                let near = CatalogStore.scenarios.map(\.id)
                    .filter { EditDistance.between($0, id) <= max(2, id.count / 3) }
                let suggestion = near.first.map { "; did you mean `\($0)`?" } ?? "."
                throw ValidationError("no scenario `\(CommandTokenizer.printable(id))`\(suggestion) The catalog has: "
                    + CatalogStore.scenarios.map(\.id).joined(separator: ", "))
            }
            return found
        }
    }
}

/// `--set name=value`, repeated: scenario parameters.
enum ParameterOption {
    /// The parameters by name; a usage error for anything but `name=value` with a name.
    static func parse(_ options: [String]) throws -> [String: String] {
        var values: [String: String] = [:]
        for option in options {
            guard let equals = option.firstIndex(of: "="), equals != option.startIndex else {
                throw ValidationError("--set takes name=value (e.g. --set n=1000), not `\(CommandTokenizer.printable(option))`")
            }
            values[String(option[..<equals])] = String(option[option.index(after: equals)...])
        }
        return values
    }
}

/// `obslab run --format`: text, the JSON trace (docs/trace-json.md), or the script's
/// results for CI.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, junit, github
}

extension ResultFormat {
    init(_ format: OutputFormat) {
        self = ResultFormat(rawValue: format.rawValue) ?? .text
    }
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a scenario in batch mode: its default script, or yours.",
        discussion: """
            Exits with a non-zero status when an expectation in the script fails. A failure names the \
            script's file and line; --format junit or github reports the results for CI.

            Examples:
              obslab run food-truck
              obslab run scaling --variant new --set n=1000
              obslab run counter --script walkthrough.obslab --format github
              obslab run food-truck --format json > food-truck.json
            """)

    @Argument(help: "The scenario's id (see `obslab scenarios`).", completion: .scenarioIDs)
    var scenario: String

    @Option(help: "Which variant to run: old, new, or both.", completion: .list(["old", "new", "both"]))
    var variant: String = "both"

    @Option(help: "A script of shell commands and `expect` lines; default: the scenario's own.", completion: .file())
    var script: String?

    @Option(help: "text; json (the trace, docs/trace-json.md); junit or github (the script's results for CI).")
    var format: OutputFormat = .text

    @Option(name: .customLong("set"), help: "A scenario parameter, name=value (e.g. --set n=1000).")
    var parameters: [String] = []

    @Flag(help: "With --format json: list every live view in every step (past 24 views, a step lists the views that ran).")
    var allViews = false

    func validate() throws {
        let found = try CatalogLookup.scenario(scenario)
        let names = found.variants.map(\.name)
        guard variant == "both" || variant == "all" || names.contains(variant) else {
            throw ValidationError("`\(scenario)` has no variant `\(CommandTokenizer.printable(variant))`; --variant is "
                + (names + ["both"]).joined(separator: ", "))
        }
        _ = try ParameterOption.parse(parameters)
        if let script {
            do {
                _ = try UserTextFile.read(script)
            } catch {
                throw ValidationError(error.message)
            }
        }
    }

    @Option(help: "The SwiftUI release to model: 27 (the default, Xcode 27) or 26 (Xcode 26 and earlier).")
    var swiftui: String?

    func run() throws {
        let status = try MainActor.assumeIsolated { () throws -> Int32 in
            let found = try CatalogLookup.scenario(scenario)
            if let swiftui, SwiftUIRelease(argument: swiftui) == nil {
                throw ValidationError("--swiftui takes the Xcode release to model, 26 or 27, not \(swiftui)")
            }
            let batch = BatchRun(scenario: found, variant: variant,
                                 parameters: parameters + (swiftui.map { ["swiftui=\($0)"] } ?? []), format: format.rawValue,
                                 style: TerminalStyle.make(), allViews: allViews, tearsDownAtEnd: false)
            guard let script else { return batch.run() }
            let text: String
            do throws(UserTextFile.Failure) {
                text = try UserTextFile.read(script)
            } catch {
                throw ValidationError(error.message)
            }
            return batch.run(script: text, file: script)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run lessons and scripts against the real runtime and check every expectation.",
        discussion: """
            With no path: every scenario's default script, every built-in lesson and every built-in \
            exercise's reference solution against its checker. A directory or a .md file: the lessons in it, \
            and the exercises in it or in an `exercises` folder beside it. Any other file: a script. Every failure is named file:line; \
            --format junit writes JUnit XML, github writes workflow annotations, json is described in \
            docs/check-json.md.

            Examples:
              obslab check
              obslab check lessons/ walkthrough.obslab
              obslab check --format junit > obslab-results.xml
              obslab check --format github
            """)

    @Argument(help: "Lesson directories, lesson files (.md) or script files.", completion: .file())
    var paths: [String] = []

    @Option(help: "text (for people), junit (JUnit XML), github (workflow annotations) or json (docs/check-json.md).")
    var format: ResultFormat = .text

    func run() throws {
        let status = MainActor.assumeIsolated {
            CheckRun(catalog: CatalogStore.scenarios, lessons: CatalogStore.lessons, exercises: CatalogStore.exercises,
                     format: format,
                     style: TerminalStyle.make()).run(paths: paths)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

extension CompletionKind {
    /// The catalog's scenario ids, for shell completion (`obslab run <TAB>`).
    static var scenarioIDs: CompletionKind {
        .custom { _, _, _ in CatalogStore.scenarios.map(\.id) }
    }
}

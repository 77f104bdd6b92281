import ArgumentParser
import Foundation
import ObsLab

/// The ObsLab command line for a catalog of scenarios.
///
/// A package with its own scenarios gets the whole tool by calling this from its
/// executable's `main.swift`:
///
///     import ObsLabCommandLine
///     LabCommandLine.main(catalog: MyScenarios.all)
public enum LabCommandLine {
    /// Parses the process arguments and runs the command; exits the process when done.
    @MainActor
    public static func main(catalog: [Scenario], lessons: LessonLibrary = .empty, arguments: [String]? = nil) -> Never {
        CatalogStore.scenarios = catalog
        CatalogStore.lessons = lessons
        ObsLabCommand.main(arguments)
        exit(0)
    }
}

/// The catalog and lessons the commands run, set once by `LabCommandLine.main`.
enum CatalogStore {
    nonisolated(unsafe) static var scenarios: [Scenario] = []
    nonisolated(unsafe) static var lessons: LessonLibrary = .empty
}

/// The language of the lessons: `--lang`, else a `zh` locale picks Simplified Chinese.
enum LessonLanguage {
    static func resolve(_ option: String?) -> String {
        if let option { return option.lowercased().hasPrefix("zh") ? "zh-Hans" : "en" }
        let environment = ProcessInfo.processInfo.environment
        let locale = environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LC_MESSAGES"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LANG"] ?? ""
        return locale.lowercased().hasPrefix("zh") ? "zh-Hans" : "en"
    }
}

/// Colour only on a terminal, never with `NO_COLOR` or when piped.
enum TerminalStyle {
    static func make(detail: TraceDetail = .brief) -> TextStyle {
        let color = isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        return TextStyle(color: color, detail: detail)
    }
}

struct ObsLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "obslab",
        abstract: "A teaching lab for SwiftUI's data flow: see which views re-run, and why.",
        subcommands: [ShellCommand.self, ScenariosCommand.self, RunCommand.self, CheckCommand.self, ReportCommand.self,
                      ServeCommand.self],
        defaultSubcommand: ShellCommand.self)
}

struct ShellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell", abstract: "The interactive shell (the default).")

    @Option(help: "The language of the lessons: en or zh-Hans (default: from the locale).")
    var lang: String?

    func run() throws {
        let language = LessonLanguage.resolve(lang)
        let status = MainActor.assumeIsolated {
            Shell(catalog: CatalogStore.scenarios, lessons: CatalogStore.lessons, language: language,
                  style: TerminalStyle.make()).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}

struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenarios", abstract: "List the catalog.")

    func run() throws {
        MainActor.assumeIsolated {
            let width = CatalogStore.scenarios.map(\.id.count).max() ?? 0
            for scenario in CatalogStore.scenarios {
                let firstSentence = scenario.summary.range(of: ". ").map { String(scenario.summary[..<$0.lowerBound]) + "." }
                    ?? scenario.summary
                print(scenario.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    + "[\(scenario.variants.map(\.name).joined(separator: "/"))] " + firstSentence)
            }
        }
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a scenario in batch mode: its default script, or yours.",
        discussion: "Exits with a non-zero status when an expectation in the script fails.")

    @Argument(help: "The scenario's id (see `obslab scenarios`).")
    var scenario: String

    @Option(help: "Which variant to run: old, new, or both.")
    var variant: String = "both"

    @Option(help: "A script of shell commands and `expect` lines; default: the scenario's own.")
    var script: String?

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @Option(name: .customLong("set"), help: "A scenario parameter, name=value (e.g. --set n=1000).")
    var parameters: [String] = []

    func run() throws {
        let status = try MainActor.assumeIsolated { () throws -> Int32 in
            guard let found = CatalogStore.scenarios.first(where: { $0.id == scenario }) else {
                throw ValidationError("no scenario `\(scenario)`; the catalog has: "
                    + CatalogStore.scenarios.map(\.id).joined(separator: ", "))
            }
            let scriptText: String
            if let script {
                guard let text = ScriptFile.read(script) else { throw ValidationError("cannot read \(script)") }
                scriptText = text
            } else {
                scriptText = found.script ?? ""
            }
            return BatchRun(scenario: found, variant: variant, parameters: parameters, format: format.rawValue,
                            style: TerminalStyle.make()).run(script: scriptText)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run lessons and scripts against the real runtime and check every expectation.",
        discussion: "With no path: every scenario's default script and every built-in lesson. A directory or a .md file: the lessons in it. Any other file: a script.")

    @Argument(help: "Lesson directories, lesson files (.md) or script files.")
    var paths: [String] = []

    func run() throws {
        let status = MainActor.assumeIsolated {
            CheckRun(catalog: CatalogStore.scenarios, lessons: CatalogStore.lessons).run(paths: paths)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

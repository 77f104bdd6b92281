import ArgumentParser
import Foundation
import ObsLab
import ObsLabEngine

/// `obslab report`: the old-vs-new comparison of scenarios, as Markdown, HTML or JSON.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Comparison reports: old vs new, side by side.",
        discussion: """
            Runs each scenario's default script on all its variants and compares them: per step, which bodies \
            re-ran and why; totals, the new/old ratio and wasted bodies; each variant's dependency graph; and, \
            for a scenario that scales with n, bodies against n. With --all, every scenario that has two variants.

            Examples:
              obslab report food-truck
              obslab report --all --format html --out report.html
              obslab report scaling --sizes 10,100,1000 --format json --out scaling.json
            """)

    @Argument(help: "The scenarios to compare (see `obslab scenarios`).", completion: .scenarioIDs)
    var scenarios: [String] = []

    @Flag(help: "Every scenario of the catalog that has two variants.")
    var all = false

    @Option(help: "md, html or json (default: from --out's extension, else md).")
    var format: String?

    @Option(help: "Write the report to this file instead of standard output.")
    var out: String?

    @Option(name: .customLong("set"), help: "A scenario parameter for the main run, name=value (e.g. --set n=1000).")
    var parameters: [String] = []

    @Option(help: "The values of n a scaling scenario is measured at, comma-separated.")
    var sizes: String = ReportBuilder.defaultScalingSizes.map(String.init).joined(separator: ",")

    @Option(help: "How HTML draws dependency graphs: auto (Graphviz's dot when installed), dot, or builtin.")
    var graphs: String = DependencyGraphLayout.automatic.rawValue

    func validate() throws {
        if scenarios.isEmpty && !all { throw ValidationError("name one or more scenarios, or use --all") }
        if !scenarios.isEmpty && all { throw ValidationError("give scenarios or --all, not both") }
        if let format, ReportFormat(name: format) == nil { throw ValidationError("--format is md, html or json") }
        if DependencyGraphLayout(rawValue: graphs) == nil { throw ValidationError("--graphs is auto, dot or builtin") }
        if try ReportCommand.parseSizes(sizes).isEmpty { throw ValidationError("--sizes needs at least one size") }
        let parameterValues = try ParameterOption.parse(parameters)
        for id in scenarios {
            let scenario = try CatalogLookup.scenario(id)
            if !parameterValues.isEmpty { try Self.checkParameters(parameterValues, of: scenario) }
        }
    }

    /// A usage error when `scenario` does not take `parameters` (an unknown name, a bad value).
    static func checkParameters(_ parameters: [String: String], of scenario: Scenario) throws {
        try MainActor.assumeIsolated { () throws in
            var messages: [String] = []
            let interpreter = Interpreter(catalog: [scenario], style: TextStyle(color: false)) { messages.append($0) }
            interpreter.printsTraces = false
            let load = (["load", scenario.id] + parameters.keys.sorted().map { "\($0)=\(parameters[$0] ?? "")" })
                .map(CommandTokenizer.quote).joined(separator: " ")
            guard interpreter.execute(load) == .done else {
                let reason = messages.map { $0.hasPrefix("error: ") ? String($0.dropFirst(7)) : $0 }.joined(separator: "; ")
                throw ValidationError("--set does not fit \(scenario.id): \(CommandTokenizer.printable(reason, limit: 300))")
            }
        }
    }

    /// The largest `n` a scaling scenario takes.
    static let largestSize = 100_000

    static func parseSizes(_ text: String) throws -> [Int] {
        try text.split(separator: ",").map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
            guard let value = Int(trimmed), value > 0, value <= largestSize else {
                throw ValidationError("--sizes takes whole numbers from 1 to \(largestSize), not `\(CommandTokenizer.printable(String(part)))`")
            }
            return value
        }
    }

    func run() throws {
        let chosenFormat = format.flatMap(ReportFormat.init(name:)) ?? out.flatMap(ReportFormat.init(fileName:)) ?? .markdown
        let layout = DependencyGraphLayout(rawValue: graphs) ?? .automatic
        let sizeList = try Self.parseSizes(sizes)
        let parameterValues = try ParameterOption.parse(parameters)
        let requested = scenarios
        let all = self.all
        let text = try MainActor.assumeIsolated { () throws -> String in
            let catalog = CatalogStore.scenarios
            var chosen: [Scenario] = []
            for id in requested {
                let found = try CatalogLookup.scenario(id)
                if !chosen.contains(where: { $0.id == id }) { chosen.append(found) }
            }
            if all { chosen = catalog }
            let showsProgress = isatty(STDERR_FILENO) != 0
            let builder = ReportBuilder(scalingSizes: sizeList, parameters: parameterValues) { step in
                if showsProgress { StandardStreams.printError("report: running \(step)…") }
            }
            let report = builder.report(for: chosen, omittingSingleVariants: all)
            let failing = report.scenarios.filter { ($0.script?.failedExpectations ?? 0) + ($0.script?.errors ?? 0) > 0 }
            if !failing.isEmpty {
                StandardStreams.printError("report: the default script of "
                    + failing.map(\.id).joined(separator: ", ") + " did not pass; the report says where")
            }
            return chosenFormat.render(report, layout: layout)
        }
        if let out {
            do {
                try Data(text.utf8).writeAtomically(to: URL(fileURLWithPath: out).finalLinkDestination)
            } catch {
                // Not a usage error: the command line was right, the file system refused.
                StandardStreams.printError("obslab: cannot write \(out): \(error.plainFileReason)")
                throw ExitCode.failure
            }
        } else {
            StandardStreams.print(text)
        }
    }
}

import Foundation
import ObsLab
import ObsLabEngine

extension Interpreter {
    /// `report [md|html|json] [--out PATH]`: the comparison report of the loaded scenario,
    /// built from the actions of this session; prints it, or writes it to `PATH`.
    func report(_ arguments: [String], command: Command) -> Outcome {
        guard let loaded else { return fail(.noScenarioLoaded) }
        var format: ReportFormat?
        var path: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--out" || argument == "-o" {
                guard let value = remaining.popFirst() else { return usageError(command) }
                path = value
            } else if let named = ReportFormat(name: argument), format == nil {
                format = named
            } else {
                return usageError(command)
            }
        }
        let chosen = format ?? path.flatMap(ReportFormat.init(fileName:)) ?? .markdown
        let text = chosen.render(sessionReport(of: loaded))
        guard let path else {
            output(text.hasSuffix("\n") ? String(text.dropLast()) : text)
            return .done
        }
        do {
            try Data(text.utf8).writeAtomically(to: URL(fileURLWithPath: path).finalLinkDestination)
        } catch {
            return fail(.cannotWrite(path: path, reason: FileProblem(reason: error.plainFileReason)))
        }
        output(self.text.wroteReport(format: chosen.rawValue, scenario: loaded.scenario.id, path: path))
        return .done
    }

    /// The report of the loaded variants and the actions taken since they were loaded.
    /// A scenario that scales with `n` is measured at the smaller default sizes
    /// (10, 100, 1000), so the shell answers quickly.
    func sessionReport(of loaded: LoadedScenario) -> ComparisonReport {
        let builder = ReportBuilder(scalingSizes: [10, 100, 1000])
        let comparison = ReportBuilder.comparison(
            of: loaded.scenario, runs: loaded.runs, origin: .session, parameters: loaded.parameters, script: nil,
            scaling: builder.scalingSeries(of: loaded.scenario))
        return ComparisonReport(scenarios: [comparison])
    }
}

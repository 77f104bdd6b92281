import ObsLab

/// A scenario loaded in the interpreter: one run per selected variant, fed the same
/// actions.
@MainActor
final class LoadedScenario {
    let scenario: Scenario
    let selection: [String]
    let parameters: [String: String]
    private(set) var runs: [VariantRun]
    /// Each variant's last step, for `expect`.
    private(set) var lastSteps: [(variant: String, step: TraceStep)] = []
    /// Totals at the last `counts reset`, per variant and view.
    var countBaselines: [String: [String: Int]] = [:]

    init(scenario: Scenario, selection: [String], parameters: [String: String]) {
        self.scenario = scenario
        self.selection = selection
        self.parameters = parameters
        runs = []
        reload()
    }

    func reload() {
        runs = selection.compactMap { name in
            scenario.variant(named: name).map { VariantRun(scenario: scenario, variant: $0, parameters: parameters) }
        }
        lastSteps = runs.compactMap { run in run.graph.steps.last.map { (run.name, $0) } }
        countBaselines = [:]
    }

    func record(_ steps: [(variant: String, step: TraceStep)]) {
        lastSteps = steps
    }
}

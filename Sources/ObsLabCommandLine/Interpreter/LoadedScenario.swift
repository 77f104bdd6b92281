import ObsLab
import ObsLabEngine

/// A scenario loaded in the interpreter: one run per selected variant, fed the same
/// actions.
@MainActor
final class LoadedScenario {
    let scenario: Scenario
    let selection: [String]
    let parameters: [String: String]
    /// The SwiftUI release asked for (`swiftui=26`); nil: the current one.
    let release: SwiftUIRelease?
    private(set) var runs: [VariantRun]
    /// Each variant's last step, for `expect`.
    private(set) var lastSteps: [(variant: String, step: TraceStep)] = []
    /// Totals at the last `counts reset`, per variant and view.
    var countBaselines: [String: [String: Int]] = [:]

    init(scenario: Scenario, selection: [String], parameters: [String: String], release: SwiftUIRelease? = nil) {
        self.scenario = scenario
        self.selection = selection
        self.parameters = parameters
        self.release = release
        runs = []
        reload()
    }

    func reload() {
        runs = selection.compactMap { name in
            scenario.variant(named: name).map { VariantRun(scenario: scenario, variant: $0, parameters: parameters,
                                              release: release ?? .current) }
        }
        lastSteps = runs.compactMap { run in run.graph.steps.last.map { (run.name, $0) } }
        countBaselines = [:]
    }

    /// The release each run models, for the trace header: when it was asked for, or when
    /// the runs' output depends on it (a view keeps an object in `@State`); else nil.
    var releaseNote: String? { releaseNote(in: .english) }

    /// The release note with each release named in `language`.
    func releaseNote(in language: Language) -> String? {
        let relevant = runs.filter { release != nil || $0.variant.release != nil || $0.graph.dependsOnRelease }
        guard !relevant.isEmpty else { return nil }
        let releases = relevant.map(\.graph.release)
        func named(_ release: SwiftUIRelease) -> String { release.name(in: language) }
        if Set(releases).count == 1, let only = releases.first { return named(only) }
        return relevant.map { language.pick("\($0.name): ", "\($0.name)：") + named($0.graph.release) }
            .joined(separator: language.pick(", ", "，"))
    }

    func record(_ steps: [(variant: String, step: TraceStep)]) {
        lastSteps = steps
    }
}

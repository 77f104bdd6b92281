import ObsLab

/// One variant of a scenario, loaded into its own graph and rendered.
@MainActor
public final class VariantRun {
    public let scenario: Scenario
    public let variant: ScenarioVariant
    package let graph: ViewGraph
    private let setup: VariantSetup

    /// Builds the variant's app and renders it for the first time, as `release` (or the
    /// variant's own release) of SwiftUI would.
    public init(scenario: Scenario, variant: ScenarioVariant, parameters: [String: String] = [:],
                release: SwiftUIRelease = .current) {
        self.scenario = scenario
        self.variant = variant
        let defaults = LabDefaults()
        setup = VariantSetup(defaults: defaults, parameters: parameters)
        if let module = variant.module { PrintedTypeName.leaveOut(standInForModule: module) }
        let root = variant.makeRoot(setup)
        graph = ViewGraph(root: root, defaults: defaults)
        graph.letsTasksRun = variant.startsTasks
        // Time passes only when the learner says so (`wait`): the same script, the same output.
        graph.clock = LabClock()
        graph.release = variant.release ?? release
        graph.mount()
    }

    public var name: String { variant.name }

    /// What was wrong with the parameters given when loading (empty when all is well).
    public var parameterProblems: [ParameterProblem] { setup.problems }

    /// The scenario's named actions, in the order it registered them.
    public var actionNames: [String] { setup.actions.map(\.name) }

    /// Every control on screen, in tree order.
    package func controls() -> [ControlInfo] { graph.controls() }

    // The verbs that use a control (`tap`, `toggle`, …) are the graph's, defined once in
    // ScreenActions.swift: `run.graph.tap(_:command:)`. Only a named action is the run's.

    /// Runs the scenario's named action `name`.
    package func trigger(_ name: String, command: String) throws(ActionError) -> TraceStep {
        guard let action = setup.actions.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .noSuchAction(name: name, available: actionNames)
        }
        return graph.perform(command) { action.perform() }
    }
}

/// One variant of a scenario, loaded into its own graph and rendered.
@MainActor
public final class VariantRun {
    public let scenario: Scenario
    public let variant: ScenarioVariant
    public let graph: ViewGraph
    private let setup: VariantSetup

    /// Builds the variant's app and renders it for the first time, as `release` (or the
    /// variant's own release) of SwiftUI would.
    public init(scenario: Scenario, variant: ScenarioVariant, parameters: [String: String] = [:],
                release: SwiftUIRelease = .current) {
        self.scenario = scenario
        self.variant = variant
        let defaults = LabDefaults()
        setup = VariantSetup(defaults: defaults, parameters: parameters)
        let root = variant.makeRoot(setup)
        graph = ViewGraph(root: root, defaults: defaults)
        graph.letsTasksRun = variant.startsTasks
        graph.release = variant.release ?? release
        graph.mount()
    }

    public var name: String { variant.name }

    /// What was wrong with the parameters given when loading (empty when all is well).
    public var parameterProblems: [String] { setup.problems }

    /// The scenario's named actions, in the order it registered them.
    public var actionNames: [String] { setup.actions.map(\.name) }

    /// Every control on screen, in tree order.
    public func controls() -> [ControlInfo] { graph.controls() }

    /// Taps the button labelled `label`.
    public func tap(_ label: String, command: String) throws(ActionError) -> TraceStep {
        try graph.tap(label, command: command)
    }

    /// Flips the toggle labelled `label`, or sets it to `value`.
    public func toggle(_ label: String, to value: Bool? = nil, command: String) throws(ActionError) -> TraceStep {
        try graph.toggle(label, to: value, command: command)
    }

    /// Types `text` into the text field labelled `label`, one keystroke per transaction,
    /// after what it already holds.
    public func type(_ text: String, into label: String, command: String) throws(ActionError) -> TraceStep {
        try graph.typeText(text, into: label, command: command)
    }

    /// Presses the return key in the text field labelled `label`.
    public func submit(_ label: String, command: String) throws(ActionError) -> TraceStep {
        try graph.submit(label, command: command)
    }

    /// Chooses `value` in the picker labelled `label`, or sets the slider labelled `label`.
    public func choose(_ value: String, in label: String, command: String) throws(ActionError) -> TraceStep {
        try graph.choose(value, in: label, command: command)
    }

    /// Taps the plus (`by: 1`) or minus (`by: -1`) of the stepper labelled `label`.
    public func step(_ label: String, by direction: Int, command: String) throws(ActionError) -> TraceStep {
        try graph.step(label, by: direction, command: command)
    }

    /// Dismisses the front-most presentation.
    public func dismiss(command: String) throws(ActionError) -> TraceStep {
        try graph.dismissPresentation(command: command)
    }

    /// Pops the top view of the innermost navigation stack with one pushed.
    public func pop(command: String) throws(ActionError) -> TraceStep {
        try graph.popNavigation(command: command)
    }

    /// Runs the scenario's named action `name`.
    public func trigger(_ name: String, command: String) throws(ActionError) -> TraceStep {
        guard let action = setup.actions.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .noSuchAction(name: name, available: actionNames)
        }
        return graph.perform(command) { action.perform() }
    }
}

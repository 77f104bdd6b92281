/// A control on screen, as the learner sees it.
public struct ControlInfo: Equatable, Sendable {
    public enum Kind: String, Sendable { case button, toggle, textField = "text field" }
    public let kind: Kind
    public let label: String
    /// The shown value of a toggle (`on`/`off`) or text field (`"text"`).
    public let value: String?
    /// The path of the view whose body made the control.
    public let view: String
}

/// Why an action could not be performed.
public enum ActionError: Error, Equatable, Sendable {
    case noSuchControl(label: String, kind: ControlInfo.Kind, available: [String])
    case noSuchAction(name: String, available: [String])
    case crashed(message: String)

    public var message: String {
        switch self {
        case let .noSuchControl(label, kind, available):
            let list = available.isEmpty ? "there is none on screen" : "on screen: " + available.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no \(kind.rawValue) labelled \"\(label)\"; \(list)"
        case let .noSuchAction(name, available):
            let list = available.isEmpty ? "this scenario has none" : "its actions: " + available.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no action named \"\(name)\"; \(list)"
        case let .crashed(message):
            return "the scenario has crashed (\(message)); reload it with `reset`"
        }
    }
}

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
    public func controls() -> [ControlInfo] {
        graph.controlsOnScreen().map { control, view in
            ControlInfo(kind: ControlInfo.Kind(rawValue: control.kind.rawValue) ?? .button, label: control.label,
                        value: graph.withoutTracking { control.currentValue?() }, view: view.path)
        }
    }

    /// Taps the button labelled `label`.
    public func tap(_ label: String, command: String) throws(ActionError) -> TraceStep {
        let control = try find(label, kind: .button)
        return graph.perform(command) { control.tap?() }
    }

    /// Flips the toggle labelled `label`, or sets it to `value`.
    public func toggle(_ label: String, to value: Bool? = nil, command: String) throws(ActionError) -> TraceStep {
        let control = try find(label, kind: .toggle)
        return graph.perform(command) {
            if let value { control.setBool?(value) } else { control.flip?() }
        }
    }

    /// Types `text` into the text field labelled `label`, one keystroke per transaction,
    /// after what it already holds.
    public func type(_ text: String, into label: String, command: String) throws(ActionError) -> TraceStep {
        let control = try find(label, kind: .textField)
        var current = graph.withoutTracking { control.text?() } ?? ""
        // Each keystroke extends the text when it runs: nothing is kept per keystroke.
        let keystrokes = text.map { character -> () -> Void in
            {
                current.append(character)
                control.setText?(current)
            }
        }
        return graph.perform(command, transactions: keystrokes)
    }

    /// Runs the scenario's named action `name`.
    public func trigger(_ name: String, command: String) throws(ActionError) -> TraceStep {
        guard let action = setup.actions.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .noSuchAction(name: name, available: actionNames)
        }
        return graph.perform(command) { action.perform() }
    }

    private func find(_ label: String, kind: Control.Kind) throws(ActionError) -> Control {
        if let crash = graph.crash { throw .crashed(message: crash.message) }
        let candidates = graph.controlsOnScreen().map(\.control).filter { $0.kind == kind }
        if let exact = candidates.first(where: { $0.label == label }) { return exact }
        if let loose = candidates.first(where: { $0.label.lowercased() == label.lowercased() }) { return loose }
        let publicKind = ControlInfo.Kind(rawValue: kind.rawValue) ?? .button
        throw .noSuchControl(label: label, kind: publicKind, available: candidates.map(\.label))
    }
}

extension ViewGraph {
    /// The controls of every live view, in tree order, with the view that made each.
    func controlsOnScreen() -> [(control: Control, view: ViewNode)] {
        guard let root else { return [] }
        var result: [(Control, ViewNode)] = []
        func collect(_ items: [RenderItem], in node: ViewNode) {
            for item in items {
                switch item {
                case .control(let control): result.append((control, node))
                case .container(_, let inner): collect(inner, in: node)
                case .child(let index):
                    if index < node.children.count { collect(node.children[index].render, in: node.children[index]) }
                case .text: break
                }
            }
        }
        collect(root.render, in: root)
        return result
    }
}

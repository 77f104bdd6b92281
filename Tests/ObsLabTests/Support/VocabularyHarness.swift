@testable import ObsLab
@testable import ObsLabEngine

extension Harness {
    /// Chooses the option (picker) or number (slider) `value` of the control labelled `label`.
    @discardableResult
    func choose(_ value: String, in label: String) -> TraceStep {
        let control = graph.controlsOnScreen().map(\.control).first {
            ($0.kind == .picker || $0.kind == .slider) && $0.label.hasPrefix(label)
        }
        precondition(control != nil, "no picker or slider \(label) on screen: \(graph.renderTree())")
        return graph.perform("choose \(label) \(value)") { _ = control?.choose?(value) }
    }

    /// Taps the plus (1) or minus (-1) of the stepper labelled `label`.
    @discardableResult
    func step(_ label: String, by direction: Int) -> TraceStep {
        let control = graph.controlsOnScreen().map(\.control).first { $0.kind == .stepper && $0.label.hasPrefix(label) }
        precondition(control != nil, "no stepper \(label) on screen: \(graph.renderTree())")
        return graph.perform("step \(label)") { control?.step?(direction) }
    }

    /// Dismisses the front-most presentation from outside (a swipe down).
    @discardableResult
    func dismiss() -> TraceStep {
        let host = graph.frontmostPresentation()
        precondition(host != nil, "nothing presented: \(graph.renderTree())")
        return graph.perform("dismiss") { host?.dismissFromOutside() }
    }

    /// Pops the innermost pushed view.
    @discardableResult
    func pop() -> TraceStep {
        let stack = graph.innermostPushedStack()
        precondition(stack != nil, "nothing pushed: \(graph.renderTree())")
        return graph.perform("pop") { stack?.popFromOutside() }
    }

    /// Whether a button labelled `label` is on screen.
    func hasButton(_ label: String) -> Bool {
        graph.controlsOnScreen().contains { $0.control.kind == .button && $0.control.label == label }
    }

    /// The tree as one string, for `contains` checks.
    var treeText: String { tree.joined(separator: "\n") }
}

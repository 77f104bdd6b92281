@testable import ObsLab
@testable import ObsLabEngine

/// Mounts a view tree in its own graph and drives it the way a learner would.
@MainActor
struct Harness {
    let graph: ViewGraph
    let firstRender: TraceStep

    init(_ root: some View, release: SwiftUIRelease = .current) {
        graph = ViewGraph(root: root)
        graph.release = release
        firstRender = graph.mount()
    }

    /// Runs `change` as one action (one transaction, one flush).
    @discardableResult
    func act(_ change: () -> Void) -> TraceStep {
        graph.perform("act", change)
    }

    /// Taps the button labelled `label`.
    @discardableResult
    func tap(_ label: String) -> TraceStep {
        let control = graph.controlsOnScreen().map(\.control).first { $0.kind == .button && $0.label == label }
        precondition(control != nil, "no button \(label) on screen: \(graph.renderTree())")
        return graph.perform("tap \(label)") { if control?.isEnabled == true { control?.tap?() } }
    }

    /// Sets the text of the field labelled `label`.
    @discardableResult
    func type(_ text: String, into label: String) -> TraceStep {
        let control = graph.controlsOnScreen().map(\.control).first { $0.kind == .textField && $0.label == label }
        precondition(control != nil, "no text field \(label) on screen")
        return graph.perform("type \(label)") { control?.setText?(text) }
    }

    /// Flips the toggle labelled `label`.
    @discardableResult
    func toggle(_ label: String) -> TraceStep {
        let control = graph.controlsOnScreen().map(\.control).first { $0.kind == .toggle && $0.label == label }
        precondition(control != nil, "no toggle \(label) on screen")
        return graph.perform("toggle \(label)") { control?.flip?() }
    }

    /// The screen as the `tree` command draws it.
    var tree: [String] { graph.renderTree() }
}

extension TraceStep {
    /// Bodies run in this step by the one view whose path is `name` or ends in `/name`.
    func runs(_ name: String) -> Int {
        views.first { $0.view == name || $0.view.hasSuffix("/" + name) }?.runs ?? 0
    }

    /// The `_printChanges` lines of that view's evaluations in this step.
    func printChanges(_ name: String) -> [String] {
        events.filter { $0.kind == .evaluation && ($0.view == name || ($0.view ?? "").hasSuffix("/" + name)) }
            .compactMap(\.printChanges)
    }

    /// The detail of that view's evaluations (the named causes).
    func causes(_ name: String) -> [String] {
        events.filter { $0.kind == .evaluation && ($0.view == name || ($0.view ?? "").hasSuffix("/" + name)) }
            .compactMap(\.detailText)
    }

    func events(_ kind: TraceEvent.Kind) -> [TraceEvent] {
        events.filter { $0.kind == kind }
    }
}

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

/// Using the simulated screen: what a learner's tap, toggle and keystrokes do, each
/// one action of the graph. The shell, scripts and the testing library all act here.
extension ViewGraph {
    /// Every control on screen, in tree order.
    public func controls() -> [ControlInfo] {
        controlsOnScreen().map { control, view in
            ControlInfo(kind: ControlInfo.Kind(rawValue: control.kind.rawValue) ?? .button, label: control.label,
                        value: withoutTracking { control.currentValue?() }, view: view.path)
        }
    }

    /// Taps the button labelled `label`; `command` names the step (`tap "Add order"`).
    public func tap(_ label: String, command: String) throws(ActionError) -> TraceStep {
        let control = try control(labelled: label, kind: .button)
        return perform(command) { control.tap?() }
    }

    /// Flips the toggle labelled `label`, or sets it to `value`.
    public func toggle(_ label: String, to value: Bool? = nil, command: String) throws(ActionError) -> TraceStep {
        let control = try control(labelled: label, kind: .toggle)
        return perform(command) {
            if let value { control.setBool?(value) } else { control.flip?() }
        }
    }

    /// Types `text` into the text field labelled `label`, one keystroke per transaction,
    /// after what it already holds.
    public func typeText(_ text: String, into label: String, command: String) throws(ActionError) -> TraceStep {
        let control = try control(labelled: label, kind: .textField)
        var current = withoutTracking { control.text?() } ?? ""
        let keystrokes = text.map { character -> () -> Void in
            current.append(character)
            let value = current
            return { control.setText?(value) }
        }
        return perform(command, transactions: keystrokes)
    }

    /// The control of that kind whose label is `label` (exactly, else ignoring case).
    private func control(labelled label: String, kind: Control.Kind) throws(ActionError) -> Control {
        if let crash { throw .crashed(message: crash.message) }
        // One view shows the label: look there only, whatever the size of the tree.
        let holders = nodesShowingControl(labelled: label)
        if holders.count == 1 {
            let own = holders[0].ownControls.filter { $0.kind == kind }
            if let exact = own.first(where: { $0.label == label }) { return exact }
            if let loose = own.first(where: { $0.label.lowercased() == label.lowercased() }) { return loose }
        }
        let candidates = controlsOnScreen().map(\.control).filter { $0.kind == kind }
        if let exact = candidates.first(where: { $0.label == label }) { return exact }
        if let loose = candidates.first(where: { $0.label.lowercased() == label.lowercased() }) { return loose }
        let publicKind = ControlInfo.Kind(rawValue: kind.rawValue) ?? .button
        throw .noSuchControl(label: label, kind: publicKind, available: candidates.map(\.label))
    }

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

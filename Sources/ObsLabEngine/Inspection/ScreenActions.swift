import ObsLab

/// A control on screen, as the learner sees it.
package struct ControlInfo: Equatable, Sendable {
    package let kind: ControlKind
    public let label: String
    /// The shown value of a toggle (`on`/`off`) or text field (`"text"`).
    public let value: String?
    /// The path of the view whose body made the control.
    public let view: String
    /// A picker's options, as shown.
    public var options: [String] = []
}

/// Why an action could not be performed; `text(in:)` says it in a language.
package enum ActionError: Error, Equatable, Sendable {
    case noSuchControl(label: String, kind: ControlKind, available: [String])
    case noSuchAction(name: String, available: [String])
    case crashed(message: String)
    /// The picker or slider has no such choice.
    case noSuchChoice(label: String, value: String, options: [String])
    /// `dismiss` with nothing presented.
    case nothingPresented
    /// `pop` with no view pushed.
    case nothingPushed
    /// `scroll` naming no lazy container on screen (`available`: the ones there are).
    case noLazyContainer(name: String?, available: [String])
    /// `refresh` with no refreshable list or scroll view on screen.
    case nothingRefreshable

    /// Whether the scenario has crashed: a front end says how to start again.
    package var isCrash: Bool {
        if case .crashed = self { true } else { false }
    }
}

/// Where `scroll` moves a lazy container's window: to a row (1-based, the window's first),
/// a screen down or up, the top or the bottom.
package enum ScrollTarget: Equatable, Sendable {
    case row(Int), down, up, top, bottom
}

/// Using the simulated screen: what a learner's tap, toggle and keystrokes do, each
/// one action of the graph. The shell, scripts and the testing library all act here.
extension ViewGraph {
    /// Every control on screen, in tree order.
    package func controls() -> [ControlInfo] {
        controlsOnScreen().map { control, view in
            var info = ControlInfo(kind: control.kind, label: control.label,
                                   value: withoutTracking { control.currentValue?() }, view: view.path)
            info.options = control.options
            return info
        }
    }

    /// Taps the button labelled `label`; `command` names the step (`tap "Add order"`).
    package func tap(_ label: String, command: String) throws(ActionError) -> TraceStep {
        let control = try control(labelled: label, kind: .button)
        return perform(command) { if control.isEnabled { control.tap?() } }
    }

    /// Chooses `value` in the picker labelled `label` (by the option's text), or sets the
    /// slider labelled `label` to the number `value`.
    package func choose(_ value: String, in label: String, command: String) throws(ActionError) -> TraceStep {
        let control = try control(labelled: label, kinds: [.picker, .slider])
        let valid = if let accepts = control.acceptsChoice {
            accepts(value)
        } else if control.kind == .slider {
            Double(value).map(\.isFinite) ?? false
        } else {
            control.options.contains { $0.lowercased() == value.lowercased() }
        }
        guard valid else {
            throw .noSuchChoice(label: control.label, value: value, options: control.choiceHint.map { [$0] } ?? control.options)
        }
        return perform(command) { if control.isEnabled { _ = control.choose?(value) } }
    }

    /// Taps the plus (`by: 1`) or minus (`by: -1`) of the stepper labelled `label`.
    package func step(_ label: String, by direction: Int, command: String) throws(ActionError) -> TraceStep {
        let control = try control(labelled: label, kind: .stepper)
        return perform(command) { if control.isEnabled { control.step?(direction) } }
    }

    /// Dismisses the front-most presentation (sheet, cover, popover, alert, dialog), as
    /// a swipe down or a tap outside would.
    package func dismissPresentation(command: String) throws(ActionError) -> TraceStep {
        if let crash { throw .crashed(message: crash.message) }
        guard let host = frontmostPresentation() else { throw .nothingPresented }
        return perform(command) { host.dismissFromOutside() }
    }

    /// Pops the top view of the innermost navigation stack that has one pushed, as its
    /// back button would.
    package func popNavigation(command: String) throws(ActionError) -> TraceStep {
        if let crash { throw .crashed(message: crash.message) }
        guard let stack = innermostPushedStack() else { throw .nothingPushed }
        return perform(command) { stack.popFromOutside() }
    }

    /// Scrolls the lazy container named `name` (`List`, `LazyVStack`, …; the first in tree
    /// order, or the first of any kind when `name` is nil) to `target`: its window moves and
    /// the rows that come into it are built (docs/rules/lazy-containers.md).
    package func scroll(_ name: String?, to target: ScrollTarget, command: String) throws(ActionError) -> TraceStep {
        if let crash { throw .crashed(message: crash.message) }
        let containers = lazyContainersOnScreen()
        guard let (container, node) = containers.first(where: { name == nil || $0.container.name == name }) else {
            var names: [String] = []
            for (container, _) in containers where !names.contains(container.name) { names.append(container.name) }
            throw .noLazyContainer(name: name, available: names)
        }
        let last = max(0, container.rowCount - container.size)
        let start = switch target {
        case .row(let row): row - 1
        case .down: container.start + container.size
        case .up: container.start - container.size
        case .top: 0
        case .bottom: last
        }
        return perform(command) {
            scrollLazyContainer(container.key, in: node, toRow: min(max(0, start), last))
        }
    }

    /// Pulls down the first refreshable `List` or `ScrollView` on screen: its `refreshable`
    /// action runs as a task, and what it writes is flushed in this step.
    package func refresh(command: String) throws(ActionError) -> TraceStep {
        if let crash { throw .crashed(message: crash.message) }
        guard let step = pullToRefresh(action: command) else { throw .nothingRefreshable }
        return step
    }

    /// Lets `seconds` pass on the lab's clock: each sleeping task that wakes and each
    /// timer tick on the way is an update of its own, in the order of their instants.
    package func wait(_ seconds: Double, command: String) throws(ActionError) -> TraceStep {
        if let crash { throw .crashed(message: crash.message) }
        return passTime(seconds, action: command)
    }

    /// The presentation shown last in tree order: the one in front.
    func frontmostPresentation() -> (any DismissibleHost)? {
        guard let root else { return nil }
        return root.subtree().reversed().lazy.compactMap { $0.view as? any DismissibleHost }.first { $0.isShowing }
    }

    /// The deepest navigation stack with a view pushed.
    func innermostPushedStack() -> (any NavigationStackHost)? {
        guard let root else { return nil }
        return root.subtree().reversed().lazy.compactMap { $0.view as? any NavigationStackHost }.first { $0.depthOnScreen > 0 }
    }

    /// Flips the toggle labelled `label`, or sets it to `value`.
    package func toggle(_ label: String, to value: Bool? = nil, command: String) throws(ActionError) -> TraceStep {
        let control = try control(labelled: label, kind: .toggle)
        return perform(command) {
            guard control.isEnabled else { return }
            if let value { control.setBool?(value) } else { control.flip?() }
        }
    }

    /// Types `text` into the text field labelled `label`, one keystroke per transaction,
    /// after what it already holds. The field takes the focus with the first keystroke: the
    /// field edited before ends its edit then (a field of a formatted value writes its value).
    package func typeText(_ text: String, into label: String, command: String) throws(ActionError) -> TraceStep {
        let control = try control(labelled: label, kind: .textField)
        var current = withoutTracking { control.text?() } ?? ""
        var isFirst = true
        // Each keystroke extends the text when it runs: nothing is kept per keystroke.
        let keystrokes = text.map { character -> () -> Void in
            { [unowned self] in
                guard control.isEnabled else { return }
                if isFirst {
                    isFirst = false
                    fieldEditing.beginEditing(control)
                }
                current.append(character)
                control.setText?(current)
            }
        }
        return perform(command, transactions: keystrokes)
    }

    /// Clears the text field labelled `label`, as selecting all its text and deleting it
    /// does: one edit, in one transaction, that writes an empty text (a field of a formatted
    /// value writes its value when the edit is committed). The field takes the focus, as
    /// with `typeText`; `type` after it replaces what the field held.
    package func clearText(_ label: String, command: String) throws(ActionError) -> TraceStep {
        let control = try control(labelled: label, kind: .textField)
        return perform(command) {
            guard control.isEnabled else { return }
            fieldEditing.beginEditing(control)
            control.setText?("")
        }
    }

    /// Presses the return key in the text field labelled `label`: the edit is committed (a
    /// field of a formatted value writes its value), the field loses the focus, and its
    /// `onCommit:` and `onSubmit` actions run, in that order, in one transaction.
    package func submit(_ label: String, command: String) throws(ActionError) -> TraceStep {
        let control = try control(labelled: label, kind: .textField)
        return perform(command) {
            guard control.isEnabled else { return }
            fieldEditing.submit(control)
        }
    }

    /// The control of that kind whose label is `label` (exactly, else ignoring case).
    private func control(labelled label: String, kind: ControlKind) throws(ActionError) -> Control {
        try control(labelled: label, kinds: [kind])
    }

    /// The control of one of those kinds whose label is `label` (exactly, else ignoring
    /// case, else the one label that starts with it: "Scoops" finds "Scoops: 2").
    private func control(labelled label: String, kinds: [ControlKind]) throws(ActionError) -> Control {
        if let crash { throw .crashed(message: crash.message) }
        // One view shows the label: look there only, whatever the size of the tree.
        let holders = nodesShowingControl(labelled: label)
        if holders.count == 1 {
            let own = ownControls(of: holders[0]).filter { kinds.contains($0.kind) }
            if let exact = own.first(where: { $0.label == label }) { return exact }
            if let loose = own.first(where: { $0.label.lowercased() == label.lowercased() }) { return loose }
        }
        let candidates = controlsOnScreen().map(\.control).filter { kinds.contains($0.kind) }
        if let exact = candidates.first(where: { $0.label == label }) { return exact }
        if let loose = candidates.first(where: { $0.label.lowercased() == label.lowercased() }) { return loose }
        let prefixed = candidates.filter { $0.label.lowercased().hasPrefix(label.lowercased()) }
        if prefixed.count == 1, !label.isEmpty { return prefixed[0] }
        throw .noSuchControl(label: label, kind: kinds[0], available: candidates.map(\.label))
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
                    if index < node.children.count { collect(Array(node.children[index].render), in: node.children[index]) }
                case .text, .image: break
                }
            }
        }
        collect(Array(root.render), in: root)
        return result
    }
}

/// A view whose dependencies or part of the screen may differ from what the graph last
/// handed out: what it depends on and what it shows now.
public struct ViewChange: Sendable {
    /// The view's path.
    public let path: String
    /// What the view depends on now, as ``ViewGraph/dependencyGraph()`` gives it.
    public let dependencies: [Dependency]
    /// The view on screen as ``ViewGraph/screenSnapshot()`` draws it, except that the
    /// custom views inside it come with their path, name and bodies but without their
    /// items (each has its own change when it changed).
    public let screen: ScreenItem
}

/// The views that may have changed since the graph last handed its changes out
/// (``ViewGraph/takeViewChanges()``), and what finding them cost.
public struct ViewChanges: Sendable {
    /// In tree order.
    public let views: [ViewChange]
    /// How many views the graph looked at: those that ran, were invalidated or handed a
    /// new value or environment, those whose dependencies name an object or property the
    /// lab could not name yet, and those showing a control with a value. Never the tree.
    public let examined: Int
}

/// What the graph notes for a reader that follows its changes (the live page): the views
/// that may depend on or show something new since the reader last asked.
@MainActor
final class ViewChangeLog {
    /// Views that ran, were invalidated, or were handed a new value or environment.
    private var touched: [ObjectIdentifier: ViewNode] = [:]
    /// Views whose last dependencies named an object or a property the lab could not name:
    /// a name learned later changes them without their body running.
    private var unresolved: [ObjectIdentifier: ViewNode] = [:]
    /// The shown values of each view's controls that have one, as last handed out: a
    /// binding may read anything, so a value can change without the view's body running.
    private var shownValues: [ObjectIdentifier: [String]] = [:]

    func touch(_ node: ViewNode) {
        touched[ObjectIdentifier(node)] = node
    }

    func noteDependencies(of node: ViewNode, allNamed: Bool) {
        if allNamed {
            unresolved[ObjectIdentifier(node)] = nil
        } else {
            unresolved[ObjectIdentifier(node)] = node
        }
    }

    /// Forgets what was touched and remembers the values shown now.
    func restart(showing nodes: [ViewNode], values: (ViewNode) -> [String]) {
        touched = [:]
        shownValues = [:]
        for node in nodes { shownValues[ObjectIdentifier(node)] = values(node) }
    }

    /// The views that may have changed, and how many were looked at; forgets them.
    func take(showing nodes: [ViewNode], values: (ViewNode) -> [String]) -> (nodes: [ViewNode], examined: Int) {
        var found = touched
        for (id, node) in unresolved where node.isAlive { found[id] = node }
        var shown: [ObjectIdentifier: [String]] = [:]
        shown.reserveCapacity(nodes.count)
        for node in nodes {
            let id = ObjectIdentifier(node)
            let now = values(node)
            if shownValues[id] != now { found[id] = node }
            shown[id] = now
        }
        let examined = touched.count + unresolved.count + nodes.count
        touched = [:]
        shownValues = shown
        unresolved = unresolved.filter { $0.value.isAlive }
        return (found.values.filter(\.isAlive).sorted { $0.precedes($1) }, examined)
    }
}

extension ViewGraph {
    /// Starts following which views change, or starts again: call it right before reading
    /// the whole state (``dependencyGraph()``, ``screenSnapshot()``); from then on,
    /// ``takeViewChanges()`` gives what changed since, in proportion to the views that
    /// ran or changed, not to the tree.
    public func followViewChanges() {
        let log = viewChangeLog ?? ViewChangeLog()
        viewChangeLog = log
        log.restart(showing: nodesShowingValues, values: shownValues(of:))
    }

    /// The views whose dependencies or part of the screen may have changed since
    /// ``followViewChanges()`` or the last call, with what they depend on and show now;
    /// nil when the graph does not follow its changes. A view not listed depends on and
    /// shows what it did.
    public func takeViewChanges() -> ViewChanges? {
        guard let log = viewChangeLog else { return nil }
        let (nodes, examined) = log.take(showing: nodesShowingValues, values: shownValues(of:))
        let views = nodes.map { node in
            ViewChange(path: node.path, dependencies: dependencies(of: node), screen: screenItem(of: node, deep: false))
        }
        return ViewChanges(views: views, examined: examined)
    }

    /// The values `node`'s own controls show, for the controls that show one.
    private func shownValues(of node: ViewNode) -> [String] {
        ownControls(of: node).compactMap { control in
            control.currentValue.map { value in withoutTracking { value() } }
        }
    }
}

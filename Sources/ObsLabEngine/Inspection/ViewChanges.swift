import ObsLab

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
    package let screen: ScreenItem
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

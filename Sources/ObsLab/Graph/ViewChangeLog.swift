/// What the graph notes for a reader that follows its changes (the live page): the views
/// that may depend on or show something new since the reader last asked.
@MainActor
package final class ViewChangeLog {
    package init() {}

    /// Views that ran, were invalidated, or were handed a new value or environment.
    private var touched: [ObjectIdentifier: ViewNode] = [:]
    /// Views whose last dependencies named an object or a property the lab could not name:
    /// a name learned later changes them without their body running.
    private var unresolved: [ObjectIdentifier: ViewNode] = [:]
    /// The shown values of each view's controls that have one, as last handed out: a
    /// binding may read anything, so a value can change without the view's body running.
    private var shownValues: [ObjectIdentifier: [String]] = [:]

    package func touch(_ node: ViewNode) {
        touched[ObjectIdentifier(node)] = node
    }

    package func noteDependencies(of node: ViewNode, allNamed: Bool) {
        if allNamed {
            unresolved[ObjectIdentifier(node)] = nil
        } else {
            unresolved[ObjectIdentifier(node)] = node
        }
    }

    /// Forgets what was touched and remembers the values shown now.
    package func restart(showing nodes: [ViewNode], values: (ViewNode) -> [String]) {
        touched = [:]
        shownValues = [:]
        for node in nodes { shownValues[ObjectIdentifier(node)] = values(node) }
    }

    /// The views that may have changed, and how many were looked at; forgets them.
    package func take(showing nodes: [ViewNode], values: (ViewNode) -> [String]) -> (nodes: [ViewNode], examined: Int) {
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

/// Scrolling a lazy container (docs/rules/lazy-containers.md): its window moves, the rows
/// that come into it are built and appear, the rows that leave it disappear and their
/// state goes. The body that holds the container does not run: SwiftUI builds the rows
/// from the output that body last returned, and so does the lab.
@MainActor
extension ViewGraph {
    /// The lazy containers on screen, in tree order, with the view whose body shows each.
    package func lazyContainersOnScreen() -> [(container: LazyContainerRecord, view: ViewNode)] {
        guard let root else { return [] }
        var found: [(LazyContainerRecord, ViewNode)] = []
        for node in root.subtree() {
            guard let content = node.lazyContent else { continue }
            for container in content.containers { found.append((container, node)) }
        }
        return found
    }

    /// Moves the window of the container `key` in `node`'s output to start at row `start`
    /// (0-based) and walks that output again, as one action: the rows that came in are new
    /// views (their bodies run in this update's flush, their `onAppear` after it), the rows
    /// that went are destroyed (their `onDisappear` runs). Returns the container as it
    /// is now.
    @discardableResult
    package func scrollLazyContainer(_ key: String, in node: ViewNode, toRow start: Int) -> LazyContainerRecord? {
        guard let content = node.lazyContent else { return nil }
        // Its output changes without its body running: a reader of the changes (the live
        // page) must look at it again.
        viewChangeLog?.touch(node)
        content.starts[key] = start
        let previousNode = evaluatingNode, previousGraph = Self.evaluating
        evaluatingNode = node
        Self.evaluating = self
        var walker = StructureWalker(environment: node.environment)
        walker.ownerPath = node.path
        walker.recordsChildPreferences = node.insidePreferenceReader
        walker.lazyWindowStarts = content.starts
        walker.visit(content.output, component: nil)
        evaluatingNode = previousNode
        Self.evaluating = previousGraph
        content.containers = walker.lazyContainers
        // The next body run compares its output with this one, made again from what the node holds.
        node.fingerprint = nil
        node.shownValues = shownValues(of: walker.items)
        isScrolling = true
        apply(walker, to: node, keepingActions: true)
        isScrolling = false
        let scrolled = walker.lazyContainers.first { $0.key == key }
        if let scrolled {
            recorder.record(TraceEvent(kind: .callback, view: node.path,
                                       detail: .lazyContainerScrolled(container: scrolled.name,
                                                                      view: ViewLifecycle.declaringName(of: node),
                                                                      rows: scrolled.shownRows, of: scrolled.rowCount)))
        }
        // Rows of text alone make no view to run: their appear actions run now, as after a pass.
        if !hasInvalidViews { runLifecycleActions(afterPass: 1) }
        return scrolled
    }
}

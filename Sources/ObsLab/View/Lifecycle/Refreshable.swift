/// The action that refreshes a view's content. `.refreshable { … }` puts one in the
/// environment (`EnvironmentValues.refresh`); a `List` or `ScrollView` there offers it to a
/// pull, which the lab's `refresh` verb is: the action runs as a task, and what it writes is
/// flushed as the tasks' writes are (docs/rules/time.md).
public struct RefreshAction: Sendable {
    /// On the main actor, as `.task`'s action: a closure written in a body updates the
    /// view's state there.
    let action: @MainActor @Sendable () async -> Void

    /// Runs the refresh action and returns when it has finished. On the caller's actor
    /// (`nonisolated(nonsending)`): called from a view's task, it comes back to the main
    /// actor without a hop through the global pool, which a loaded machine could delay
    /// past the step's end (docs/rules/time.md).
    public nonisolated(nonsending) func callAsFunction() async { await action() }
}

struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the views here (`.refreshable`), nil when there is none.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Marks the view as refreshable: a `List` or `ScrollView` in it runs `action` when
    /// pulled (`refresh` in the lab).
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        let refresh = RefreshAction(action: action)
        return EnvironmentModifiedView(content: self, modification: EnvironmentModification(
            target: "refresh", value: nil) { $0.refresh = refresh })
    }
}

extension StructureWalker {
    /// A scrollable container (`List`, `ScrollView`): named as the tree shows it, with
    /// `(refreshable)` when the environment has a refresh action, which it offers to a pull.
    mutating func scrollableContainer(_ name: String, _ content: (inout StructureWalker) -> Void) {
        guard let refresh = environment.refresh else {
            container(name, content)
            return
        }
        refreshActions.append(refresh)
        container(name + " (refreshable)", content)
    }
}

extension ViewGraph {
    /// Pulls the first refreshable `List` or `ScrollView` on screen, in tree order, as a
    /// person pulls it down: its refresh action starts as a task after this transaction,
    /// and what it writes is flushed in the same step. Nil when nothing on screen refreshes.
    package func pullToRefresh(action: String) -> TraceStep? {
        guard let (node, refresh) = firstRefreshable() else { return nil }
        return perform(action) {
            recorder.record(TraceEvent(kind: .callback, view: node.path,
                                       detail: .refreshStarted(view: ViewLifecycle.declaringName(of: node))))
            letsTasksRun = true
            _ = startTask { await refresh() }
        }
    }

    private func firstRefreshable() -> (ViewNode, RefreshAction)? {
        guard let root else { return nil }
        for node in root.subtree() {
            // The entry is this node's, not a gone node's whose address it took.
            if let entry = refreshableNodes[ObjectIdentifier(node)], entry.node === node,
               let refresh = entry.actions.first { return (node, refresh) }
        }
        return nil
    }
}

/// A view whose last body pass offers refresh actions.
@MainActor
struct RefreshableNode {
    weak var node: ViewNode?
    let actions: [RefreshAction]
}

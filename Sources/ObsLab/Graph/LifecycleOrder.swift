/// The order in which the lifecycle actions of one update run (docs/rules/lifecycle-order.md):
///
/// 1. `onDisappear` of views removed with a transition (even `.identity`);
/// 2. `onAppear` and `onChange(of:initial: true)`, in the order written along a chain of
///    modifiers, a view's content before the modifiers around it, so a contained view's
///    actions before its container's (deepest first);
/// 3. `onChange` actions of changed values and the other `onDisappear` actions, in the
///    order the views ran (so a new view's `onAppear` comes before the `onDisappear` of
///    the view whose `.id` it replaced);
/// 4. task starts, after all of those, in the same order as the appear actions.
@MainActor
extension ViewGraph {
    /// Runs what the pass that just ended asked for, in that order.
    func runLifecycleActions(afterPass pass: Int) {
        if !pendingEarlyDisappearActions.isEmpty {
            let early = pendingEarlyDisappearActions
            pendingEarlyDisappearActions = []
            run(early, afterPass: pass)
        }
        if !pendingAppearActions.isEmpty {
            let appear = Self.lifecycleOrdered(pendingAppearActions)
            pendingAppearActions = []
            run(appear, afterPass: pass)
        }
        runCallbacks(afterPass: pass)
        if !pendingTaskStarts.isEmpty {
            let starts = Self.lifecycleOrdered(pendingTaskStarts)
            pendingTaskStarts = []
            run(starts, afterPass: pass)
        }
    }

    /// Queues an `onDisappear` action: before the appear actions when its view went with a
    /// transition, after them otherwise.
    func queueDisappearAction(_ callback: LifecycleCallback, beforeAppearActions: Bool) {
        if beforeAppearActions {
            pendingEarlyDisappearActions.append(callback)
        } else {
            pendingCallbacks.append(callback)
        }
    }

    /// `callbacks` in the lifecycle order: each view's own actions by their place in its
    /// body, a child's subtree at the place its parent's walk reached it.
    static func lifecycleOrdered(_ callbacks: [LifecycleCallback]) -> [LifecycleCallback] {
        guard callbacks.count > 1 else { return callbacks }
        let keyed = callbacks.map { (key: orderKey(of: $0), callback: $0) }
        return keyed.sorted { precedes($0.key, $1.key) }.map(\.callback)
    }

    /// From the root down: for each view on the way, its slot in its parent's order (a
    /// child before the parent's action at the same place) and its index among its
    /// siblings; last, the action's own place.
    private static func orderKey(of callback: LifecycleCallback) -> [(Int, Int, Int)] {
        guard let (node, order) = callback.place else { return [] }
        var key: [(Int, Int, Int)] = [(order, 1, 0)]
        var current: ViewNode? = node
        while let child = current, let parent = child.parent {
            key.append((child.lifecycleSlot, 0, child.indexInParent))
            current = parent
        }
        return key.reversed()
    }

    private static func precedes(_ lhs: [(Int, Int, Int)], _ rhs: [(Int, Int, Int)]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right { return left < right }
        return lhs.count < rhs.count
    }
}

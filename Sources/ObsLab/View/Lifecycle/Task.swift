/// Starts an asynchronous task when the view appears and cancels it when the view goes
/// away; with an id, cancels and restarts it whenever the id changes.
///
/// The task starts after the update that shows the view (the trace says so), runs on
/// the main actor, and its writes are flushed like any other: the lab lets the run loop
/// turn after each action once a view has started a task.
struct TaskView<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable?
    let action: @MainActor @Sendable () async -> Void

    func walk(into walker: inout StructureWalker) {
        walker.visit(content, component: nil)
        walker.lifecycle.tasks.append(LifecycleRequests.TaskRequest(
            key: walker.lifecycleKey("task"), order: walker.nextLifecycleOrder(), id: id, action: action))
    }
}

extension View {
    /// Runs `action` as a task while the view is on screen.
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        TaskView(content: self, id: nil, action: action)
    }

    /// Runs `action` as a task while the view is on screen, restarting it when `id` changes.
    public func task<T: Equatable & Hashable>(id value: T, priority: TaskPriority = .userInitiated,
                                              _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        TaskView(content: self, id: AnyHashable(value), action: action)
    }
}

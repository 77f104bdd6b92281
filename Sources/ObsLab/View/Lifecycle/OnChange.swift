/// Watches a value: when a later update of the view produces a different value, runs
/// the action after that update.
///
/// Rules (docs/rules/lifecycle.md): the value is compared with `==` each time the body
/// that holds the modifier runs; the action runs after the update, outside any body, so
/// a state write in it is allowed and causes another update in the same action (the
/// trace says "→ second update"). With `initial: true` it also runs after the first
/// update that shows the view. The two- and zero-parameter forms run the action made by
/// the body pass that produced the new value; the deprecated one-parameter form runs the
/// one made by the pass before, so the values it captured are the old ones.
struct OnChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let value: Value
    let initial: Bool
    let runsPreviousAction: Bool
    let action: @MainActor (Value, Value) -> Void

    init(content: Content, value: Value, initial: Bool, runsPreviousAction: Bool = false,
         action: @escaping @MainActor (Value, Value) -> Void) {
        self.content = content
        self.value = value
        self.initial = initial
        self.runsPreviousAction = runsPreviousAction
        self.action = action
    }

    func walk(into walker: inout StructureWalker) {
        let action = action
        // After the content, as `onAppear`: an initial run takes its place in that order.
        walker.visit(content, component: nil)
        walker.lifecycle.changes.append(LifecycleRequests.Change(
            key: walker.lifecycleKey("change"), order: initial ? walker.nextLifecycleOrder() : 0, value: value,
            isEqual: { [value] old in (old as? Value) == value }, initial: initial,
            runsPreviousAction: runsPreviousAction, valueTypeName: String(describing: Value.self),
            action: { old, new in
                guard let old = old as? Value, let new = new as? Value else { return }
                action(old, new)
            }))
    }
}

extension View {
    /// Runs `action` with the old and new values after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void)
    -> some View {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor () -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// The form before iOS 17: runs `action` with the new value after an update in
    /// which `value` changed. The action that runs is the one the previous body pass
    /// made: "The previous value may be captured by the closure to compare it to the new
    /// value" (Apple's documentation), as `{ [value] newValue in … }` does.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void)
    -> some View {
        OnChangeView(content: self, value: value, initial: false, runsPreviousAction: true) { _, new in action(new) }
    }
}

/// Watches a value: when a later update of the view produces a different value, runs
/// the action after that update.
///
/// Rules (docs/rules/lifecycle.md): the value is compared with `==` each time the body
/// that holds the modifier runs; the action runs after the update, outside any body, so
/// a state write in it is allowed and causes another update in the same action (the
/// trace says "→ second update"). With `initial: true` it also runs after the first
/// update that shows the view.
struct OnChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    func walk(into walker: inout StructureWalker) {
        let action = action
        walker.lifecycle.changes.append(LifecycleRequests.Change(
            key: walker.position + "#change\(walker.lifecycle.changes.count)", value: value,
            isEqual: { [value] old in (old as? Value) == value }, initial: initial,
            action: { old, new in
                guard let old = old as? Value, let new = new as? Value else { return }
                action(old, new)
            }))
        walker.visit(content, component: nil)
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
    /// which `value` changed.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void)
    -> some View {
        OnChangeView(content: self, value: value, initial: false) { _, new in action(new) }
    }
}

/// Runs an action after the update in which the view goes away: its identity is
/// destroyed (an `if` turned false, a sheet dismissed, a view popped).
struct OnDisappearView<Content: View>: View, PrimitiveView {
    let content: Content
    let action: @MainActor () -> Void

    func walk(into walker: inout StructureWalker) {
        walker.lifecycle.disappearActions.append(
            (walker.lifecycleKey("disappear"), action, walker.transitionDepth > 0))
        walker.visit(content, component: nil)
    }
}

extension View {
    /// Runs `action` after the view disappears.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        OnDisappearView(content: self, action: action ?? {})
    }
}

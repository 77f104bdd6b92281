/// A view that runs an action the first time it appears at its position.
struct OnAppearView<Content: View>: View, PrimitiveView {
    let content: Content
    let action: @MainActor () -> Void

    func walk(into walker: inout StructureWalker) {
        // After the content: the order written along a chain of modifiers, content first.
        walker.visit(content, component: nil)
        walker.registerAppearAction(action)
    }
}

extension View {
    /// Runs `action` after the view first appears (after the update that creates it), in
    /// the order written among the view's `onAppear` and `onChange(of:initial: true)`
    /// actions, after those of the views it contains (docs/rules/lifecycle-order.md).
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        OnAppearView(content: self, action: action)
    }
}

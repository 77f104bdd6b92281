/// A view that runs an action the first time it appears at its position.
struct OnAppearView<Content: View>: View, PrimitiveView {
    let content: Content
    let action: @MainActor () -> Void

    func walk(into walker: inout StructureWalker) {
        walker.registerAppearAction(action)
        walker.visit(content, component: nil)
    }
}

extension View {
    /// Runs `action` after the view first appears (after the update that creates it).
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        OnAppearView(content: self, action: action)
    }
}

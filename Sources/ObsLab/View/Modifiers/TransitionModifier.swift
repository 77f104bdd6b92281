/// A view given a transition with `.transition(_:)`. The lab draws no animation; what the
/// transition changes is the order of lifecycle actions: when the view is removed, its
/// `onDisappear` actions run before the `onAppear` actions of the same update (a view
/// whose `.id` changed: the old one's disappear, then the new one's appear), as SwiftUI
/// does with any transition, `.identity` included (docs/rules/lifecycle-order.md).
struct TransitionView<Content: View>: View, PrimitiveView {
    let content: Content
    let transition: AnyTransition

    func walk(into walker: inout StructureWalker) {
        walker.visitWithTransition(content)
    }
}

extension View {
    /// Associates a transition with the view: when it is removed, its `onDisappear`
    /// actions run before the appear actions of the views inserted in the same update.
    public func transition(_ transition: AnyTransition) -> some View {
        TransitionView(content: self, transition: transition)
    }
}

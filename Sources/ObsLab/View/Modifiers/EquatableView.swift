/// A view the graph compares with its own `==` instead of field by field, made with
/// `.equatable()`. This is how a child holding a closure avoids re-running each time
/// its parent does.
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
    let content: Content

    func walk(into walker: inout StructureWalker) {
        walker.visitCustom(content, comparison: .equatable { lhs, rhs in
            guard let lhs = lhs as? Content, let rhs = rhs as? Content else { return false }
            return lhs == rhs
        })
    }
}

extension View where Self: Equatable {
    /// Compares this view with `==` to decide whether its body must run again.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

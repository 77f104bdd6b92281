/// Builds view hierarchies from closures, with `if`/`else`, optionals and several
/// children, the way SwiftUI's `@ViewBuilder` does.
@resultBuilder @MainActor
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for view in repeat each content { children.append(view) }
        return TupleView(children: children)
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(branch: .first(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(branch: .second(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> Content { content }
}

/// Several views built by one `@ViewBuilder` block. Each child's position is part of
/// its identity.
public struct TupleView<T>: View, PrimitiveView {
    let children: [any View]

    func walk(into walker: inout StructureWalker) {
        for (index, child) in children.enumerated() {
            walker.visit(child, component: "\(index)")
        }
    }
}

/// The two branches of an `if`/`else`. Each branch has its own identity, so switching
/// branches destroys the other branch's state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Branch {
        case first(TrueContent)
        case second(FalseContent)
    }
    let branch: Branch

    func walk(into walker: inout StructureWalker) {
        switch branch {
        case .first(let view): walker.visit(view, component: "if")
        case .second(let view): walker.visit(view, component: "else")
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func walk(into walker: inout StructureWalker) {
        if let view = self { walker.visit(view, component: "some") }
    }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    func walk(into walker: inout StructureWalker) {}
}

/// A reusable modifier with a body of its own: `struct Card: ViewModifier { func
/// body(content: Content) -> some View { … } }`, applied with `.modifier(Card())`.
///
/// The lab gives an applied modifier its own place in the graph, named after the
/// modifier type: its `@State` lives there, and its body runs like a view's. The content
/// it wraps is a position inside it.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier`'s body wraps.
public struct _ViewModifier_Content: View, PrimitiveView {
    let content: AnyView
    func walk(into walker: inout StructureWalker) {
        walker.visit(content, component: "content")
    }
}

/// A view with a `ViewModifier` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, RuntimeNamedView, PropertyHost {
    let content: Content
    let modifier: Modifier

    package var runtimeName: String { "\(Modifier.self)" }
    package var isSwiftUIsOwn: Bool { false }
    package var bodyType: Any.Type? { Modifier.self }
    var propertyOwner: Any { modifier }

    public var body: some View {
        modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Horizontal alignment, accepted for source compatibility and ignored.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
/// Vertical alignment, accepted for source compatibility and ignored.
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline }

/// Children stacked vertically.
public struct VStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func walk(into walker: inout StructureWalker) {
        walker.container("VStack") { $0.visit(content, component: nil) }
    }
}

/// Children side by side.
public struct HStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func walk(into walker: inout StructureWalker) {
        walker.container("HStack") { $0.visit(content, component: nil) }
    }
}

/// Children grouped without layout of their own.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func walk(into walker: inout StructureWalker) {
        walker.visit(content, component: nil)
    }
}

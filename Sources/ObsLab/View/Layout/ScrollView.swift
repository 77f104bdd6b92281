/// A scrollable region. The lab shows all of its content.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func walk(into walker: inout StructureWalker) {
        walker.scrollableContainer("ScrollView") { $0.visit(content, component: nil) }
    }
}

/// A horizontal or vertical dimension.
public enum Axis: Sendable, Hashable {
    case horizontal, vertical

    /// A set of axes (`[.horizontal, .vertical]`).
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

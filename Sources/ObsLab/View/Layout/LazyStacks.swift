/// A vertical stack that SwiftUI builds lazily as rows scroll into view. The lab has no
/// screen to scroll, so every row is built, as if all were visible.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func walk(into walker: inout StructureWalker) {
        walker.container("LazyVStack") { $0.visit(content, component: nil) }
    }
}

/// A horizontal stack built lazily in SwiftUI; every column is built in the lab.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func walk(into walker: inout StructureWalker) {
        walker.container("LazyHStack") { $0.visit(content, component: nil) }
    }
}

/// Section headers and footers a lazy stack pins while scrolling; accepted and ignored.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

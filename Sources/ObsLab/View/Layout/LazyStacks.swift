/// A vertical stack that builds its rows lazily, as they scroll into view: the lab builds
/// the rows of its window (`LazyWindow.rows` of them; `scroll` moves it), and a row's
/// `onAppear` runs when it comes into the window (docs/rules/lazy-containers.md).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func walk(into walker: inout StructureWalker) {
        walker.lazyContainer("LazyVStack") { $0.visit(content, component: nil) }
    }
}

/// A horizontal stack that builds its columns lazily, as they scroll into view; the lab
/// builds the columns of its window, as `LazyVStack` does its rows.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func walk(into walker: inout StructureWalker) {
        walker.lazyContainer("LazyHStack") { $0.visit(content, component: nil) }
    }
}

/// Section headers and footers a lazy stack pins while scrolling; accepted and ignored.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

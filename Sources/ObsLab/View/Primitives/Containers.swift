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

/// A scrolling list of rows, built lazily as they scroll into view: the lab builds the
/// rows of its window (`LazyWindow.rows` of them; `scroll` moves it), as `LazyVStack` does.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func walk(into walker: inout StructureWalker) {
        walker.lazyContainer("List") { $0.visit(content, component: nil) }
    }
}

extension List {
    /// A list with one row per element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with one row per identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.content = ForEach(data, id: \.id, content: rowContent)
    }
}

/// How a lazy grid sizes one column (`LazyVGrid`) or row (`LazyHGrid`); the lab has no
/// layout, so it only counts how many columns a grid declares.
public struct GridItem: Sendable {
    /// How wide a column (or tall a row) is.
    public enum Size: Sendable {
        /// One column of this size.
        case fixed(Double)
        /// One column sharing the room with the other flexible ones.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns as fit, each at least `minimum` wide.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// The column's size.
    public var size: Size
    /// The room after the column.
    public var spacing: Double?
    /// How the column's cells align.
    public var alignment: Alignment?

    /// A column (or row) of a lazy grid.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that fills its columns left to right, then row after row, built lazily as rows
/// scroll in. As with `LazyVStack`, the lab builds the cells of its window (`LazyWindow.rows`
/// lines of its columns): each cell's position (or `ForEach` id) is its identity, and the
/// tree shows the cells in order.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let content: Content
    let columns: Int

    /// A grid with `columns`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        self.columns = columns.count
    }

    func walk(into walker: inout StructureWalker) {
        walker.lazyContainer("LazyVGrid", lines: columns) { $0.visit(content, component: nil) }
    }
}

/// A grid that fills its rows top to bottom, then column after column, built lazily as
/// columns scroll in (see `LazyVGrid`).
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let content: Content
    let rows: Int

    /// A grid with `rows`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.content = content()
        self.rows = rows.count
    }

    func walk(into walker: inout StructureWalker) {
        walker.lazyContainer("LazyHGrid", lines: rows) { $0.visit(content, component: nil) }
    }
}

/// A grid of `GridRow`s, all built (it is not lazy in SwiftUI either); each row and each
/// cell is a position of its own.
public struct Grid<Content: View>: View, PrimitiveView {
    let content: Content

    /// A grid of the rows in `content`.
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func walk(into walker: inout StructureWalker) {
        walker.container("Grid") { $0.visit(content, component: nil) }
    }
}

/// One row of a `Grid`: its views are the row's cells.
public struct GridRow<Content: View>: View, PrimitiveView {
    let content: Content

    /// A row of the cells in `content`.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func walk(into walker: inout StructureWalker) {
        walker.container("GridRow") { $0.visit(content, component: nil) }
    }
}

extension View {
    /// How many columns of a `Grid` the cell spans; accepted and ignored (no layout).
    public func gridCellColumns(_ count: Int) -> Self { self }
    /// How a `Grid`'s column aligns its cells; accepted and ignored.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> Self { self }
    /// Where a cell sits in its `Grid` cell; accepted and ignored.
    public func gridCellAnchor(_ anchor: UnitPoint) -> Self { self }
}

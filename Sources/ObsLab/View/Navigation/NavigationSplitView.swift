/// Two or three columns, where a selection in a column shows the next: a sidebar, an
/// optional content column, and a detail.
///
/// The lab is a phone, where SwiftUI collapses the split view into a single stack: the
/// sidebar is at the bottom, and the column on top is the one `preferredCompactColumn`
/// names (the split view keeps its own when none is bound; the sidebar first). A row
/// selected by a tap in a column's `List(selection:)` shows the next column on top; the
/// shell's `pop` goes back one column (its back button). Only the columns on the stack are
/// built. The split view is a view of its own (`ContentView/NavigationSplitView`) whose
/// body reads which column is on top; the columns' content is built by the body that made
/// the split view, so the view that owns the selection runs when it changes.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, RuntimeNamedView, NavigationStackHost {
    let sidebar: Sidebar
    /// The middle column; nil in a two-column split view.
    let content: Content?
    let detail: Detail
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    @State private var ownTopColumn = NavigationSplitViewColumn.sidebar
    @Retained private var route = SplitViewRoute()

    init(sidebar: Sidebar, content: Content?, detail: Detail, preferredCompactColumn: Binding<NavigationSplitViewColumn>?) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.preferredCompactColumn = preferredCompactColumn
    }

    package var runtimeName: String { "NavigationSplitView" }

    private var topColumn: Binding<NavigationSplitViewColumn> { preferredCompactColumn ?? $ownTopColumn }

    /// The columns on the collapsed stack, the sidebar first.
    private func stack(under top: NavigationSplitViewColumn) -> [NavigationSplitViewColumn] {
        var columns = [NavigationSplitViewColumn.sidebar]
        if content != nil, top != .sidebar { columns.append(.content) }
        if top == .detail { columns.append(.detail) }
        return columns
    }

    public var body: some View {
        let top = topColumn.wrappedValue
        let route = route
        route.topColumn = topColumn
        route.hasContentColumn = content != nil
        return SplitViewFrame(sidebar: sidebar, content: content, detail: detail, shown: stack(under: top), route: route)
    }

    package var depthOnScreen: Int { stack(under: topColumn.readUntracked()).count - 1 }

    package func popFromOutside() {
        let columns = stack(under: topColumn.readUntracked())
        guard columns.count > 1 else { return }
        topColumn.wrappedValue = columns[columns.count - 2]
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar whose selection the detail shows.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: nil)
    }

    /// A two-column split view; `columnVisibility` acts in regular sizes only, so a phone
    /// (the lab) ignores it.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: nil)
    }

    /// A two-column split view whose column on top of the collapsed stack is bound to
    /// `preferredCompactColumn`.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// A two-column split view with a column visibility (ignored on a phone) and a bound
    /// column on top.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView {
    /// A three-column split view: the sidebar's selection drives the content column, the
    /// content column's selection the detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil)
    }

    /// A three-column split view; `columnVisibility` acts in regular sizes only, so a phone
    /// (the lab) ignores it.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: nil)
    }

    /// A three-column split view whose column on top of the collapsed stack is bound to
    /// `preferredCompactColumn`.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// A three-column split view with a column visibility (ignored on a phone) and a bound
    /// column on top.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), preferredCompactColumn: preferredCompactColumn)
    }
}

/// A column of a `NavigationSplitView`: the one on top of the collapsed stack on a phone.
public struct NavigationSplitViewColumn: Hashable, Sendable, CustomStringConvertible {
    let index: Int

    /// The leading column.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 0) }
    /// The middle column of a three-column split view.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 1) }
    /// The detail column.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 2) }

    public var description: String { ["sidebar", "content", "detail"][index] }
}

/// Which leading columns a split view shows in regular sizes; a phone (the lab) shows one
/// column at a time, so the value is accepted and ignored.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// Every column.
    public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "all") }
    /// What the platform chooses.
    public static var automatic: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "automatic") }
    /// The content and detail columns of a three-column split view.
    public static var doubleColumn: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "doubleColumn") }
    /// The detail column alone.
    public static var detailOnly: NavigationSplitViewVisibility { NavigationSplitViewVisibility(name: "detailOnly") }
}

/// How a split view sizes its columns beside one another, accepted and ignored (a phone
/// shows one column at a time).
public protocol NavigationSplitViewStyle {}
/// The platform's split view style, accepted and ignored.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// Columns of balanced widths, accepted and ignored.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// A detail column kept large, accepted and ignored.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: Self { .init() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: Self { .init() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: Self { .init() }
}

extension View {
    /// The style of the split views in this view, accepted and ignored.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> Self { self }
    /// A column's width in a split view, accepted and ignored.
    public func navigationSplitViewColumnWidth(_ width: Double) -> Self { self }
    /// A column's width range in a split view, accepted and ignored.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> Self { self }
}

/// What a split view shares with its views: which column is on top, and how a column's
/// selection shows the next one.
@MainActor
final class SplitViewRoute {
    var topColumn: Binding<NavigationSplitViewColumn>?
    var hasContentColumn = false
    lazy var sidebar = SplitViewColumnRoute(route: self, column: .sidebar)
    lazy var content = SplitViewColumnRoute(route: self, column: .content)

    /// Puts the column after `column` on top.
    func show(after column: NavigationSplitViewColumn) {
        let next: NavigationSplitViewColumn = column == .sidebar && hasContentColumn ? .content : .detail
        topColumn?.wrappedValue = next
    }
}

/// A leading column of a split view, as its lists see it: a selection made there shows
/// the next column.
@MainActor
final class SplitViewColumnRoute {
    unowned let route: SplitViewRoute
    let column: NavigationSplitViewColumn

    init(route: SplitViewRoute, column: NavigationSplitViewColumn) {
        self.route = route
        self.column = column
    }

    func showNext() { route.show(after: column) }
}

struct SplitViewColumnKey: EnvironmentKey {
    static let defaultValue: SplitViewColumnRoute? = nil
}

extension EnvironmentValues {
    /// The split view column the view is in, if any.
    var splitViewColumn: SplitViewColumnRoute? {
        get { self[SplitViewColumnKey.self] }
        set { self[SplitViewColumnKey.self] = newValue }
    }
}

/// What a split view draws on a phone: the columns on its collapsed stack, the sidebar
/// first.
struct SplitViewFrame<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let shown: [NavigationSplitViewColumn]
    let route: SplitViewRoute

    func walk(into walker: inout StructureWalker) {
        let sidebarRoute = route.sidebar, contentRoute = route.content
        walker.withEnvironment(.init(target: "splitViewColumn", value: sidebarRoute) { $0.splitViewColumn = sidebarRoute }) {
            $0.container("sidebar") { $0.visit(sidebar, component: "sidebar") }
        }
        if let content, shown.contains(.content) {
            walker.withEnvironment(.init(target: "splitViewColumn", value: contentRoute) { $0.splitViewColumn = contentRoute }) {
                $0.container("content") { $0.visit(content, component: "content") }
            }
        }
        if shown.contains(.detail) {
            // The detail's own lists select nothing further.
            walker.withEnvironment(.init(target: "splitViewColumn", value: nil) { $0.splitViewColumn = nil }) {
                $0.container("detail") { $0.visit(detail, component: "detail") }
            }
        }
    }
}

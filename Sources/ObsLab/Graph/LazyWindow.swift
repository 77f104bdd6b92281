/// The visible window of a lazy container (`List`, `LazyVStack`, `LazyHStack`,
/// `LazyVGrid`, `LazyHGrid`): SwiftUI builds a row only when it scrolls into view, and the
/// lab, which has no screen, shows a fixed number of rows (docs/rules/lazy-containers.md).
enum LazyWindow {
    /// How many rows one screen shows: an iPhone 15's 852 points hold about sixteen
    /// 44-point rows (`defaultMinListRowHeight`) under a large title. A grid shows this
    /// many lines of its columns (or rows).
    static let rows = 16
}

/// A lazy container's rows during a walk: how many were met, which are in the window.
struct LazyRows {
    /// The first row in the window (0-based), and how many rows it holds.
    let start: Int
    let size: Int
    /// The rows met so far.
    var count = 0
    /// Whether the walk is at the container's row level (not inside one of its rows).
    var atRowLevel = true

    /// Counts the next row; whether it is in the window.
    mutating func take() -> Bool {
        defer { count += 1 }
        return count >= start && count < start + size
    }
}

/// A lazy container found in a body's output, as the last walk left it.
package struct LazyContainerRecord: Equatable, Sendable {
    /// Its place in the body (the walk's position and the container's name).
    package let key: String
    /// The container's SwiftUI name (`List`, `LazyVStack`).
    package let name: String
    /// The first row in its window (0-based), how many rows the window holds, how many rows it has.
    package let start: Int
    package let size: Int
    package let rowCount: Int

    /// The rows on screen, 1-based (nil when it has none).
    package var shownRows: ClosedRange<Int>? {
        let last = min(rowCount, start + size)
        return last > start ? (start + 1)...last : nil
    }
}

/// What a view keeps of its lazy containers: the output its body last returned (walked
/// again when a container scrolls, without running the body), the containers in it, and
/// where each is scrolled to.
@MainActor
final class LazyContent {
    var output: any View
    var containers: [LazyContainerRecord]
    var starts: [String: Int] = [:]

    init(output: any View, containers: [LazyContainerRecord]) {
        self.output = output
        self.containers = containers
    }
}

/// A view that is not a row of a lazy container but holds its rows: a `ForEach` (each
/// element is a row), a builder block, a `Group`, a `Section`, an `if`.
protocol LazyRowTransparent {}

extension TupleView: LazyRowTransparent {}
extension Group: LazyRowTransparent {}
extension Section: LazyRowTransparent {}
extension ForEach: LazyRowTransparent {}
extension _ConditionalContent: LazyRowTransparent {}
extension Optional: LazyRowTransparent where Wrapped: View {}
extension EmptyView: LazyRowTransparent {}

extension StructureWalker {
    private static var rowTransparentTypes: [ObjectIdentifier: Bool] = [:]

    /// Whether `view` holds rows rather than being one (decided once per type).
    static func isRowTransparent(_ view: any View) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = rowTransparentTypes[type] { return known }
        let transparent = view is any LazyRowTransparent
        rowTransparentTypes[type] = transparent
        return transparent
    }

    /// Walks a lazy container named `name`: its content's rows are built only while in
    /// its window, which holds `LazyWindow.rows` rows (times `lines` for a grid).
    mutating func lazyContainer(_ name: String, lines: Int = 1, refreshable: Bool = false,
                                _ content: (inout StructureWalker) -> Void) {
        let key = position + "#" + name
        let size = LazyWindow.rows * max(1, lines)
        let outer = lazyRows
        lazyRows = LazyRows(start: lazyWindowStarts[key] ?? 0, size: size)
        // A `List` scrolls itself, so `.refreshable` above it makes it pullable.
        if refreshable { scrollableContainer(name, content) } else { container(name, content) }
        let rows = lazyRows!
        lazyRows = outer
        lazyContainers.append(LazyContainerRecord(key: key, name: name, start: rows.start, size: size,
                                                  rowCount: rows.count))
    }

    /// Visits a row of the lazy container if it is in the window; outside it the row is
    /// counted and not built.
    mutating func visitLazyRow(_ view: any View, component: String?) {
        guard takeLazyRow() else { return }
        lazyRows!.atRowLevel = false
        visit(view, component: component)
        lazyRows!.atRowLevel = true
    }

    /// Whether the walk is at a lazy container's row level: the next view met is a row.
    var isAtLazyRowLevel: Bool { lazyRows?.atRowLevel == true }

    /// Counts the next row of the lazy container being walked; whether it is in the window.
    mutating func takeLazyRow() -> Bool { lazyRows!.take() }

    /// Marks the walk as inside (false) or back at (true) the container's row level.
    mutating func setAtLazyRowLevel(_ value: Bool) { lazyRows?.atRowLevel = value }
}

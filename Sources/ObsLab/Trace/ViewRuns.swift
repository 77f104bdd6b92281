/// Bodies run per view, by view path, kept as the positions of the paths in a step's
/// `ViewTable` (each path's last position, the one `position(of:)` finds) with a count at
/// each, in increasing order: 8 bytes a view that ran, where a `[String: Int]` took about
/// 60 (a step and the totals since its table each kept one, a hundred thousand entries
/// after an old tap). A view gone by the end of the step, whose path the table no longer
/// holds, is kept by its path.
package struct ViewRuns: Sendable {
    private let table: ViewTable
    private var positions: [Int32] = []
    private var counts: [Int32] = []
    private var elsewhere: [String: Int] = [:]

    /// No runs, over `table`.
    init(table: ViewTable) { self.table = table }

    /// The runs of `paths` (`runs[i]` bodies for `paths[i]`, a path possibly listed more
    /// than once), over `table`.
    init(table: ViewTable, paths: [String], runs: [Int32]) {
        var found: [(position: Int32, runs: Int32)] = []
        found.reserveCapacity(paths.count)
        var elsewhere: [String: Int] = [:]
        for (path, count) in zip(paths, runs) {
            if let position = table.position(of: path) {
                found.append((Int32(position), count))
            } else {
                elsewhere[path, default: 0] += Int(count)
            }
        }
        self.init(table: table, positions: found, elsewhere: elsewhere)
    }

    /// The runs at `found`'s positions in `table` (each possibly listed more than once),
    /// and of the views `elsewhere` holds by path (none in the table).
    init(table: ViewTable, positions found: [(position: Int32, runs: Int32)], elsewhere: [String: Int]) {
        self.table = table
        self.elsewhere = elsewhere
        var found = found
        // Views run in tree order as a rule: sorting is then one pass.
        var inOrder = true
        for index in found.indices.dropFirst() where found[index - 1].position > found[index].position {
            inOrder = false
            break
        }
        if !inOrder { found.sort { $0.position < $1.position } }
        positions.reserveCapacity(found.count)
        counts.reserveCapacity(found.count)
        for (position, count) in found {
            if positions.last == position {
                counts[counts.count - 1] += count
            } else {
                positions.append(position)
                counts.append(count)
            }
        }
    }

    /// These runs and `other`'s (over the same table), added.
    func adding(_ other: ViewRuns) -> ViewRuns {
        if other.isEmpty { return self }
        if isEmpty { return other }
        var sum = ViewRuns(table: table)
        sum.positions.reserveCapacity(positions.count + other.positions.count)
        sum.counts.reserveCapacity(positions.count + other.positions.count)
        var left = 0, right = 0
        while left < positions.count || right < other.positions.count {
            if right == other.positions.count || (left < positions.count && positions[left] < other.positions[right]) {
                sum.positions.append(positions[left])
                sum.counts.append(counts[left])
                left += 1
            } else if left == positions.count || other.positions[right] < positions[left] {
                sum.positions.append(other.positions[right])
                sum.counts.append(other.counts[right])
                right += 1
            } else {
                sum.positions.append(positions[left])
                sum.counts.append(counts[left] + other.counts[right])
                left += 1
                right += 1
            }
        }
        sum.elsewhere = elsewhere.merging(other.elsewhere, uniquingKeysWith: +)
        return sum
    }

    /// Whether no view ran.
    package var isEmpty: Bool { positions.isEmpty && elsewhere.isEmpty }

    /// How many views (distinct paths) ran.
    package var count: Int { positions.count + elsewhere.count }

    /// The bodies run by every view.
    package var total: Int { counts.reduce(0) { $0 + Int($1) } + elsewhere.values.reduce(0, +) }

    /// The bodies run by the view at `path`, nil when it ran none.
    package subscript(path: String) -> Int? {
        if let position = table.position(of: path) { return runs(atPosition: position) }
        return elsewhere[path]
    }

    /// The bodies run by the views whose path's last position in the table is `position`.
    func runs(atPosition position: Int) -> Int? {
        let wanted = Int32(position)
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] == wanted ? Int(counts[low]) : nil
    }

    /// The views in the table that ran, in tree order: each path's position and its runs.
    var inTable: Zip2Sequence<[Int32], [Int32]> { zip(positions, counts) }
}

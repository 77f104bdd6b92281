import ObsLab
import ObsLabEngine

/// One variant as the live page holds it after a step: its views, its screen (each
/// custom view by path) and its dependency drawing. The server keeps the same state as
/// the page, makes each step's ``PlayerFrameDelta`` against it, and applies it as the
/// page does (player.js mirrors ``apply(_:)``).
struct LiveVariantState: Sendable {
    /// The views after the last step, in tree order; what each depends on is as of the
    /// last step that was current when it was sent.
    private(set) var views: [PlayerView]
    /// Where each view is in `views`, by path.
    private(set) var position: [String: Int]
    /// The views whose record holds the runs, reasons or skip of the last step.
    private var noisy: [Int]
    /// The screen's custom views by path, each without the views inside it.
    private(set) var screen: [String: ScreenNode]
    private(set) var screenRoot: String?
    private(set) var graph: String?

    /// On the server: the runtime's list of paths after the step the state is at (shared
    /// with the runtime's step, so a step that changed no structure compares equal at
    /// once), nil when the next step must be compared whole.
    var paths: [String]?
    /// On the server: what each view depends on as the runtime gave it at the last
    /// current step, to find the views whose dependencies changed.
    var sources: [String: [Dependency]] = [:]
    /// On the server: how many views the last step's changes were made from (views
    /// compared, and views the graph looked at), to show that a tap's work follows what
    /// changed, not the tree.
    var work = 0

    /// The state a whole frame shows (the first render, or a page's full reload).
    init(_ frame: PlayerFrame) {
        views = frame.views
        position = Self.positions(of: frame.views)
        noisy = frame.views.indices.filter { frame.views[$0].afterAQuietStep != frame.views[$0] }
        let (root, nodes) = ScreenNode.flatten(frame.screen)
        screenRoot = root
        screen = Dictionary(nodes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        graph = frame.graph
    }

    private static func positions(of views: [PlayerView]) -> [String: Int] {
        var position: [String: Int] = [:]
        position.reserveCapacity(views.count)
        for (index, view) in views.enumerated() { position[view.path] = index }
        return position
    }

    /// The frame of a step with these events: with the screen, the dependencies and the
    /// drawing when the step is `current`, as `PlayerFrame.live` makes it.
    func frame(fired: [String], notes: [String], current: Bool) -> PlayerFrame {
        guard current else {
            return PlayerFrame(fired: fired, notes: notes, views: views.map { view in
                guard view.dependencies != nil else { return view }
                var without = view
                without.dependencies = nil
                return without
            })
        }
        return PlayerFrame(fired: fired, notes: notes, views: views,
                           screen: screenRoot.flatMap { ScreenNode.assemble($0, from: screen) }, graph: graph)
    }

    /// Applies the next step's changes; a step that changed no structure costs in
    /// proportion to the views it lists.
    mutating func apply(_ delta: PlayerFrameDelta) {
        if delta.removed.isEmpty && delta.inserted.isEmpty {
            for index in noisy { views[index] = views[index].afterAQuietStep }
            noisy = []
            for view in delta.views {
                guard let index = position[view.path] else { continue }
                views[index] = changed(view, from: views[index], current: delta.current)
                if view.afterAQuietStep != view { noisy.append(index) }
            }
        } else {
            var list = views.map(\.afterAQuietStep)
            let gone = Set(delta.removed)
            list.removeAll { gone.contains($0.path) }
            let at = Self.positions(of: list)
            for view in delta.views {
                guard let index = at[view.path] else { continue }
                list[index] = changed(view, from: list[index], current: delta.current)
            }
            var head: PlayerView?
            var next: [String: PlayerView] = [:]
            for entry in delta.inserted {
                if let after = entry.after { next[after] = entry.view } else { head = entry.view }
            }
            var merged: [PlayerView] = []
            merged.reserveCapacity(list.count + delta.inserted.count)
            func follow(_ start: PlayerView?) {
                var view = start
                while let current = view {
                    merged.append(current)
                    view = next.removeValue(forKey: current.path)
                }
            }
            follow(head)
            for view in list { follow(view) }
            views = merged
            position = Self.positions(of: merged)
            noisy = merged.indices.filter { merged[$0].afterAQuietStep != merged[$0] }
        }
        if let change = delta.screen {
            if let root = change.root {
                for path in change.removed { screen.removeValue(forKey: path) }
                for node in change.views { screen[node.path] = node }
                screenRoot = root
            } else {
                screen = [:]
                screenRoot = nil
            }
        }
        if let graph = delta.graph { self.graph = graph }
    }

    /// Applies `delta` and returns the step's frame (a page's view of it; the server
    /// needs only ``apply(_:)``).
    mutating func frame(applying delta: PlayerFrameDelta) -> PlayerFrame {
        apply(delta)
        return frame(fired: delta.fired, notes: delta.notes, current: delta.current)
    }

    /// A view's new record; a step that is not current carries no dependencies, so the
    /// last known stay.
    private func changed(_ view: PlayerView, from old: PlayerView, current: Bool) -> PlayerView {
        guard !current else { return view }
        var kept = view
        kept.dependencies = old.dependencies
        return kept
    }

    /// What changed from this state to `frame`, the variant's whole frame after the next
    /// step (`current` when it is the variant's latest, with the screen and the dependencies).
    func delta(to frame: PlayerFrame, current: Bool) -> PlayerFrameDelta {
        var delta = PlayerFrameDelta(fired: frame.fired, notes: frame.notes, current: current)
        let before = views
        let sameOrder = before.count == frame.views.count
            && zip(before, frame.views).allSatisfy { $0.path == $1.path }
        // The views that stay where they were: all of them, or the longest run of
        // survivors in their old order; the others are removed and inserted where they are.
        var kept: [Bool]
        if sameOrder {
            kept = Array(repeating: true, count: frame.views.count)
        } else {
            let survivors = frame.views.enumerated().compactMap { index, view in
                position[view.path].map { (new: index, old: $0) }
            }
            kept = Array(repeating: false, count: frame.views.count)
            for index in Self.longestIncreasingRun(survivors.map(\.old)) { kept[survivors[index].new] = true }
            let stays = Set(frame.views.indices.filter { kept[$0] }.map { frame.views[$0].path })
            delta.removed = before.map(\.path).filter { !stays.contains($0) }
        }
        for (index, view) in frame.views.enumerated() {
            guard kept[index] else {
                delta.inserted.append(.init(after: index == 0 ? nil : frame.views[index - 1].path, view: view))
                continue
            }
            let old = before[sameOrder ? index : position[view.path]!].afterAQuietStep
            if changed(view, from: old, current: current) != old { delta.views.append(view) }
        }
        guard current else { return delta }
        delta.screen = screenChange(to: frame.screen)
        if frame.graph != graph { delta.graph = frame.graph }
        return delta
    }

    /// The custom views of `screen` whose own content is not what the state holds, and
    /// those gone; nil when the screen is the same. Views that did not change are
    /// compared where they are, without being copied.
    func screenChange(to screen: ScreenItem?) -> PlayerFrameDelta.ScreenDelta? {
        guard let screen, case .view(let root, _, _, _) = screen else {
            return screenRoot == nil ? nil : .init(root: nil, views: [], removed: [])
        }
        var changed: [ScreenNode] = []
        var seen = 0, added = 0
        screen.forEachView { path, name, bodies, items in
            seen += 1
            let old = self.screen[path]
            if old == nil { added += 1 }
            if old?.name != name || old?.bodies != bodies || !ScreenPart.same(items, old?.items ?? []) || old == nil {
                changed.append(ScreenNode(path: path, name: name, bodies: bodies, items: items.map(ScreenPart.init)))
            }
        }
        var removed: [String] = []
        if seen - added != self.screen.count {
            var present = Set<String>()
            screen.forEachView { path, _, _, _ in present.insert(path) }
            removed = self.screen.keys.filter { !present.contains($0) }.sorted()
        }
        guard root != screenRoot || !changed.isEmpty || !removed.isEmpty else { return nil }
        return .init(root: root, views: changed, removed: removed)
    }

    /// The positions (into `values`) of a longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []          // positions of the smallest tail of each length
        var previous = Array(repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(index)
            index = previous[index]
        }
        return run.reversed()
    }
}

import ObsLab

/// One variant as the live page holds it after a step: its views, its screen (each
/// custom view by path) and its dependency drawing. The server keeps the same state as
/// the page, makes each step's ``PlayerFrameDelta`` against it, and applies it as the
/// page does (player.js mirrors ``apply(_:)``).
struct LiveVariantState: Equatable, Sendable {
    /// The views after the last step, in tree order; what each depends on is as of the
    /// last step that was current when it was sent.
    private(set) var views: [PlayerView]
    /// The screen's custom views by path, each without the views inside it.
    private(set) var screen: [String: ScreenNode]
    private(set) var screenRoot: String?
    private(set) var graph: String?

    /// The state a whole frame shows (the first render, or a page's full reload).
    init(_ frame: PlayerFrame) {
        views = frame.views
        let (root, nodes) = ScreenNode.flatten(frame.screen)
        screenRoot = root
        screen = Dictionary(nodes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        graph = frame.graph
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

    /// Applies the next step's changes and returns that step's frame.
    @discardableResult
    mutating func apply(_ delta: PlayerFrameDelta) -> PlayerFrame {
        var list = views.map(\.afterAQuietStep)
        if !delta.removed.isEmpty {
            let gone = Set(delta.removed)
            list.removeAll { gone.contains($0.path) }
        }
        if !delta.views.isEmpty {
            var position: [String: Int] = [:]
            for (index, view) in list.enumerated() { position[view.path] = index }
            for view in delta.views {
                guard let index = position[view.path] else { continue }
                var changed = view
                // A step that is not current carries no dependencies: the last known stay.
                if !delta.current { changed.dependencies = list[index].dependencies }
                list[index] = changed
            }
        }
        if !delta.inserted.isEmpty {
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
            list = merged
        }
        views = list
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
        return frame(fired: delta.fired, notes: delta.notes, current: delta.current)
    }

    /// What changed from this state to `frame`, the variant's frame after the next step
    /// (`current` when it is the variant's latest, with the screen and the dependencies).
    func delta(to frame: PlayerFrame, current: Bool) -> PlayerFrameDelta {
        var delta = PlayerFrameDelta(fired: frame.fired, notes: frame.notes, current: current)
        let before = views
        var positionBefore: [String: Int] = [:]
        let sameOrder = before.count == frame.views.count
            && zip(before, frame.views).allSatisfy { $0.path == $1.path }
        // The views that stay where they were: all of them, or the longest run of
        // survivors in their old order; the others are removed and inserted where they are.
        var kept: [Bool]
        if sameOrder {
            kept = Array(repeating: true, count: frame.views.count)
        } else {
            for (index, view) in before.enumerated() { positionBefore[view.path] = index }
            let survivors = frame.views.enumerated().compactMap { index, view in
                positionBefore[view.path].map { (new: index, old: $0) }
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
            let old = before[sameOrder ? index : positionBefore[view.path]!].afterAQuietStep
            var compared = view
            if !current { compared.dependencies = old.dependencies }
            if compared != old { delta.views.append(view) }
        }
        guard current else { return delta }
        let (root, nodes) = ScreenNode.flatten(frame.screen)
        if root == nil {
            if screenRoot != nil { delta.screen = .init(root: nil, views: [], removed: []) }
        } else {
            let changed = nodes.filter { screen[$0.path] != $0 }
            let present = Set(nodes.map(\.path))
            let removed = screen.keys.filter { !present.contains($0) }.sorted()
            if root != screenRoot || !changed.isEmpty || !removed.isEmpty {
                delta.screen = .init(root: root, views: changed, removed: removed)
            }
        }
        if frame.graph != graph { delta.graph = frame.graph }
        return delta
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

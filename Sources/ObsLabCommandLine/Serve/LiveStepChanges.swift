import ObsLab
import ObsLabEngine

/// How the server makes a step's changes from the runtime: when the step changed no
/// structure (the runtime shares its list of views with the step before), from the views
/// that ran or were skipped and the dependencies that changed, without building the
/// step's whole frame; otherwise by comparing the whole frame with the state.
extension LiveVariantState {
    /// The state after `step` sent whole (the first render), and its frame.
    @MainActor
    static func whole(_ step: TraceStep, of run: VariantRun, current: Bool) -> (LiveVariantState, PlayerFrame) {
        if current { run.graph.followViewChanges() }
        let edges = current ? run.graph.dependencyGraph() : nil
        let frame = PlayerFrame.live(step, of: run, current: current, edges: edges)
        var state = LiveVariantState(frame)
        state.remember(step, edges: edges)
        return (state, frame)
    }

    /// What changed with `step`, the variant's next step; the state moves to it.
    @MainActor
    mutating func advance(to step: TraceStep, of run: VariantRun, current: Bool) -> PlayerFrameDelta {
        if let paths, paths == step.viewPaths, case let (delta, changedSources)? = quickDelta(step, of: run, current: current) {
            apply(delta)
            for (view, dependencies) in changedSources { sources[view] = dependencies }
            return delta
        }
        // Compared whole: the graph's changes are followed again from what is read now.
        if current { run.graph.followViewChanges() }
        let edges = current ? run.graph.dependencyGraph() : nil
        work = views.count
        let delta = self.delta(to: PlayerFrame.live(step, of: run, current: current, edges: edges), current: current)
        apply(delta)
        remember(step, edges: edges)
        return delta
    }

    private mutating func remember(_ step: TraceStep, edges: [(view: String, dependencies: [Dependency])]?) {
        guard let edges else {
            // Dependencies are not known after a step that is not current: the next step
            // is compared whole unless it keeps the same views (then none of them changed).
            if paths != step.viewPaths { paths = nil }
            return
        }
        sources = Dictionary(edges.map { ($0.view, $0.dependencies) }, uniquingKeysWith: { first, _ in first })
        // The quick way needs the dependency graph to name exactly the views on screen.
        let covered = sources.count == views.count && edges.allSatisfy { position[$0.view] != nil }
        paths = covered ? step.viewPaths : nil
    }

    /// The changes of a step that kept every view where it was: the views that ran or
    /// were skipped; when the step is `current`, the views the graph says may depend on or
    /// show something new (``ViewGraph/takeViewChanges()``), their changed dependencies and
    /// screen parts, and the drawing if a dependency changed; with the dependencies that
    /// changed. Nil when the step must be compared whole (the graph names a view the state
    /// does not hold, or does not follow its changes).
    @MainActor
    private mutating func quickDelta(_ step: TraceStep, of run: VariantRun, current: Bool)
        -> (PlayerFrameDelta, [(view: String, dependencies: [Dependency])])? {
        let changes: ViewChanges?
        if current {
            guard let taken = run.graph.takeViewChanges() else { return nil }
            changes = taken
        } else {
            changes = nil
        }
        let outcome = ReportBuilder.outcome(of: step) { TextTraceFormatter.shortName($0) }
        var delta = PlayerFrameDelta(fired: outcome.fired, notes: outcome.notes, current: current)
        var changed: [Int: PlayerView] = [:]
        var compared = 0
        for entry in ReportBuilder.viewRuns(in: step, everyView: false) {
            guard let index = position[entry.view], let counts = step.counts(of: entry.view) else { return nil }
            compared += 1
            var record = views[index]
            record.runs = counts.runs
            record.total = counts.total
            record.reasons = entry.run.reasons
            record.causes = entry.run.causes
            record.wasted = entry.run.wasted
            record.skipped = entry.run.skipped
            if !current { record.dependencies = nil }
            changed[index] = record
        }
        var changedSources: [(view: String, dependencies: [Dependency])] = []
        if let changes {
            compared += changes.examined
            for view in changes.views where sources[view.path] != view.dependencies {
                guard let index = position[view.path] else { return nil }
                var record = changed[index] ?? views[index].afterAQuietStep
                record.dependencies = ViewGraph.describe(view.dependencies)
                changed[index] = record
                changedSources.append((view.path, view.dependencies))
            }
        }
        delta.views = changed.keys.sorted().compactMap { index in
            let record = changed[index]!
            return record == views[index].afterAQuietStep ? nil : record
        }
        work = compared
        guard let changes else { return (delta, []) }
        delta.screen = screenChange(of: changes.views.map(\.screen)) ?? screenChange(to: run.graph.screenSnapshot())
        if !changedSources.isEmpty || graph == nil {
            // The drawing is of every view: made again only when a dependency changed.
            let now = Dictionary(changedSources, uniquingKeysWith: { first, _ in first })
            let edges = views.map { view in (view: view.path, dependencies: now[view.path] ?? sources[view.path] ?? []) }
            let drawing = PlayerFrame.drawing(of: edges, names: views.map(\.name))
            if drawing != graph { delta.graph = drawing }
        }
        return (delta, changedSources)
    }

    /// The change of the screen when only `parts` (custom views given without the views
    /// inside them) may differ from what the state holds: `.some(nil)` when none does;
    /// nil when a view inside one of them came or went (then the screen is compared whole).
    private func screenChange(of parts: [ScreenItem]) -> PlayerFrameDelta.ScreenDelta?? {
        var changed: [ScreenNode] = []
        for part in parts {
            guard case .view(let path, let name, let bodies, let items) = part else { continue }
            // A view not on screen stays off it unless a view showing it changed.
            guard let old = screen[path] else { continue }
            guard old.name != name || old.bodies != bodies || !ScreenPart.same(items, old.items) else { continue }
            let node = ScreenNode(path: path, name: name, bodies: bodies, items: items.map(ScreenPart.init))
            guard Self.childPaths(of: node.items) == Self.childPaths(of: old.items) else { return nil }
            changed.append(node)
        }
        return .some(changed.isEmpty ? nil : .init(root: screenRoot, views: changed, removed: []))
    }

    private static func childPaths(of parts: [ScreenPart]) -> [String] {
        parts.flatMap { part -> [String] in
            switch part {
            case .child(let path): [path]
            case .container(_, let items): childPaths(of: items)
            case .text, .image, .control: []
            }
        }
    }
}

import ObsLab

/// How the server makes a step's changes from the runtime: when the step changed no
/// structure (the runtime shares its list of views with the step before), from the views
/// that ran or were skipped and the dependencies that changed, without building the
/// step's whole frame; otherwise by comparing the whole frame with the state.
extension LiveVariantState {
    /// The state after `step` sent whole (the first render), and its frame.
    @MainActor
    static func whole(_ step: TraceStep, of run: VariantRun, current: Bool) -> (LiveVariantState, PlayerFrame) {
        let edges = current ? run.graph.dependencyGraph() : nil
        let frame = PlayerFrame.live(step, of: run, current: current, edges: edges)
        var state = LiveVariantState(frame)
        state.remember(step, edges: edges)
        return (state, frame)
    }

    /// What changed with `step`, the variant's next step; the state moves to it.
    @MainActor
    mutating func advance(to step: TraceStep, of run: VariantRun, current: Bool) -> PlayerFrameDelta {
        let edges = current ? run.graph.dependencyGraph() : nil
        if let paths, paths == step.viewPaths, case let (delta, changedSources)? = quickDelta(step, of: run, edges: edges) {
            apply(delta)
            for (view, dependencies) in changedSources { sources[view] = dependencies }
            return delta
        }
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
    /// were skipped, the views whose dependencies changed, the screen's changed parts and
    /// the drawing if a dependency changed; with the dependencies that changed. Nil when
    /// the dependencies name views the state does not hold (then the step is compared whole).
    @MainActor
    private func quickDelta(_ step: TraceStep, of run: VariantRun, edges: [(view: String, dependencies: [Dependency])]?)
        -> (PlayerFrameDelta, [(view: String, dependencies: [Dependency])])? {
        let current = edges != nil
        let outcome = ReportBuilder.outcome(of: step) { TextTraceFormatter.shortName($0) }
        var delta = PlayerFrameDelta(fired: outcome.fired, notes: outcome.notes, current: current)
        var changed: [Int: PlayerView] = [:]
        for entry in ReportBuilder.viewRuns(in: step, everyView: false) {
            guard let index = position[entry.view], let counts = step.counts(of: entry.view) else { return nil }
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
        if let edges {
            guard edges.count == views.count else { return nil }
            for (view, dependencies) in edges where sources[view] != dependencies {
                guard let index = position[view] else { return nil }
                var record = changed[index] ?? views[index].afterAQuietStep
                record.dependencies = ViewGraph.describe(dependencies)
                changed[index] = record
                changedSources.append((view, dependencies))
            }
        }
        delta.views = changed.keys.sorted().compactMap { index in
            let record = changed[index]!
            return record == views[index].afterAQuietStep ? nil : record
        }
        guard let edges else { return (delta, []) }
        delta.screen = screenChange(to: run.graph.screenSnapshot())
        if !changedSources.isEmpty || graph == nil {
            let drawing = PlayerFrame.drawing(of: edges, names: edges.map { views[position[$0.view]!].name })
            if drawing != graph { delta.graph = drawing }
        }
        return (delta, changedSources)
    }
}

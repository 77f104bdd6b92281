import Foundation
import ObsLab
import ObsLabEngine

/// What the step-through player shows: every step of a scenario, per variant, with the
/// views that ran and why. The live page and the HTML report fill it from the runtime's
/// trace (the same `TraceStep`s the shell prints), never from anything else.
struct PlayerDocument: Encodable, Sendable {
    var scenario: String
    var title: String
    var summary: String
    /// The variants, in the scenario's order (`old`, `new`).
    var variants: [String]
    /// The scenario's named actions (`do "…"`), per variant; empty in a report.
    var actions: [String: [String]] = [:]
    var steps: [PlayerStep]
    /// Whether the page can act (the live page at its last step) or only replay (the report).
    var live: Bool

    /// Deterministic JSON, safe inside a `<script>` element.
    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else { return "{}" }
        return PageResources.scriptSafe(text)
    }
}

/// One step: the first render (index 0) or an action, in every variant that took it.
struct PlayerStep: Encodable, Sendable {
    var index: Int
    /// The command as the shell shows it (`tap "Add order"`), or `first render`.
    var action: String
    var variants: [String: PlayerFrame]
    /// What the shell printed for this step, when the step was taken live.
    var trace: String?
    init(index: Int, action: String, variants: [String: PlayerFrame], trace: String? = nil, checks: [String]? = nil) {
        self.index = index
        self.action = action
        self.variants = variants
        self.trace = trace
        self.checks = checks
    }

    /// What a lesson step's `expect` lines found (`✓ expect …`, `✗ expect …`), when it ran one.
    var checks: [String]?
}

/// One variant after one step.
struct PlayerFrame: Encodable, Equatable, Sendable {
    /// Emissions, tracked mutations and state writes, in order.
    var fired: [String]
    /// Storage made or destroyed, warnings, crashes.
    var notes: [String]
    /// Every view on screen after the step, in tree order.
    var views: [PlayerView]
    /// The screen after the step, when the step was taken live.
    var screen: ScreenItem?
    /// The dependency graph after the step as inline SVG (the report's own drawing), when
    /// the step was taken live.
    var graph: String?

    init(fired: [String], notes: [String], views: [PlayerView], screen: ScreenItem? = nil, graph: String? = nil) {
        self.fired = fired
        self.notes = notes
        self.views = views
        self.screen = screen
        self.graph = graph
    }
}

/// One view in one frame.
struct PlayerView: Encodable, Equatable, Sendable {
    var path: String
    var name: String
    var depth: Int
    /// Bodies run during the step.
    var runs: Int
    /// Bodies run since the first render (the first render not counted).
    var total: Int
    /// What `Self._printChanges()` said, without the view's name (`_model changed.`), distinct.
    var reasons: [String]
    /// The named causes (`FoodTruckModel#1.orders`).
    var causes: [String]
    /// Runs whose output was the same as before.
    var wasted: Int
    var skipped: String?
    /// What the view depends on after the step, as `deps` prints it; absent in a report.
    var dependencies: [String]?
}

extension PlayerFrame {
    /// The frame of a step `run` took; when it is the `current` one, with the screen, the
    /// dependencies and their graph as they are now (`edges`, when the caller has them).
    @MainActor
    static func live(_ step: TraceStep, of run: VariantRun, current: Bool = true,
                     edges known: [(view: String, dependencies: [Dependency])]? = nil) -> PlayerFrame {
        let outcome = ReportBuilder.outcome(of: step) { TextTraceFormatter.shortName($0) }
        let reasons = ReportBuilder.viewRuns(in: step)
        let edges = current ? known ?? run.graph.dependencyGraph() : []
        let graph = Dictionary(edges.map { ($0.view, $0.dependencies) }, uniquingKeysWith: { a, _ in a })
        let names = ViewNaming.distinctNames(for: step.views.map(\.view))
        let views = zip(zip(step.views, reasons), names).map { pair, name in
            let (counts, entry) = pair
            return PlayerView(path: counts.view, name: name,
                       depth: ViewNaming.components(of: counts.view).count - 1, runs: counts.runs, total: counts.total,
                       reasons: entry.run.reasons, causes: entry.run.causes, wasted: entry.run.wasted,
                       skipped: entry.run.skipped,
                       dependencies: current ? graph[counts.view].map { ViewGraph.describe($0) } : nil)
        }
        guard current else { return PlayerFrame(fired: outcome.fired, notes: outcome.notes, views: views) }
        return PlayerFrame(fired: outcome.fired, notes: outcome.notes, views: views, screen: run.graph.screenSnapshot(),
                           graph: drawing(of: edges, names: ViewNaming.distinctNames(for: edges.map(\.view))))
    }

    /// The dependency graph `edges` drawn as the report draws it, each view under its name.
    @MainActor
    static func drawing(of edges: [(view: String, dependencies: [Dependency])], names: [String]) -> String {
        DependencyDiagram(zip(edges, names).map { entry, name in
            ViewDependencies(view: entry.view, name: name, depth: ViewNaming.components(of: entry.view).count - 1,
                             dependencies: entry.dependencies.map(ReportBuilder.edge))
        }).svg()
    }
}

extension PlayerDocument {
    /// The report's steps as the player shows them: the counts are the report's own, the
    /// totals their running sums.
    init(replaying comparison: ScenarioComparison) {
        var totals: [String: [String: Int]] = [:]
        let steps = comparison.steps.map { step -> PlayerStep in
            var frames: [String: PlayerFrame] = [:]
            for (variant, outcome) in step.variants {
                let views = step.views.compactMap { view -> PlayerView? in
                    guard let run = view.variants[variant] else { return nil }
                    let total = (totals[variant]?[view.view] ?? 0) + run.runs
                    totals[variant, default: [:]][view.view] = total
                    return PlayerView(path: view.view, name: view.name,
                                      depth: ViewNaming.components(of: view.view).count - 1, runs: run.runs,
                                      total: total, reasons: run.reasons,
                                      causes: run.causes, wasted: run.wasted, skipped: run.skipped, dependencies: nil)
                }
                frames[variant] = PlayerFrame(fired: outcome.fired, notes: outcome.notes, views: views, screen: nil, graph: nil)
            }
            return PlayerStep(index: step.index, action: step.action, variants: frames)
        }
        self.init(scenario: comparison.id, title: comparison.title, summary: comparison.summary,
                  variants: comparison.variantNames, steps: steps, live: false)
    }
}

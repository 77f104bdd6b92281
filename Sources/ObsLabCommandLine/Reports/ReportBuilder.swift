import Foundation
import ObsLab
import ObsLabEngine

/// Runs scenarios and turns their variants' traces into a `ComparisonReport`.
///
/// For `obslab report`, each scenario is loaded with all its variants and its default
/// script is run, exactly as `obslab run` does; the shell's `report` command builds the
/// same model from the actions of the session instead.
@MainActor
public struct ReportBuilder {
    /// The values of `n` at which a scenario that scales is measured, ascending.
    public var scalingSizes: [Int]
    /// Parameters every scenario is loaded with for its main run (`n=1000`).
    public var parameters: [String: String]
    /// Called before each long piece of work (`food-truck`, `scaling n=10000`).
    public var progress: (String) -> Void

    /// Past this many views on screen in some variant, a step lists only the views that ran
    /// or were skipped (docs/rules/output-size.md), as the text trace does.
    public nonisolated static let fullListLimit = 24

    /// The sizes a scaling scenario is measured at unless told otherwise.
    public nonisolated static let defaultScalingSizes = [10, 100, 1000, 10000]

    /// A builder that measures scaling scenarios at `scalingSizes` and loads every
    /// scenario's main run with `parameters`.
    public init(scalingSizes: [Int] = ReportBuilder.defaultScalingSizes, parameters: [String: String] = [:],
                progress: @escaping (String) -> Void = { _ in }) {
        self.scalingSizes = Array(Set(scalingSizes.filter { $0 > 0 })).sorted()
        self.parameters = parameters
        self.progress = progress
    }

    /// The report of `scenarios`; with `omittingSingleVariants`, scenarios with fewer than
    /// two variants are listed as omitted instead of run.
    public func report(for scenarios: [Scenario], omittingSingleVariants: Bool = false) -> ComparisonReport {
        var compared: [ScenarioComparison] = []
        var omitted: [OmittedScenario] = []
        for scenario in scenarios {
            if omittingSingleVariants && scenario.variants.count < 2 {
                let names = scenario.variants.map(\.name).joined(separator: ", ")
                omitted.append(OmittedScenario(id: scenario.id, title: scenario.title,
                                               reason: "it has one variant (\(names)): nothing to compare"))
                continue
            }
            compared.append(comparison(of: scenario))
        }
        return ComparisonReport(scenarios: compared, omitted: omitted)
    }

    /// Loads every variant of `scenario`, runs its default script, and compares.
    public func comparison(of scenario: Scenario) -> ScenarioComparison {
        progress(scenario.id)
        let (runs, outcome) = Self.runDefaultScript(of: scenario, parameters: parameters)
        return Self.comparison(of: scenario, runs: runs, origin: .defaultScript, parameters: parameters,
                               script: outcome, scaling: scalingSeries(of: scenario))
    }

    /// A fresh interpreter with every variant of `scenario` loaded and its default
    /// script run; the failures and errors it printed are the script's problems.
    static func runDefaultScript(of scenario: Scenario, parameters: [String: String], checkingExpectations: Bool = true)
        -> (runs: [VariantRun], outcome: ScriptOutcome) {
        var transcript: [String] = []
        let interpreter = Interpreter(catalog: [scenario], style: TextStyle(color: false)) { transcript.append($0) }
        interpreter.printsTraces = false
        let load = (["load", scenario.id] + parameters.keys.sorted().map { "\($0)=\(parameters[$0]!)" })
            .map(CommandTokenizer.quote).joined(separator: " ")
        var script = scenario.script ?? ""
        if !checkingExpectations {
            script = script.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("expect ") }.joined(separator: "\n")
        }
        var failed = 0, errors = 0
        if interpreter.execute(load) == .done {
            (failed, errors) = interpreter.runScript(script, echo: false)
        } else {
            errors = 1
        }
        let expectations = script.split(separator: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("expect ")
        }.count
        // Only failed expectations and errors: commands such as `tree` print too.
        let problems = transcript.filter { $0.hasPrefix("✗ ") || $0.hasPrefix("error: ") }
            .flatMap { $0.split(separator: "\n").map(String.init) }
        return (interpreter.loadedRuns,
                ScriptOutcome(expectations: expectations, failedExpectations: failed, errors: errors, problems: problems))
    }

    // MARK: Scaling

    /// Body evaluations of the default script at each of `scalingSizes`, or nil when the
    /// scenario does not change with `n` (the first two sizes give the same counts).
    func scalingSeries(of scenario: Scenario) -> ScalingSeries? {
        guard scalingSizes.count >= 2 else { return nil }
        var points: [ScalingPoint] = []
        for (index, size) in scalingSizes.enumerated() {
            if index >= 2 { progress("\(scenario.id) n=\(size)") }
            // The script's expectations are written for its default size; only the counts matter here.
            let (runs, _) = Self.runDefaultScript(of: scenario, parameters: ["n": String(size)], checkingExpectations: false)
            var measures: [String: ScalingMeasure] = [:]
            for run in runs {
                let actions = run.graph.steps.dropFirst()
                measures[run.name] = ScalingMeasure(
                    views: run.graph.steps.first?.viewCount ?? 0,
                    evaluations: actions.reduce(0) { $0 + $1.viewsThatRan.reduce(0) { $0 + $1.runs } },
                    wasted: actions.reduce(0) { sum, step in
                        sum + step.events.filter { $0.kind == .evaluation && $0.wasted == true }.count
                    })
            }
            points.append(ScalingPoint(n: size, variants: measures))
            if index == 1 && points[0].variants == points[1].variants { return nil }
        }
        return ScalingSeries(parameter: "n", points: points)
    }

    // MARK: From runs to the model

    /// The comparison of `runs`, variants of `scenario` that have taken the same actions.
    static func comparison(of scenario: Scenario, runs: [VariantRun], origin: ScenarioComparison.Origin,
                           parameters: [String: String], script: ScriptOutcome?,
                           scaling: ScalingSeries?) -> ScenarioComparison {
        let names = runs.map(\.name)
        let rows = alignSteps(runs.map { ($0.name, Array($0.graph.steps.dropFirst())) })

        // Every view that was ever on screen, in tree order, merged across variants. Steps
        // that changed no structure share their list with the step before: merged once.
        var order: [String] = []
        for run in runs {
            var merged: [String]?
            for step in run.graph.steps {
                let paths = step.viewPaths
                if let merged, merged == paths { continue }
                ViewNaming.mergeOrder(&order, paths)
                merged = paths
            }
        }
        for run in runs { ViewNaming.mergeOrder(&order, run.graph.viewNames) }
        let shortNames = ViewNaming.distinctNames(for: order)
        let nameOf = Dictionary(uniqueKeysWithValues: zip(order, shortNames))
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        var onScreen = OnScreenCount()

        var totals: [String: [String: ViewTotal]] = [:]
        var steps: [StepComparison] = []
        for (index, row) in rows.enumerated() {
            var outcomes: [String: StepOutcome] = [:]
            var perView: [String: [String: ViewRun]] = [:]
            // A large tree lists the views that did something, so the report costs what the steps did.
            let views = onScreen.count(row.steps.map(\.step))
            let listsAll = views <= fullListLimit
            for (variant, step) in row.steps {
                outcomes[variant] = outcome(of: step) { nameOf[$0] ?? TextTraceFormatter.shortName($0) }
                for (view, run) in viewRuns(in: step, everyView: listsAll) {
                    perView[view, default: [:]][variant] = run
                    var total = totals[view, default: [:]][variant] ?? ViewTotal(evaluations: 0, wasted: 0)
                    total.evaluations += run.runs
                    total.wasted += run.wasted
                    totals[view, default: [:]][variant] = total
                }
            }
            if !listsAll {
                // A listed view is on screen, doing nothing, in a variant where it did not run.
                for view in Array(perView.keys) {
                    for (variant, step) in row.steps where perView[view]?[variant] == nil {
                        guard step.counts(of: view) != nil else { continue }
                        perView[view]?[variant] = ViewRun(runs: 0, reasons: [], causes: [], wasted: 0, skipped: nil)
                        if totals[view]?[variant] == nil { totals[view, default: [:]][variant] = ViewTotal(evaluations: 0, wasted: 0) }
                    }
                }
            }
            let listed = perView.keys.sorted { (position[$0] ?? .max, $0) < (position[$1] ?? .max, $1) }.map { view in
                ViewStep(view: view, name: nameOf[view] ?? view, variants: perView[view] ?? [:])
            }
            steps.append(StepComparison(index: index + 1, action: row.action, variants: outcomes, views: listed,
                                        omittedViews: listsAll ? nil : views - listed.count))
        }
        // Views on screen only at the first render still appear in the totals, with zeros.
        for run in runs {
            for view in run.graph.steps.first?.views ?? [] where totals[view.view]?[run.name] == nil {
                totals[view.view, default: [:]][run.name] = ViewTotal(evaluations: 0, wasted: 0)
            }
        }

        let pair = names.contains(ScenarioVariant.old) && names.contains(ScenarioVariant.new)
        let viewTotals = order.filter { totals[$0] != nil }.map { view -> ViewTotals in
            let byVariant = totals[view] ?? [:]
            var ratio: Double?
            if pair, let old = byVariant[ScenarioVariant.old], let new = byVariant[ScenarioVariant.new] {
                ratio = ReportMath.ratio(new.evaluations, old.evaluations)
            }
            return ViewTotals(view: view, name: nameOf[view] ?? view, variants: byVariant, ratio: ratio)
        }

        let summaries = runs.map { run -> VariantSummary in
            let actions = run.graph.steps.dropFirst()
            return VariantSummary(
                name: run.name, description: run.variant.description,
                viewsAtFirstRender: run.graph.steps.first?.viewCount ?? 0,
                viewsAtEnd: run.graph.viewNames.count,
                evaluations: actions.reduce(0) { $0 + $1.viewsThatRan.reduce(0) { $0 + $1.runs } },
                wasted: actions.reduce(0) { $0 + $1.events.filter { $0.kind == .evaluation && $0.wasted == true }.count },
                crash: run.graph.crash?.message)
        }
        var ratio: Double?
        if let old = summaries.first(where: { $0.name == ScenarioVariant.old }),
           let new = summaries.first(where: { $0.name == ScenarioVariant.new }) {
            ratio = ReportMath.ratio(new.evaluations, old.evaluations)
        }

        var dependencies: [String: [ViewDependencies]] = [:]
        for run in runs {
            let graph = run.graph.dependencyGraph()
            let graphNames = Dictionary(uniqueKeysWithValues: zip(graph.map(\.view),
                                                                  ViewNaming.distinctNames(for: graph.map(\.view))))
            dependencies[run.name] = graph.map { view, found in
                ViewDependencies(view: view, name: nameOf[view] ?? graphNames[view] ?? view,
                                 depth: ViewNaming.components(of: view).count - 1,
                                 dependencies: found.map(edge))
            }
        }

        return ScenarioComparison(
            id: scenario.id, title: scenario.title, summary: scenario.summary, origin: origin,
            parameters: parameters.keys.sorted().map { ScenarioParameter(name: $0, value: parameters[$0]!) },
            variants: summaries, ratio: ratio, script: script, steps: steps, totals: viewTotals,
            dependencies: dependencies, scaling: scaling)
    }

    /// Lines up the variants' steps by action: steps with the same command share a row;
    /// a step only one variant took (the other had crashed, or had no such control)
    /// gets a row of its own.
    static func alignSteps(_ variants: [(name: String, steps: [TraceStep])])
        -> [(action: String, steps: [(variant: String, step: TraceStep)])] {
        var rows: [(action: String, steps: [(variant: String, step: TraceStep)])] = []
        for (name, steps) in variants {
            var merged: [(action: String, steps: [(variant: String, step: TraceStep)])] = []
            var rowIndex = 0, stepIndex = 0
            while rowIndex < rows.count || stepIndex < steps.count {
                if rowIndex < rows.count, stepIndex < steps.count, rows[rowIndex].action == steps[stepIndex].action {
                    merged.append((rows[rowIndex].action, rows[rowIndex].steps + [(name, steps[stepIndex])]))
                    rowIndex += 1
                    stepIndex += 1
                } else if stepIndex < steps.count,
                          rowIndex >= rows.count
                            || !rows[rowIndex...].contains(where: { $0.action == steps[stepIndex].action }) {
                    merged.append((steps[stepIndex].action, [(name, steps[stepIndex])]))
                    stepIndex += 1
                } else {
                    merged.append(rows[rowIndex])
                    rowIndex += 1
                }
            }
            rows = merged
        }
        return rows
    }

    /// What fired and what else happened in one step of one variant.
    static func outcome(of step: TraceStep, naming name: (String) -> String) -> StepOutcome {
        var fired: [String] = []
        var notes: [String] = []
        var evaluations = 0, wasted = 0
        for event in step.events {
            let name = name(event.view ?? "")
            switch event.kind {
            case .emission:
                fired.append("\(event.object ?? "?").objectWillChange" + (event.detailText.map { " (\($0))" } ?? ""))
            case .mutation:
                let subject = [event.object, event.property].compactMap { $0 }.joined(separator: ".")
                fired.append("\(subject) changed" + (event.detailText.map { " (\($0))" } ?? ""))
            case .stateWrite:
                fired.append("\(event.property ?? "?"): \(event.detailText ?? "written")")
            case .evaluation:
                evaluations += 1
                if event.wasted == true { wasted += 1 }
            case .invalidation, .skip:
                break
            case .storageCreated:
                notes.append("\(name): \(event.detailText ?? "storage created")")
            case .storageDestroyed:
                notes.append("\(name): identity gone, storage destroyed" + (event.detailText.map { " (\($0))" } ?? ""))
            case .storageReplaced, .objectDiscarded:
                notes.append("\(name): \(event.detailText ?? "")")
            case .warning:
                notes.append("warning: \(event.detailText ?? "")")
            case .crash:
                notes.append("crash: \(event.detailText ?? "")")
            case .callback:
                notes.append(event.detailText ?? "")
            case .console:
                break
            }
        }
        return StepOutcome(fired: fired, evaluations: evaluations, wasted: wasted, notes: notes)
    }

    /// Every view on screen after `step` (with `everyView`; else only the views that ran
    /// or were skipped), with its bodies, reasons and skips.
    static func viewRuns(in step: TraceStep, everyView: Bool = true) -> [(view: String, run: ViewRun)] {
        var runs: [String: ViewRun] = [:]
        let views = everyView ? step.views : step.viewsThatRan
            + step.events.compactMap { event in
                event.kind == .skip && step.runs[event.view ?? ""] == nil ? event.view.flatMap(step.counts(of:)) : nil
            }
        for view in views {
            runs[view.view] = ViewRun(runs: view.runs, reasons: [], causes: [], wasted: 0, skipped: nil)
        }
        for event in step.events {
            guard let view = event.view, runs[view] != nil else { continue }
            switch event.kind {
            case .evaluation:
                if let line = event.printChanges {
                    let reason = ViewNaming.reason(ofPrintChangesLine: line)
                    if !runs[view]!.reasons.contains(reason) { runs[view]!.reasons.append(reason) }
                }
                let causes: [TraceDetail] = switch event.detail {
                case .causes(let all)?: all
                case let one?: [one]
                case nil: []
                }
                for cause in causes.map({ $0.text(in: .english) }) where !cause.isEmpty {
                    if !runs[view]!.causes.contains(cause) { runs[view]!.causes.append(cause) }
                }
                if event.wasted == true { runs[view]!.wasted += 1 }
            case .skip:
                runs[view]!.skipped = event.detailText ?? "skipped"
            default:
                break
            }
        }
        var seen = Set<String>()
        return views.filter { seen.insert($0.view).inserted }.map { ($0.view, runs[$0.view]!) }
    }

    /// How many views are on screen in some variant after a step: counted again only
    /// when some variant's list of views changed (steps that change no structure share it).
    struct OnScreenCount {
        private var lists: [[String]] = []
        private var last = 0

        mutating func count(_ steps: [TraceStep]) -> Int {
            let paths = steps.map(\.viewPaths)
            if paths == lists { return last }
            lists = paths
            last = paths.count == 1 ? paths[0].count : Set(paths.joined()).count
            return last
        }
    }

    static func edge(_ dependency: Dependency) -> DependencyEdge {
        var object: String?
        if dependency.kind == .publisher || dependency.kind == .tracked {
            object = ViewNaming.objectName(in: dependency.source)
        }
        return DependencyEdge(kind: dependency.kind.rawValue, source: dependency.source, object: object,
                              through: dependency.token)
    }
}

/// How reports name views, reasons and objects.
enum ViewNaming {
    /// Adds the paths of `sequence` that `order` lacks, each after its predecessor in
    /// `sequence`, so the merged order stays a tree order.
    static func mergeOrder(_ order: inout [String], _ sequence: [String]) {
        var known = Set(order)
        if sequence.allSatisfy(known.contains) { return }
        var insertionPoint = 0
        for path in sequence {
            if known.contains(path) {
                insertionPoint = (order.firstIndex(of: path) ?? order.count - 1) + 1
            } else {
                order.insert(path, at: min(insertionPoint, order.count))
                known.insert(path)
                insertionPoint = min(insertionPoint, order.count - 1) + 1
            }
        }
    }

    /// A path's components, split at `/` outside `[…]` (`ContentView`, `Row[a/b]`).
    static func components(of path: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in path {
            switch character {
            case "[": depth += 1; current.append(character)
            case "]": depth = max(0, depth - 1); current.append(character)
            case "/" where depth == 0: parts.append(current); current = ""
            default: current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// For each path, the shortest end of it that no other path ends with
    /// (`OrderList`, `BookRow[Swift]/BookTitle`).
    static func distinctNames(for paths: [String]) -> [String] {
        let split = paths.map(components(of:))
        var suffixCounts: [Int: [String: Int]] = [:]
        func count(of suffix: String, length: Int) -> Int {
            if suffixCounts[length] == nil {
                var counts: [String: Int] = [:]
                for parts in split where parts.count >= length {
                    counts[parts.suffix(length).joined(separator: "/"), default: 0] += 1
                }
                suffixCounts[length] = counts
            }
            return suffixCounts[length]?[suffix] ?? 0
        }
        return split.map { parts in
            for length in 1..<max(1, parts.count) {
                let suffix = parts.suffix(length).joined(separator: "/")
                if count(of: suffix, length: length) == 1 { return suffix }
            }
            return parts.joined(separator: "/")
        }
    }

    /// The parent's path and the view's type without its `[id]`: views with the same key
    /// are the same kind of row (`Board/Row[2]` and `Board/Row[3]`).
    static func kindKey(_ path: String) -> String {
        var parts = components(of: path)
        let last = parts.removeLast()
        let base = last.firstIndex(of: "[").map { String(last[..<$0]) } ?? last
        return parts.joined(separator: "/") + "/" + base
    }

    /// `source` with object numbers blanked (`Player#.score` for `Player#3.score`), so
    /// rows that each depend on their own object look alike.
    static func numberlessSource(_ source: String) -> String {
        var result = ""
        var afterHash = false
        for character in source {
            if afterHash && character.isNumber { continue }
            afterHash = character == "#" || (afterHash && character.isNumber)
            result.append(character)
        }
        return result
    }

    /// `_model changed.` from `OrderList: _model changed.`
    static func reason(ofPrintChangesLine line: String) -> String {
        // The last colon: a type name can hold one (a tuple's label), a reason cannot.
        guard let colon = line.range(of: ": ", options: .backwards) else { return line }
        return String(line[colon.upperBound...])
    }

    /// `FoodTruckModel#1` from `FoodTruckModel#1.orders`: the name up to the first `.`
    /// after the `#` and its number.
    static func objectName(in source: String) -> String? {
        guard let hash = source.firstIndex(of: "#") else { return nil }
        let rest = source[source.index(after: hash)...]
        guard let dot = rest.firstIndex(of: ".") else { return nil }
        return String(source[..<dot])
    }

    /// The member after the object (`orders`), or the whole source.
    static func member(of source: String, object: String?) -> String {
        guard let object, source.hasPrefix(object + ".") else { return source }
        return String(source.dropFirst(object.count + 1))
    }
}

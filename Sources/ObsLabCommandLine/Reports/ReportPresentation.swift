import Foundation
import ObsLab
import ObsLabEngine

/// What the Markdown and HTML reports share: which rows to show, how runs of alike
/// rows fold into one, and the sentences that sum a scenario up.
enum ReportPresentation {
    /// Up to this many views, a step's table lists every view; past it, only views that
    /// ran or were skipped in some variant.
    static let allViewsLimit = 12
    /// The most rows the dependency table shows; the JSON report has every view.
    static let dependencyRowLimit = 40
    /// Runs of at least this many alike rows (`Row[2]` … `Row[100]`) fold into one.
    static let foldThreshold = 3

    /// A table row standing for one view, or for a run of alike views.
    struct FoldedRow<Value> {
        let first: String
        let last: String
        let count: Int
        let value: Value

        /// `OrderList`, or `Row[2] … Row[100]`.
        var label: String { count == 1 ? first : "\(first) … \(last)" }
        /// `Row[2] … Row[100] (99 views)`.
        var labelWithCount: String { count == 1 ? first : "\(label) (\(ReportMath.grouped(count)) views)" }
    }

    /// Folds consecutive rows of the same kind of view under the same parent whose
    /// values are equal.
    static func fold<Value: Equatable>(_ rows: [(view: String, name: String, value: Value)]) -> [FoldedRow<Value>] {
        var result: [FoldedRow<Value>] = []
        var index = 0
        while index < rows.count {
            var end = index + 1
            let kind = ViewNaming.kindKey(rows[index].view)
            while end < rows.count, rows[end].value == rows[index].value, ViewNaming.kindKey(rows[end].view) == kind { end += 1 }
            if end - index >= foldThreshold {
                result.append(FoldedRow(first: rows[index].name, last: rows[end - 1].name, count: end - index,
                                        value: rows[index].value))
            } else {
                for row in rows[index..<end] { result.append(FoldedRow(first: row.name, last: row.name, count: 1, value: row.value)) }
            }
            index = end
        }
        return result
    }

    /// The views a step's table shows, folded, and how many views it leaves out.
    static func rows(of step: StepComparison) -> (rows: [FoldedRow<[String: ViewRun]>], hidden: Int) {
        let active = step.views.filter { view in
            view.variants.values.contains { $0.runs > 0 || $0.skipped != nil }
        }
        let shown = step.views.count <= allViewsLimit && step.omittedViews == nil ? step.views : active
        return (fold(shown.map { ($0.view, $0.name, $0.variants) }), step.views.count - shown.count + (step.omittedViews ?? 0))
    }

    /// The totals table, folded.
    static func totalRows(of scenario: ScenarioComparison) -> [FoldedRow<ViewTotals>] {
        struct Key: Equatable {
            let variants: [String: ViewTotal]
            let ratio: Double?
        }
        let folded = fold(scenario.totals.map { ($0.view, $0.name, Key(variants: $0.variants, ratio: $0.ratio)) })
        var byName: [String: ViewTotals] = [:]
        for total in scenario.totals { byName[total.name] = total }
        return folded.map { FoldedRow(first: $0.first, last: $0.last, count: $0.count, value: byName[$0.first]!) }
    }

    // MARK: Sentences

    /// `After 2 actions, old ran 6 bodies (4 wasted) and new ran 2 (none wasted): new/old = 0.33×.`
    static func headline(of scenario: ScenarioComparison) -> String {
        let actions = ReportMath.count(scenario.steps.count, "action", "actions")
        let parts = scenario.variants.enumerated().map { index, variant in
            let bodies = index == 0 ? ReportMath.count(variant.evaluations, "body", "bodies")
                : ReportMath.grouped(variant.evaluations)
            let wasted = variant.wasted == 0 ? "none wasted" : "\(ReportMath.grouped(variant.wasted)) wasted"
            return "\(variant.name) ran \(bodies) (\(wasted))"
        }
        var sentence = "After \(actions), " + list(parts)
        if scenario.comparedPair != nil {
            sentence += scenario.ratio.map { ": new/old = \(ReportMath.format($0))." } ?? "."
        } else {
            sentence += "."
        }
        return sentence
    }

    /// Crashes, one sentence each.
    static func crashes(of scenario: ScenarioComparison) -> [String] {
        scenario.variants.compactMap { variant in variant.crash.map { "\(variant.name) crashed: \($0)" } }
    }

    /// `The default script's 9 expectations all held.`
    static func scriptSentence(_ script: ScriptOutcome?, origin: ScenarioComparison.Origin) -> String {
        guard let script else {
            return origin == .session ? "These are the actions of the shell session." : ""
        }
        if script.failedExpectations == 0 && script.errors == 0 {
            switch script.expectations {
            case 0: return "The default script has no expectations."
            case 1: return "The default script's expectation held."
            default: return "The default script's \(script.expectations) expectations all held."
            }
        }
        var parts: [String] = []
        if script.failedExpectations > 0 {
            parts.append("\(script.failedExpectations) of the default script's \(script.expectations) expectations failed")
        }
        if script.errors > 0 {
            parts.append(ReportMath.count(script.errors, "line", "lines") + " could not run")
        }
        return parts.joined(separator: "; ").prefix(1).uppercased() + parts.joined(separator: "; ").dropFirst() + "."
    }

    /// `From n = 10 to n = 10,000, old's bodies grew ×1,000 and new's stayed at 1.`
    static func scalingSentence(_ series: ScalingSeries, variants: [String]) -> String {
        guard let first = series.points.first, let last = series.points.last, series.points.count > 1 else { return "" }
        let parts = variants.compactMap { variant -> String? in
            guard let start = first.variants[variant]?.evaluations, let end = last.variants[variant]?.evaluations else {
                return nil
            }
            if start == end { return "\(variant)'s stayed at \(ReportMath.grouped(end))" }
            return "\(variant)'s went from \(ReportMath.grouped(start)) to \(ReportMath.grouped(end))"
        }
        return "From \(series.parameter) = \(ReportMath.grouped(first.n)) to \(series.parameter) = "
            + "\(ReportMath.grouped(last.n)), the bodies re-run by the script: " + list(parts) + "."
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }

    /// At most `limit` items, then `… and 3 more`.
    static func capped(_ items: [String], limit: Int = 6) -> [String] {
        items.count <= limit ? items : Array(items.prefix(limit)) + ["… and \(items.count - limit) more"]
    }

    /// The intro of a report; `compares` says whether some scenario has both variants.
    static func introduction(compares: Bool) -> String {
        let counts = """
            Counts are bodies run by the actions (the first render is not counted); a body is *wasted* when it \
            produced exactly the output it produced before.
            """
        guard compares else {
            return "Every count comes from running the scenario in ObsLab's runtime. " + counts
        }
        return """
            Each scenario is the same small app written twice: **old** with ObservableObject and its wrappers \
            (@Published, @StateObject, @ObservedObject, @EnvironmentObject), **new** with Observation \
            (@Observable, @State, @Environment, @Bindable). Both ran the same actions in ObsLab's runtime, \
            driven by the real OpenCombine and the real Observation module.
            """ + " " + counts
    }

    /// Whether some scenario of `report` has both an old and a new variant.
    static func compares(_ report: ComparisonReport) -> Bool {
        report.scenarios.contains { $0.comparedPair != nil }
    }

    /// What a dependency means, in a few words, for tables.
    static func describe(_ edge: DependencyEdge) -> String {
        let through = edge.through.map { " (\($0))" } ?? ""
        switch edge.kind {
        case "publisher": return "subscribes to \(edge.source)\(through)"
        case "tracked": return "tracks \(edge.source)"
        case "state": return "reads \(edge.source)\(through)"
        default: return "environment: \(edge.source)\(through)"
        }
    }
}

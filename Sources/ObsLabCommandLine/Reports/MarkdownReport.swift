import Foundation
import ObsLab
import ObsLabEngine

/// Renders a `ComparisonReport` as GitHub-flavoured Markdown: tables, and the dependency
/// graphs as Mermaid diagrams.
struct MarkdownReport {
    let report: ComparisonReport

    func render() -> String {
        var lines: [String] = []
        let single = report.scenarios.count == 1 && report.omitted.isEmpty
        if single, let scenario = report.scenarios.first {
            lines.append("# \(Self.inline(scenario.title)) — " + (scenario.comparedPair != nil ? "old vs new" : "report"))
            lines.append("")
            lines.append(ReportPresentation.introduction(compares: ReportPresentation.compares(report)))
            lines.append("")
            lines += section(scenario, level: 1)
        } else {
            lines.append("# ObsLab comparison report")
            lines.append("")
            lines.append(ReportPresentation.introduction(compares: ReportPresentation.compares(report)))
            lines.append("")
            if !report.scenarios.isEmpty {
                lines += overview()
            }
            for scenario in report.scenarios {
                lines.append("<a id=\"\(scenario.id)\"></a>")
                lines.append("")
                lines += section(scenario, level: 2, withTitle: true)
            }
            if !report.omitted.isEmpty {
                lines.append("## Not compared")
                lines.append("")
                for omitted in report.omitted {
                    lines.append("- \(Self.inline(omitted.title)) (\(Self.code(omitted.id))): \(Self.inline(omitted.reason))")
                }
                lines.append("")
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Overview

    private func overview() -> [String] {
        var lines = ["## Overview", "",
                     "| scenario | actions | old bodies | new bodies | new/old | wasted old | wasted new | script |",
                     "|---|--:|--:|--:|--:|--:|--:|---|"]
        for scenario in report.scenarios {
            let old = scenario.variant(ScenarioVariant.old), new = scenario.variant(ScenarioVariant.new)
            let status: String
            if let script = scenario.script {
                status = script.failedExpectations + script.errors == 0 ? "✓ \(script.expectations)" : "✗ \(script.failedExpectations + script.errors)"
            } else {
                status = "session"
            }
            lines.append("| [\(Self.cell(scenario.title))](#\(scenario.id)) | \(scenario.steps.count) | "
                + "\(old.map { ReportMath.grouped($0.evaluations) } ?? "–") | \(new.map { ReportMath.grouped($0.evaluations) } ?? "–") | "
                + "\(ReportMath.format(scenario.ratio)) | \(old.map { ReportMath.grouped($0.wasted) } ?? "–") | "
                + "\(new.map { ReportMath.grouped($0.wasted) } ?? "–") | \(status) |")
        }
        lines.append("")
        lines.append("*script*: ✓ and the number of `expect` lines that held, or ✗ and the number that failed.")
        lines.append("")
        return lines
    }

    // MARK: One scenario

    private func section(_ scenario: ScenarioComparison, level: Int, withTitle: Bool = false) -> [String] {
        let heading = String(repeating: "#", count: level)
        let subheading = heading + "#"
        var lines: [String] = []
        if withTitle {
            lines.append("\(heading) \(Self.inline(scenario.title)) (\(Self.code(scenario.id)))")
            lines.append("")
        } else {
            lines.append("Scenario \(Self.code(scenario.id)).")
            lines.append("")
        }
        lines.append(Self.inline(scenario.summary))
        lines.append("")
        for variant in scenario.variants {
            let description = variant.description.isEmpty ? "" : ": \(Self.inline(variant.description))"
            lines.append("- **\(variant.name)**\(description) — \(ReportMath.count(variant.viewsAtFirstRender, "view", "views")) at the first render")
        }
        if !scenario.parameters.isEmpty {
            lines.append("- loaded with " + scenario.parameters.map { Self.code("\($0.name)=\($0.value)") }.joined(separator: ", "))
        }
        lines.append("")
        lines.append("**\(ReportPresentation.headline(of: scenario))**")
        for crash in ReportPresentation.crashes(of: scenario) { lines.append("**\(Self.inline(crash))**") }
        let scriptSentence = ReportPresentation.scriptSentence(scenario.script, origin: scenario.origin)
        if !scriptSentence.isEmpty {
            lines.append("")
            lines.append(scriptSentence)
        }
        if let problems = scenario.script?.problems, !problems.isEmpty {
            lines.append("")
            lines.append("```text")
            lines += problems
            lines.append("```")
        }
        lines.append("")

        lines.append("\(subheading) Step by step")
        lines.append("")
        lines.append("**ran**: the body re-ran, with the reason `Self._printChanges()` gives and, after ←, the cause "
            + "behind it; –: it did not run; *wasted*: it produced exactly the output it produced before.")
        lines.append("")
        if scenario.steps.isEmpty {
            lines.append("No actions were taken after the first render.")
            lines.append("")
        }
        for step in scenario.steps {
            lines += stepTable(step, variants: scenario.variantNames)
        }

        lines.append("\(subheading) Totals")
        lines.append("")
        lines += totalsTable(scenario)

        lines.append("\(subheading) Dependencies after the last step")
        lines.append("")
        lines.append("Views are boxes (a dotted line joins a parent to its child); what they depend on is grouped by object. "
            + "Hexagons are `objectWillChange` subscriptions (every emission re-runs the view), rounded boxes are tracked "
            + "properties (only a change of that property re-runs it), parallelograms are `@State` values, flags are "
            + "environment entries.")
        lines.append("")
        for variant in scenario.variantNames {
            let graph = scenario.dependencies[variant] ?? []
            let diagram = DependencyDiagram(graph)
            lines.append("**\(variant)**")
            lines.append("")
            lines.append("```mermaid")
            lines.append(diagram.mermaid())
            lines.append("```")
            lines.append("")
            if diagram.hiddenViews > 0 {
                lines.append("*The diagram shows the first \(diagram.views.count) views; "
                    + "\(ReportMath.count(diagram.hiddenViews, "more is", "more are")) in the JSON report.*")
                lines.append("")
            }
        }
        lines += dependencyTable(scenario)

        if let series = scenario.scaling {
            lines.append("\(subheading) Scaling with \(series.parameter)")
            lines.append("")
            lines += scalingTable(series, variants: scenario.variantNames)
        }
        return lines
    }

    private func stepTable(_ step: StepComparison, variants: [String]) -> [String] {
        var lines = ["**\(step.index). \(Self.code(step.action))**", ""]
        lines.append("| view | " + variants.joined(separator: " | ") + " |")
        lines.append("|---|" + variants.map { _ in "---|" }.joined())
        lines.append("| *fired* | " + variants.map { variant in
            guard let outcome = step.variants[variant] else { return "*did not take this action*" }
            if outcome.fired.isEmpty { return "nothing" }
            return ReportPresentation.capped(outcome.fired).map { Self.code($0) }.joined(separator: "<br>")
        }.joined(separator: " | ") + " |")
        let (rows, hidden) = ReportPresentation.rows(of: step)
        for row in rows {
            let cells = variants.map { variant -> String in
                guard step.variants[variant] != nil else { return "" }
                return Self.describe(row.value[variant])
            }
            lines.append("| \(Self.cell(row.labelWithCount)) | " + cells.joined(separator: " | ") + " |")
        }
        if variants.contains(where: { !(step.variants[$0]?.notes.isEmpty ?? true) }) {
            lines.append("| *also* | " + variants.map { variant in
                ReportPresentation.capped(step.variants[variant]?.notes ?? []).map(Self.cell).joined(separator: "<br>")
            }.joined(separator: " | ") + " |")
        }
        lines.append("")
        if hidden > 0 {
            lines.append("*\(ReportMath.count(hidden, "other view", "other views")) did nothing in any variant.*")
            lines.append("")
        }
        return lines
    }

    /// One view's cell: ran (why, from what, wasted?), skipped, idle, or not on screen.
    static func describe(_ run: ViewRun?) -> String {
        guard let run else { return "*not on screen*" }
        if run.runs == 0 {
            if let skipped = run.skipped { return "skipped: \(cell(skipped))" }
            return "–"
        }
        var text = "**ran**" + (run.runs > 1 ? " ×\(run.runs)" : "")
        if !run.reasons.isEmpty { text += " " + run.reasons.map(code).joined(separator: " ") }
        if !run.causes.isEmpty { text += " ← " + run.causes.map { cell($0) }.joined(separator: ", ") }
        if run.wasted == run.runs {
            text += " · *wasted*"
        } else if run.wasted > 0 {
            text += " · *\(run.wasted) of \(run.runs) wasted*"
        }
        return text
    }

    private func totalsTable(_ scenario: ScenarioComparison) -> [String] {
        let variants = scenario.variantNames
        let pair = scenario.comparedPair != nil
        var lines = ["| view | " + variants.joined(separator: " | ") + (pair ? " | new/old" : "")
            + variants.map { " | wasted \($0)" }.joined() + " |"]
        lines.append("|---|" + variants.map { _ in "--:|" }.joined() + (pair ? "--:|" : "")
            + variants.map { _ in "--:|" }.joined())
        for row in ReportPresentation.totalRows(of: scenario) {
            let total = row.value
            let label = row.count == 1 ? row.first : row.labelWithCount + ", each"
            var line = "| \(Self.cell(label)) | "
            line += variants.map { total.variants[$0].map { ReportMath.grouped($0.evaluations) } ?? "–" }.joined(separator: " | ")
            if pair { line += " | " + ReportMath.format(total.ratio) }
            line += variants.map { " | " + (total.variants[$0].map { ReportMath.grouped($0.wasted) } ?? "–") }.joined()
            lines.append(line + " |")
        }
        var line = "| **all views** | "
        line += scenario.variants.map { "**\(ReportMath.grouped($0.evaluations))**" }.joined(separator: " | ")
        if pair { line += " | **\(ReportMath.format(scenario.ratio))**" }
        line += scenario.variants.map { " | **\(ReportMath.grouped($0.wasted))**" }.joined()
        lines.append(line + " |")
        lines.append("")
        return lines
    }

    private func dependencyTable(_ scenario: ScenarioComparison) -> [String] {
        let variants = scenario.variantNames
        var order: [String] = []
        var names: [String: String] = [:]
        var cells: [String: [String: String]] = [:]
        for variant in variants {
            var sequence: [String] = []
            for view in scenario.dependencies[variant] ?? [] {
                sequence.append(view.view)
                names[view.view] = view.name
                cells[view.view, default: [:]][variant] = view.dependencies.isEmpty ? "nothing"
                    : view.dependencies.map { Self.cell(ReportPresentation.describe($0)) }.joined(separator: "<br>")
            }
            ViewNaming.mergeOrder(&order, sequence)
        }
        let allRows = ReportPresentation.fold(order.map { ($0, names[$0] ?? $0, cells[$0] ?? [:]) })
        let folded = allRows.prefix(ReportPresentation.dependencyRowLimit)
        let hiddenViews = allRows.dropFirst(ReportPresentation.dependencyRowLimit).reduce(0) { $0 + $1.count }
        var lines = ["<details><summary>The same graphs as a table</summary>", "",
                     "| view | " + variants.joined(separator: " | ") + " |",
                     "|---|" + variants.map { _ in "---|" }.joined()]
        for row in folded {
            lines.append("| \(Self.cell(row.labelWithCount)) | "
                + variants.map { row.value[$0] ?? "*not on screen*" }.joined(separator: " | ") + " |")
        }
        if hiddenViews > 0 {
            lines += ["", "*\(ReportMath.count(hiddenViews, "more view is", "more views are")) in the JSON report.*"]
        }
        lines += ["", "</details>", ""]
        return lines
    }

    private func scalingTable(_ series: ScalingSeries, variants: [String]) -> [String] {
        let pair = variants.contains(ScenarioVariant.old) && variants.contains(ScenarioVariant.new)
        var lines = ["The default script run again at each size; the count is the bodies its actions re-ran.", ""]
        lines.append("| \(series.parameter) | " + variants.map { "\($0) views | \($0) bodies | \($0) wasted" }.joined(separator: " | ")
            + (pair ? " | new/old" : "") + " |")
        lines.append("|--:|" + variants.map { _ in "--:|--:|--:|" }.joined() + (pair ? "--:|" : ""))
        for point in series.points {
            var line = "| \(ReportMath.grouped(point.n)) | " + variants.map { variant in
                guard let measure = point.variants[variant] else { return "– | – | –" }
                return "\(ReportMath.grouped(measure.views)) | \(ReportMath.grouped(measure.evaluations)) | "
                    + ReportMath.grouped(measure.wasted)
            }.joined(separator: " | ")
            if pair {
                let ratio = point.variants[ScenarioVariant.old].flatMap { old in
                    point.variants[ScenarioVariant.new].flatMap { ReportMath.ratio($0.evaluations, old.evaluations) }
                }
                line += " | " + ReportMath.format(ratio)
            }
            lines.append(line + " |")
        }
        lines.append("")
        let sentence = ReportPresentation.scalingSentence(series, variants: variants)
        if !sentence.isEmpty {
            lines.append(sentence)
            lines.append("")
        }
        return lines
    }

    // MARK: Escaping

    /// Text for a table cell: pipes escaped, line breaks as `<br>`.
    static func cell(_ text: String) -> String {
        inline(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "<br>")
    }

    /// Text outside code: Markdown's active characters escaped.
    static func inline(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "*", "_", "`", "<":
                result.append("\\")
                result.append(character)
            default:
                result.append(character)
            }
        }
        return result
    }

    /// A code span that survives backticks and pipes inside a table.
    static func code(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "|", with: "\\|")
        if !text.contains("`") { return "`\(escaped)`" }
        return "`` \(escaped) ``"
    }
}

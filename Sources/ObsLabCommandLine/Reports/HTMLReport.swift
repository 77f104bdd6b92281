import Foundation
import ObsLab
import ObsLabEngine

/// How the HTML report draws dependency graphs.
public enum DependencyGraphLayout: String, CaseIterable, Sendable {
    /// Graphviz's `dot` when it is on the `PATH`, else the built-in layout.
    case automatic = "auto"
    /// Graphviz's `dot`; falls back to the built-in layout when it is missing or fails.
    case graphviz = "dot"
    /// ObsLab's own layered SVG layout.
    case builtIn = "builtin"
}

/// Renders a `ComparisonReport` as one self-contained HTML page: inline CSS, charts and
/// dependency graphs as inline SVG, the step-through player as an inline script (the
/// live page's own, from `Pages/Resources`), no fonts, nothing fetched.
@MainActor
struct HTMLReport {
    let report: ComparisonReport
    var layout: DependencyGraphLayout = .automatic

    func render() -> String {
        let dot: URL? = layout == .builtIn ? nil : Graphviz.executable
        let title = report.scenarios.count == 1 && report.omitted.isEmpty
            ? "\(report.scenarios[0].title) — " + (report.scenarios[0].comparedPair != nil ? "old vs new" : "report")
            : "ObsLab comparison report"
        // The page around the sections is `Pages/Resources/report.mustache`.
        var parts: [String] = []
        if report.scenarios.count > 1 || !report.omitted.isEmpty {
            parts.append(overview().joined(separator: "\n"))
        }
        for (index, scenario) in report.scenarios.enumerated() {
            parts.append(section(scenario, number: index, dot: dot).joined(separator: "\n"))
        }
        let script = report.scenarios.contains(where: { !$0.steps.isEmpty }) ? PageResources.text("player.js") : nil
        let values: [String: Any] = [
            "title": title,
            "styles": Self.css + "\n" + Self.playerCSS,
            "introduction": Self.markup(ReportPresentation.introduction(compares: ReportPresentation.compares(report))),
            "parts": parts,
            "hasOmitted": !report.omitted.isEmpty,
            "omitted": report.omitted.map { ["title": $0.title, "id": $0.id, "reason": $0.reason] },
            "hasScript": script != nil,
            "script": script.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 } ?? "",
        ]
        guard let page = PageResources.render("report", values) else {
            return "<!DOCTYPE html>\n<p>\(HTML.escape(PageResources.missingMessage))</p>\n"
        }
        return page
    }

    // MARK: Overview

    private func overview() -> [String] {
        var html = ["<section id=\"overview\">", "<h2>Overview</h2>"]
        html.append("<div class=\"scroll\"><table class=\"overview\">")
        html.append("<thead><tr><th>scenario</th><th class=\"num\">actions</th><th class=\"num\">old bodies</th>"
            + "<th class=\"num\">new bodies</th><th class=\"num\">new/old</th><th class=\"num\">wasted old</th>"
            + "<th class=\"num\">wasted new</th><th>script</th></tr></thead>")
        html.append("<tbody>")
        for scenario in report.scenarios {
            let old = scenario.variant(ScenarioVariant.old), new = scenario.variant(ScenarioVariant.new)
            html.append("<tr><td><a href=\"#\(HTML.escape(scenario.id))\">\(HTML.escape(scenario.title))</a>"
                + " <code>\(HTML.escape(scenario.id))</code></td>"
                + "<td class=\"num\">\(scenario.steps.count)</td>"
                + "<td class=\"num\">\(old.map { ReportMath.grouped($0.evaluations) } ?? "–")</td>"
                + "<td class=\"num\">\(new.map { ReportMath.grouped($0.evaluations) } ?? "–")</td>"
                + "<td class=\"num\">\(ratioHTML(scenario.ratio))</td>"
                + "<td class=\"num\">\(old.map { ReportMath.grouped($0.wasted) } ?? "–")</td>"
                + "<td class=\"num\">\(new.map { ReportMath.grouped($0.wasted) } ?? "–")</td>"
                + "<td>\(scriptBadge(scenario))</td></tr>")
        }
        html.append("</tbody></table></div>")
        let variants = orderedVariants(report.scenarios.flatMap(\.variantNames))
        let rows = report.scenarios.map { scenario in
            BarChart.Row(label: scenario.id, tooltip: scenario.title, bars: variants.compactMap { name in
                scenario.variant(name).map { BarChart.Bar(variant: name, value: $0.evaluations, wasted: $0.wasted) }
            })
        }
        html.append("<figure class=\"chart\">")
        var chart = BarChart(rows: rows, variants: variants, idPrefix: "overview")
        chart.scalesEachRow = true
        html.append(chart.svg())
        html.append("<figcaption>Bodies re-run by each scenario's default script, per variant. Each scenario's bars are "
            + "drawn to its own scale (the longer bar is full length), so the shapes compare the variants and the numbers "
            + "give the size; the hatched part produced exactly the output it produced before.</figcaption>")
        html.append("</figure>")
        html.append("</section>")
        return html
    }

    private func orderedVariants(_ names: [String]) -> [String] {
        var seen: [String] = []
        for name in names where !seen.contains(name) { seen.append(name) }
        return seen
    }

    private func ratioHTML(_ ratio: Double?) -> String {
        guard let ratio else { return "–" }
        let tone = ratio < 1 ? "better" : ratio > 1 ? "worse" : "same"
        return "<span class=\"ratio \(tone)\">\(ReportMath.format(ratio))</span>"
    }

    private func scriptBadge(_ scenario: ScenarioComparison) -> String {
        guard let script = scenario.script else { return "<span class=\"badge\">session</span>" }
        if script.failedExpectations + script.errors == 0 {
            return "<span class=\"badge ok\">✓ \(script.expectations) held</span>"
        }
        return "<span class=\"badge fail\">✗ \(script.failedExpectations + script.errors) failed</span>"
    }

    // MARK: One scenario

    /// One scenario's section: `Pages/Resources/report-section.mustache` around the tables,
    /// charts and graphs made here.
    private func section(_ scenario: ScenarioComparison, number: Int, dot: URL?) -> [String] {
        let prefix = "s\(number)"
        var graphs: [String] = []
        for (index, variant) in scenario.variantNames.enumerated() {
            let diagram = DependencyDiagram(scenario.dependencies[variant] ?? [])
            let drawing = dot.flatMap { Graphviz.svg(diagram.dot(), idPrefix: "\(prefix)-g\(index)", executable: $0) }
                ?? diagram.svg()
            graphs.append("<figure class=\"graph \(Self.variantClass(variant))\">")
            graphs.append("<figcaption><span class=\"chip \(Self.variantClass(variant))\">\(HTML.escape(variant))</span>"
                + (dot != nil ? " <span class=\"muted\">laid out by Graphviz</span>" : "") + "</figcaption>")
            graphs.append("<div class=\"scroll\">")
            graphs.append(drawing)
            graphs.append("</div>")
            if diagram.hiddenViews > 0 {
                graphs.append("<p class=\"note\">The first \(diagram.views.count) views are drawn; "
                    + "\(ReportMath.count(diagram.hiddenViews, "more is", "more are")) in the JSON report.</p>")
            }
            graphs.append("</figure>")
        }
        let player = scenario.steps.isEmpty ? nil : PageResources.render(
            "player", ["id": prefix, "json": PlayerDocument(replaying: scenario).encoded()])
        let sentence = ReportPresentation.scriptSentence(scenario.script, origin: scenario.origin)
        let problems = scenario.script?.problems ?? []
        let values: [String: Any] = [
            "id": scenario.id, "title": scenario.title, "summary": scenario.summary,
            "variants": scenario.variants.map { variant -> [String: Any] in
                ["kind": Self.variantClass(variant.name), "name": variant.name, "description": variant.description,
                 "atFirstRender": ReportMath.count(variant.viewsAtFirstRender, "view", "views")]
            },
            "hasParameters": !scenario.parameters.isEmpty,
            "parameters": scenario.parameters.enumerated().map { index, parameter -> [String: Any] in
                ["first": index == 0, "name": parameter.name, "value": parameter.value]
            },
            "headline": ReportPresentation.headline(of: scenario),
            "crashes": ReportPresentation.crashes(of: scenario),
            "hasScriptSentence": !sentence.isEmpty, "scriptSentence": sentence, "scriptBadge": scriptBadge(scenario),
            "hasProblems": !problems.isEmpty, "problems": problems.joined(separator: "\n"),
            "player": player.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 } ?? "",
            "hasSteps": !scenario.steps.isEmpty,
            "steps": scenario.steps.flatMap { stepTable($0, variants: scenario.variantNames) }.joined(separator: "\n"),
            "totals": totals(scenario, prefix: prefix).joined(separator: "\n"),
            "graphs": graphs.joined(separator: "\n"),
            "graphviz": dot != nil,
            "dependencyTable": dependencyTable(scenario).joined(separator: "\n"),
            "hasScaling": scenario.scaling != nil,
            "scalingParameter": scenario.scaling?.parameter ?? "",
            "scaling": scenario.scaling.map { scaling($0, variants: scenario.variantNames).joined(separator: "\n") } ?? "",
        ]
        guard let html = PageResources.render("report-section", values) else { return [] }
        return [html.hasSuffix("\n") ? String(html.dropLast()) : html]
    }

    private func stepTable(_ step: StepComparison, variants: [String]) -> [String] {
        var html = ["<div class=\"step\">",
                    "<h4><span class=\"step-number\">\(step.index)</span> <code>\(HTML.escape(step.action))</code></h4>",
                    "<div class=\"scroll\"><table class=\"steps\">",
                    "<colgroup><col class=\"view\">" + String(repeating: "<col style=\"width: \(78 / max(1, variants.count))%\">",
                                                                 count: variants.count) + "</colgroup>",
                    "<thead><tr><th>view</th>" + variants.map {
                        "<th class=\"\(Self.variantClass($0))\">\(HTML.escape($0))</th>"
                    }.joined() + "</tr></thead>", "<tbody>"]
        html.append("<tr class=\"fired\"><th>fired</th>" + variants.map { variant in
            guard let outcome = step.variants[variant] else { return "<td class=\"muted\">did not take this action</td>" }
            if outcome.fired.isEmpty { return "<td class=\"muted\">nothing</td>" }
            return "<td>" + ReportPresentation.capped(outcome.fired).map { "<code>\(HTML.escape($0))</code>" }
                .joined(separator: "<br>") + "</td>"
        }.joined() + "</tr>")
        let (rows, hidden) = ReportPresentation.rows(of: step)
        for row in rows {
            var line = "<tr><th class=\"view\">\(HTML.escape(row.label))"
            if row.count > 1 { line += " <span class=\"muted\">(\(ReportMath.grouped(row.count)) views)</span>" }
            line += "</th>"
            for variant in variants {
                guard step.variants[variant] != nil else {
                    line += "<td></td>"
                    continue
                }
                line += cell(row.value[variant], variant: variant)
            }
            html.append(line + "</tr>")
        }
        if variants.contains(where: { !(step.variants[$0]?.notes.isEmpty ?? true) }) {
            html.append("<tr class=\"notes\"><th>also</th>" + variants.map { variant in
                "<td>" + ReportPresentation.capped(step.variants[variant]?.notes ?? []).map(HTML.escape)
                    .joined(separator: "<br>") + "</td>"
            }.joined() + "</tr>")
        }
        html.append("</tbody></table></div>")
        if hidden > 0 {
            html.append("<p class=\"note\">\(ReportMath.count(hidden, "other view", "other views")) did nothing in any variant.</p>")
        }
        html.append("</div>")
        return html
    }

    private func cell(_ run: ViewRun?, variant: String) -> String {
        guard let run else { return "<td class=\"absent\">not on screen</td>" }
        if run.runs == 0 {
            if let skipped = run.skipped { return "<td class=\"skipped\">skipped: \(HTML.escape(skipped))</td>" }
            return "<td class=\"idle\">–</td>"
        }
        var text = "<td class=\"ran \(Self.variantClass(variant))\"><span class=\"ran-mark\">ran"
            + (run.runs > 1 ? " ×\(run.runs)" : "") + "</span>"
        for reason in run.reasons { text += " <code>\(HTML.escape(reason))</code>" }
        if !run.causes.isEmpty {
            text += " <span class=\"cause\">← \(run.causes.map(HTML.escape).joined(separator: ", "))</span>"
        }
        if run.wasted == run.runs {
            text += " <span class=\"chip wasted\">wasted</span>"
        } else if run.wasted > 0 {
            text += " <span class=\"chip wasted\">\(run.wasted) of \(run.runs) wasted</span>"
        }
        return text + "</td>"
    }

    private func totals(_ scenario: ScenarioComparison, prefix: String) -> [String] {
        let variants = scenario.variantNames
        let pair = scenario.comparedPair != nil
        let rows = ReportPresentation.totalRows(of: scenario)
        var html = ["<div class=\"scroll\"><table class=\"totals\">",
                    "<thead><tr><th>view</th>" + variants.map { "<th class=\"num \(Self.variantClass($0))\">\(HTML.escape($0))</th>" }.joined()
                        + (pair ? "<th class=\"num\">new/old</th>" : "")
                        + variants.map { "<th class=\"num\">wasted \(HTML.escape($0))</th>" }.joined() + "</tr></thead>",
                    "<tbody>"]
        for row in rows {
            let total = row.value
            var line = "<tr><th class=\"view\">\(HTML.escape(row.label))"
            if row.count > 1 { line += " <span class=\"muted\">(\(ReportMath.grouped(row.count)) views, each)</span>" }
            line += "</th>"
            line += variants.map { "<td class=\"num\">\(total.variants[$0].map { ReportMath.grouped($0.evaluations) } ?? "–")</td>" }.joined()
            if pair { line += "<td class=\"num\">\(ratioHTML(total.ratio))</td>" }
            line += variants.map { "<td class=\"num\">\(total.variants[$0].map { ReportMath.grouped($0.wasted) } ?? "–")</td>" }.joined()
            html.append(line + "</tr>")
        }
        var line = "<tr class=\"sum\"><th>all views</th>"
        line += scenario.variants.map { "<td class=\"num\">\(ReportMath.grouped($0.evaluations))</td>" }.joined()
        if pair { line += "<td class=\"num\">\(ratioHTML(scenario.ratio))</td>" }
        line += scenario.variants.map { "<td class=\"num\">\(ReportMath.grouped($0.wasted))</td>" }.joined()
        html.append(line + "</tr>")
        html.append("</tbody></table></div>")
        let limit = 30
        let chartRows = rows.prefix(limit).map { row in
            BarChart.Row(label: row.count > 1 ? "\(row.label) (each)" : row.label, tooltip: row.labelWithCount,
                         bars: variants.compactMap { name in
                             row.value.variants[name].map { BarChart.Bar(variant: name, value: $0.evaluations, wasted: $0.wasted) }
                         })
        }
        html.append("<figure class=\"chart\">")
        html.append(BarChart(rows: Array(chartRows), variants: variants, idPrefix: "\(prefix)-totals").svg())
        html.append("<figcaption>Bodies each view ran over all actions"
            + (rows.count > limit ? " (the first \(limit) rows of the table)" : "") + ".</figcaption>")
        html.append("</figure>")
        return html
    }

    private func dependencyTable(_ scenario: ScenarioComparison) -> [String] {
        let variants = scenario.variantNames
        var order: [String] = []
        var names: [String: String] = [:]
        var cells: [String: [String: [DependencyEdge]]] = [:]
        for variant in variants {
            var sequence: [String] = []
            for view in scenario.dependencies[variant] ?? [] {
                sequence.append(view.view)
                names[view.view] = view.name
                cells[view.view, default: [:]][variant] = view.dependencies
            }
            ViewNaming.mergeOrder(&order, sequence)
        }
        let allRows = ReportPresentation.fold(order.map { ($0, names[$0] ?? $0, cells[$0] ?? [:]) })
        let folded = allRows.prefix(ReportPresentation.dependencyRowLimit)
        let hiddenViews = allRows.dropFirst(ReportPresentation.dependencyRowLimit).reduce(0) { $0 + $1.count }
        var html = ["<details><summary>The same graphs as a table</summary>",
                    "<div class=\"scroll\"><table class=\"deps\">",
                    "<thead><tr><th>view</th>" + variants.map { "<th class=\"\(Self.variantClass($0))\">\(HTML.escape($0))</th>" }.joined()
                        + "</tr></thead>", "<tbody>"]
        for row in folded {
            var line = "<tr><th class=\"view\">\(HTML.escape(row.label))"
            if row.count > 1 { line += " <span class=\"muted\">(\(ReportMath.grouped(row.count)) views)</span>" }
            line += "</th>"
            for variant in variants {
                guard let edges = row.value[variant] else {
                    line += "<td class=\"absent\">not on screen</td>"
                    continue
                }
                if edges.isEmpty {
                    line += "<td class=\"idle\">nothing</td>"
                    continue
                }
                line += "<td>" + edges.map { edge in
                    "<span class=\"dep \(HTML.escape(edge.kind))\">\(HTML.escape(ReportPresentation.describe(edge)))</span>"
                }.joined(separator: "<br>") + "</td>"
            }
            html.append(line + "</tr>")
        }
        html.append("</tbody></table></div>")
        if hiddenViews > 0 {
            html.append("<p class=\"note\">\(ReportMath.count(hiddenViews, "more view is", "more views are")) in the JSON report.</p>")
        }
        html.append("</details>")
        return html
    }

    private func scaling(_ series: ScalingSeries, variants: [String]) -> [String] {
        var html = ["<p>The default script run again at each size; the count is the bodies its actions re-ran.</p>",
                    "<figure class=\"chart\">", ScalingChart(series: series, variants: variants).svg()]
        let sentence = ReportPresentation.scalingSentence(series, variants: variants)
        html.append("<figcaption>\(HTML.escape(sentence))</figcaption>")
        html.append("</figure>")
        html.append("<div class=\"scroll\"><table class=\"scaling\"><thead><tr><th class=\"num\">\(HTML.escape(series.parameter))</th>"
            + variants.map { name in
                let escaped = HTML.escape(name)
                return "<th class=\"num \(Self.variantClass(name))\">\(escaped) views</th><th class=\"num \(Self.variantClass(name))\">"
                    + "\(escaped) bodies</th><th class=\"num \(Self.variantClass(name))\">\(escaped) wasted</th>"
            }.joined() + "</tr></thead><tbody>")
        for point in series.points {
            html.append("<tr><th class=\"num\">\(ReportMath.grouped(point.n))</th>" + variants.map { variant in
                guard let measure = point.variants[variant] else { return "<td>–</td><td>–</td><td>–</td>" }
                return "<td class=\"num\">\(ReportMath.grouped(measure.views))</td><td class=\"num\">"
                    + "\(ReportMath.grouped(measure.evaluations))</td><td class=\"num\">\(ReportMath.grouped(measure.wasted))</td>"
            }.joined() + "</tr>")
        }
        html.append("</tbody></table></div>")
        return html
    }

    // MARK: Helpers

    static func variantClass(_ name: String) -> String {
        name == ScenarioVariant.old || name == ScenarioVariant.new ? name : "other"
    }

    /// Escapes `text` and turns its `**bold**` and `*italic*` into HTML.
    static func markup(_ text: String) -> String {
        var result = ""
        var bold = false, italic = false
        var characters = Array(HTML.escape(text))[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "*" {
                if characters.first == "*" {
                    characters = characters.dropFirst()
                    result += bold ? "</strong>" : "<strong>"
                    bold.toggle()
                } else {
                    result += italic ? "</em>" : "<em>"
                    italic.toggle()
                }
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The report's style sheet, from `Pages/Resources/report.css`.
    static var css: String { PageResources.text("report.css").map { String($0.dropLast()) } ?? "" }

    /// The player's style sheet, shared with the live page.
    static var playerCSS: String { PageResources.text("player.css").map { String($0.dropLast()) } ?? "" }
}

import Foundation

/// Small helpers for writing SVG by hand, deterministically.
enum SVG {
    static let monospaceFont = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace"
    static let sansFont = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"

    /// A coordinate with at most one decimal, without a trailing `.0`.
    static func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.1f", rounded)
    }

    /// The width of `text` in the monospace font at `size` pixels.
    static func textWidth(_ text: String, size: Double = 12) -> Double {
        Double(text.count) * size * 0.602
    }

    /// `text` cut to at most `limit` characters, ending in `…` when cut.
    static func truncated(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(1, limit - 1))) + "…"
    }

    /// The colour a variant is drawn in: old amber, new teal, anything else violet.
    static func color(ofVariant name: String) -> String {
        switch name {
        case "old": "#d97706"
        case "new": "#0e7490"
        default: "#7c3aed"
        }
    }
}

/// Escaping for HTML text and attributes.
enum HTML {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// A horizontal bar chart: one group of bars per row, one bar per variant, the wasted
/// part of each bar hatched.
struct BarChart {
    struct Bar {
        let variant: String
        let value: Int
        let wasted: Int
    }

    struct Row {
        let label: String
        let tooltip: String
        let bars: [Bar]
    }

    let rows: [Row]
    let variants: [String]
    /// Makes the chart's pattern ids unique in the page.
    let idPrefix: String
    var width = 760.0
    /// Scales each row to its own longest bar, so rows of very different sizes can be
    /// compared by shape (the labels keep the numbers).
    var scalesEachRow = false

    func svg() -> String {
        let labelLimit = 34
        let labelWidth = min(SVG.textWidth(String(repeating: "m", count: labelLimit)),
                             max(80, rows.map { SVG.textWidth(SVG.truncated($0.label, to: labelLimit)) }.max() ?? 80)) + 12
        let barHeight = 13.0, barGap = 3.0, rowGap = 10.0, top = 30.0
        let valueSpace = 130.0
        let plotWidth = max(120, width - labelWidth - valueSpace)
        let maximum = max(1, rows.flatMap { $0.bars.map(\.value) }.max() ?? 1)
        let groupHeight = Double(variants.count) * (barHeight + barGap) - barGap
        let height = top + Double(rows.count) * (groupHeight + rowGap) + 6
        var parts = ["<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 \(SVG.n(width)) \(SVG.n(height))\" "
            + "width=\"\(SVG.n(width))\" height=\"\(SVG.n(height))\" font-family=\"\(SVG.sansFont)\" font-size=\"12\" role=\"img\">"]
        parts.append("<defs>")
        for variant in variants {
            parts.append("<pattern id=\"\(idPrefix)-hatch-\(variant)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
                + "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#ffffff\"/>"
                + "<rect width=\"3\" height=\"6\" fill=\"\(SVG.color(ofVariant: variant))\"/></pattern>")
        }
        parts.append("</defs>")
        // Legend.
        var legendX = labelWidth
        for variant in variants {
            parts.append("<rect x=\"\(SVG.n(legendX))\" y=\"6\" width=\"12\" height=\"12\" fill=\"\(SVG.color(ofVariant: variant))\"/>"
                + "<text x=\"\(SVG.n(legendX + 17))\" y=\"16\" fill=\"#1f2937\">\(HTML.escape(variant))</text>")
            legendX += 24 + SVG.textWidth(variant) + 14
        }
        let hatchVariant = variants.first ?? "old"
        parts.append("<rect x=\"\(SVG.n(legendX))\" y=\"6\" width=\"12\" height=\"12\" fill=\"url(#\(idPrefix)-hatch-\(hatchVariant))\" "
            + "stroke=\"\(SVG.color(ofVariant: hatchVariant))\"/><text x=\"\(SVG.n(legendX + 17))\" y=\"16\" fill=\"#1f2937\">"
            + "wasted: same output as before</text>")
        // Rows.
        for (index, row) in rows.enumerated() {
            let groupTop = top + Double(index) * (groupHeight + rowGap)
            parts.append("<g><title>\(HTML.escape(row.tooltip))</title>")
            parts.append("<text x=\"\(SVG.n(labelWidth - 8))\" y=\"\(SVG.n(groupTop + groupHeight / 2 + 4))\" text-anchor=\"end\" "
                + "fill=\"#111827\" font-family=\"\(SVG.monospaceFont)\">\(HTML.escape(SVG.truncated(row.label, to: labelLimit)))</text>")
            let rowMaximum = scalesEachRow ? max(1, row.bars.map(\.value).max() ?? 1) : maximum
            for (barIndex, bar) in row.bars.enumerated() {
                let y = groupTop + Double(barIndex) * (barHeight + barGap)
                let length = Double(bar.value) / Double(rowMaximum) * plotWidth
                let wastedLength = Double(bar.wasted) / Double(rowMaximum) * plotWidth
                let color = SVG.color(ofVariant: bar.variant)
                if bar.value == 0 {
                    parts.append("<rect x=\"\(SVG.n(labelWidth))\" y=\"\(SVG.n(y))\" width=\"1.5\" height=\"\(SVG.n(barHeight))\" "
                        + "fill=\"\(color)\"/>")
                } else {
                    parts.append("<rect x=\"\(SVG.n(labelWidth))\" y=\"\(SVG.n(y))\" width=\"\(SVG.n(length - wastedLength))\" "
                        + "height=\"\(SVG.n(barHeight))\" fill=\"\(color)\"/>")
                    if bar.wasted > 0 {
                        parts.append("<rect x=\"\(SVG.n(labelWidth + length - wastedLength))\" y=\"\(SVG.n(y))\" "
                            + "width=\"\(SVG.n(wastedLength))\" height=\"\(SVG.n(barHeight))\" "
                            + "fill=\"url(#\(idPrefix)-hatch-\(bar.variant))\" stroke=\"\(color)\" stroke-width=\"0.8\"/>")
                    }
                }
                let note = bar.wasted > 0 ? " (\(ReportMath.grouped(bar.wasted)) wasted)" : ""
                parts.append("<text x=\"\(SVG.n(labelWidth + max(length, 1.5) + 6))\" y=\"\(SVG.n(y + barHeight - 2.5))\" "
                    + "font-size=\"11\" fill=\"#374151\">\(HTML.escape(bar.variant)) \(ReportMath.grouped(bar.value))\(note)</text>")
            }
            parts.append("</g>")
        }
        parts.append("<line x1=\"\(SVG.n(labelWidth))\" y1=\"\(SVG.n(top - 4))\" x2=\"\(SVG.n(labelWidth))\" "
            + "y2=\"\(SVG.n(height - 6))\" stroke=\"#6b7280\"/>")
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}

/// Body evaluations against `n` on logarithmic axes, one line per variant.
struct ScalingChart {
    let series: ScalingSeries
    let variants: [String]
    var width = 680.0
    var height = 380.0

    func svg() -> String {
        let left = 78.0, right = 70.0, top = 24.0, bottom = 56.0
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let sizes = series.points.map(\.n)
        let values = series.points.flatMap { point in variants.compactMap { point.variants[$0]?.evaluations } }
        let xMinExponent = floor(log10(Double(sizes.min() ?? 1)))
        let xMaxExponent = max(xMinExponent + 1, ceil(log10(Double(sizes.max() ?? 10))))
        let yMaxExponent = max(1, ceil(log10(Double(max(1, values.max() ?? 1)))))
        func x(_ n: Int) -> Double {
            left + (log10(Double(n)) - xMinExponent) / (xMaxExponent - xMinExponent) * plotWidth
        }
        func y(_ value: Int) -> Double {
            value <= 0 ? top + plotHeight : top + plotHeight - log10(Double(value)) / yMaxExponent * plotHeight
        }
        var parts = ["<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 \(SVG.n(width)) \(SVG.n(height))\" "
            + "width=\"\(SVG.n(width))\" height=\"\(SVG.n(height))\" font-family=\"\(SVG.sansFont)\" font-size=\"12\" role=\"img\">"]
        parts.append("<rect x=\"\(SVG.n(left))\" y=\"\(SVG.n(top))\" width=\"\(SVG.n(plotWidth))\" height=\"\(SVG.n(plotHeight))\" "
            + "fill=\"#fafafa\" stroke=\"#d1d5db\"/>")
        // Grid and ticks.
        for exponent in 0...Int(yMaxExponent) {
            let value = Int(pow(10, Double(exponent)))
            let position = y(value)
            parts.append("<line x1=\"\(SVG.n(left))\" y1=\"\(SVG.n(position))\" x2=\"\(SVG.n(left + plotWidth))\" "
                + "y2=\"\(SVG.n(position))\" stroke=\"#e5e7eb\"/>")
            parts.append("<text x=\"\(SVG.n(left - 8))\" y=\"\(SVG.n(position + 4))\" text-anchor=\"end\" fill=\"#4b5563\">"
                + "\(ReportMath.grouped(value))</text>")
        }
        for exponent in Int(xMinExponent)...Int(xMaxExponent) {
            let value = Int(pow(10, Double(exponent)))
            let position = x(value)
            parts.append("<line x1=\"\(SVG.n(position))\" y1=\"\(SVG.n(top))\" x2=\"\(SVG.n(position))\" "
                + "y2=\"\(SVG.n(top + plotHeight))\" stroke=\"#e5e7eb\"/>")
            parts.append("<text x=\"\(SVG.n(position))\" y=\"\(SVG.n(top + plotHeight + 18))\" text-anchor=\"middle\" "
                + "fill=\"#4b5563\">\(ReportMath.grouped(value))</text>")
        }
        parts.append("<text x=\"\(SVG.n(left + plotWidth / 2))\" y=\"\(SVG.n(height - 12))\" text-anchor=\"middle\" "
            + "fill=\"#111827\">\(HTML.escape(series.parameter)) (rows on screen), logarithmic</text>")
        parts.append("<text transform=\"translate(18 \(SVG.n(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\" "
            + "fill=\"#111827\">bodies re-run by the script, logarithmic</text>")
        // Series.
        for variant in variants {
            let color = SVG.color(ofVariant: variant)
            let points = series.points.compactMap { point in point.variants[variant].map { (point.n, $0.evaluations) } }
            guard !points.isEmpty else { continue }
            let path = points.enumerated().map { index, point in
                (index == 0 ? "M" : "L") + "\(SVG.n(x(point.0))) \(SVG.n(y(point.1)))"
            }.joined(separator: " ")
            parts.append("<path d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2.5\"/>")
            for (n, value) in points {
                parts.append("<circle cx=\"\(SVG.n(x(n)))\" cy=\"\(SVG.n(y(value)))\" r=\"4\" fill=\"\(color)\">"
                    + "<title>\(HTML.escape(variant)), n = \(ReportMath.grouped(n)): \(ReportMath.grouped(value)) bodies</title></circle>")
                let below = variant != variants.first && y(value) + 17 < top + plotHeight - 2
                parts.append("<text x=\"\(SVG.n(x(n)))\" y=\"\(SVG.n(y(value) + (below ? 17 : -9)))\" text-anchor=\"middle\" "
                    + "font-size=\"11\" fill=\"\(color)\">\(ReportMath.grouped(value))</text>")
            }
            if let last = points.last {
                parts.append("<text x=\"\(SVG.n(x(last.0) + 10))\" y=\"\(SVG.n(y(last.1) + 4))\" fill=\"\(color)\" "
                    + "font-weight=\"bold\">\(HTML.escape(variant))</text>")
            }
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}

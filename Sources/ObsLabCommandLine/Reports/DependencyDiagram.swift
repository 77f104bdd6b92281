import Foundation

/// One variant's dependency graph, laid out for drawing: views on one side, what they
/// depend on on the other, grouped by object. Renders as Mermaid (Markdown), as Graphviz
/// DOT, and as a self-made SVG for when Graphviz is not installed.
struct DependencyDiagram {
    struct ViewNode {
        let id: String
        let label: String
        let path: String
        let depth: Int
        /// The index of the parent view, when it is drawn.
        let parent: Int?
        let dependsOnSomething: Bool
    }

    struct SourceNode {
        let id: String
        /// The member (`orders`) inside a group, or the whole source.
        let label: String
        let source: String
        let kind: String
        let group: Int
    }

    struct Group {
        let id: String
        /// The object's name (`FoodTruckModel#1`), `environment` or `view state`.
        let label: String
        var members: [Int]
    }

    struct Edge {
        let view: Int
        let source: Int
        let kind: String
        let through: String?
    }

    private(set) var views: [ViewNode] = []
    private(set) var sources: [SourceNode] = []
    private(set) var groups: [Group] = []
    private(set) var edges: [Edge] = []
    /// Views left out past the drawing limit.
    private(set) var hiddenViews = 0

    /// The most views a diagram draws; the JSON report has them all.
    static let viewLimit = 24

    /// What each kind of dependency means, for legends.
    static let kindMeanings: [(kind: String, meaning: String)] = [
        ("publisher", "objectWillChange subscription: every emission re-runs the view"),
        ("tracked", "tracked property: only a change of it re-runs the view"),
        ("state", "@State / @AppStorage / @SceneStorage value the body read"),
        ("environment", "environment entry read through @Environment / @EnvironmentObject"),
    ]

    /// A view to draw, or a run of alike views drawn as one (`Row[2] … Row[100]`).
    private struct Entry {
        let view: ViewDependencies
        let label: String
        let paths: [String]
    }

    /// Lays out `graph`, folding runs of alike sibling views into one box and drawing
    /// at most `limit` boxes.
    init(_ graph: [ViewDependencies], limit: Int = DependencyDiagram.viewLimit) {
        let entries = Self.fold(graph)
        let shown = Array(entries.prefix(limit))
        hiddenViews = entries.dropFirst(limit).reduce(0) { $0 + $1.paths.count }
        var indexOfPath: [String: Int] = [:]
        var sourceIndex: [String: Int] = [:]
        var groupIndex: [String: Int] = [:]
        for (index, entry) in shown.enumerated() {
            let view = entry.view
            let parts = ViewNaming.components(of: view.view)
            let parent = parts.count > 1 ? indexOfPath[parts.dropLast().joined(separator: "/")] : nil
            views.append(ViewNode(id: "v\(index)", label: entry.label, path: entry.paths.count == 1 ? view.view
                                    : "\(view.view) and \(entry.paths.count - 1) more like it",
                                  depth: view.depth, parent: parent, dependsOnSomething: !view.dependencies.isEmpty))
            for path in entry.paths { indexOfPath[path] = index }
            for dependency in view.dependencies {
                let key = dependency.kind + " " + dependency.source
                if sourceIndex[key] == nil {
                    let groupLabel = dependency.object ?? (dependency.kind == "state" ? "view state" : dependency.kind)
                    if groupIndex[groupLabel] == nil {
                        groupIndex[groupLabel] = groups.count
                        groups.append(Group(id: "g\(groups.count)", label: groupLabel, members: []))
                    }
                    let group = groupIndex[groupLabel]!
                    sourceIndex[key] = sources.count
                    groups[group].members.append(sources.count)
                    sources.append(SourceNode(id: "s\(sources.count)",
                                              label: ViewNaming.member(of: dependency.source, object: dependency.object),
                                              source: dependency.source, kind: dependency.kind, group: group))
                }
                edges.append(Edge(view: index, source: sourceIndex[key]!, kind: dependency.kind,
                                  through: dependency.through))
            }
        }
    }

    /// Folds runs of at least three sibling views of one type whose dependencies are
    /// alike: the same sources (old rows all subscribed to one board), or the same
    /// property of one object each (new rows each tracking their own player), drawn as
    /// `Player#2 … Player#100`.
    private static func fold(_ graph: [ViewDependencies]) -> [Entry] {
        func signature(_ view: ViewDependencies) -> [String] {
            view.dependencies.map { "\($0.kind) \(ViewNaming.numberlessSource($0.source)) \($0.through ?? "")" }
        }
        var entries: [Entry] = []
        var index = 0
        while index < graph.count {
            let kind = ViewNaming.kindKey(graph[index].view)
            let shape = signature(graph[index])
            var end = index + 1
            while end < graph.count, ViewNaming.kindKey(graph[end].view) == kind, signature(graph[end]) == shape { end += 1 }
            guard end - index >= ReportPresentation.foldThreshold else {
                for view in graph[index..<end] { entries.append(Entry(view: view, label: view.name, paths: [view.view])) }
                index = end
                continue
            }
            let run = graph[index..<end]
            let first = run.first!, last = run.last!
            var dependencies = first.dependencies
            for position in dependencies.indices {
                let sources = Set(run.map { $0.dependencies[position].source })
                guard sources.count > 1 else { continue }
                let firstEdge = first.dependencies[position], lastEdge = last.dependencies[position]
                let object = firstEdge.object.map { "\($0) … \(lastEdge.object ?? $0), one each" }
                let member = ViewNaming.member(of: firstEdge.source, object: firstEdge.object)
                dependencies[position] = DependencyEdge(
                    kind: firstEdge.kind, source: object.map { "\($0).\(member)" } ?? "\(firstEdge.source) … \(lastEdge.source)",
                    object: object, through: firstEdge.through)
            }
            let folded = ViewDependencies(view: first.view, name: first.name, depth: first.depth, dependencies: dependencies)
            entries.append(Entry(view: folded, label: "\(first.name) … \(last.name) (×\(ReportMath.grouped(run.count)))",
                                 paths: run.map(\.view)))
            index = end
        }
        return entries
    }

    /// The kinds that appear, in legend order.
    var kindsPresent: [String] {
        Self.kindMeanings.map(\.kind).filter { kind in sources.contains { $0.kind == kind } }
    }

    static func color(of kind: String) -> (stroke: String, fill: String) {
        switch kind {
        case "publisher": ("#b45309", "#fef3c7")
        case "tracked": ("#0f766e", "#ccfbf1")
        case "state": ("#6d28d9", "#ede9fe")
        default: ("#1d4ed8", "#dbeafe")
        }
    }

    // MARK: Mermaid

    /// A Mermaid `graph LR` for GitHub: views as boxes (dotted lines join a parent to its
    /// children), sources grouped by object; hexagons are `objectWillChange`
    /// subscriptions, stadiums tracked properties, parallelograms state, flags environment entries.
    func mermaid() -> String {
        var lines = ["graph LR"]
        for view in views { lines.append("  \(view.id)[\"\(Self.mermaidText(view.label))\"]") }
        for view in views {
            if let parent = view.parent { lines.append("  \(views[parent].id) -.- \(view.id)") }
        }
        for group in groups {
            lines.append("  subgraph \(group.id)[\"\(Self.mermaidText(group.label))\"]")
            for member in group.members {
                let source = sources[member]
                let text = "\"" + Self.mermaidText(source.label) + "\""
                let shape: String
                switch source.kind {
                case "publisher": shape = "{{\(text)}}"
                case "tracked": shape = "([\(text)])"
                case "state": shape = "[/\(text)/]"
                default: shape = ">\(text)]"
                }
                lines.append("    \(source.id)\(shape)")
            }
            lines.append("  end")
        }
        for edge in edges {
            let label = edge.through.map { "|\"\(Self.mermaidText($0))\"|" } ?? ""
            lines.append("  \(views[edge.view].id) -->\(label) \(sources[edge.source].id)")
        }
        lines.append("  classDef view fill:#f8fafc,stroke:#475569,color:#0f172a")
        for kind in kindsPresent {
            let (stroke, fill) = Self.color(of: kind)
            lines.append("  classDef \(kind) fill:\(fill),stroke:\(stroke),color:#0f172a")
        }
        if !views.isEmpty { lines.append("  class \(views.map(\.id).joined(separator: ",")) view") }
        for kind in kindsPresent {
            let ids = sources.filter { $0.kind == kind }.map(\.id)
            lines.append("  class \(ids.joined(separator: ",")) \(kind)")
        }
        return lines.joined(separator: "\n")
    }

    /// Text safe inside a quoted Mermaid label.
    static func mermaidText(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;")
            .replacingOccurrences(of: ">", with: "#gt;")
    }

    // MARK: Graphviz

    /// The graph in Graphviz's DOT language.
    func dot() -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var lines = [
            "digraph dependencies {",
            "  rankdir=LR; nodesep=0.25; ranksep=0.9; bgcolor=\"transparent\";",
            "  node [fontname=\"Helvetica\", fontsize=11, height=0.3, margin=\"0.12,0.04\"];",
            "  edge [fontname=\"Helvetica\", fontsize=9, arrowsize=0.6];",
        ]
        for view in views {
            let style = view.dependsOnSomething ? "rounded,filled" : "rounded,filled,dashed"
            lines.append("  \(view.id) [label=\(quoted(view.label)), shape=box, style=\"\(style)\", "
                + "fillcolor=\"#f8fafc\", color=\"#475569\", tooltip=\(quoted(view.path))];")
        }
        for view in views {
            if let parent = view.parent {
                lines.append("  \(views[parent].id) -> \(view.id) [style=dotted, color=\"#94a3b8\", arrowhead=none];")
            }
        }
        for (index, group) in groups.enumerated() {
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(quoted(group.label)); fontname=\"Helvetica\"; fontsize=10; "
                + "style=\"rounded,dashed\"; color=\"#94a3b8\"; fontcolor=\"#334155\";")
            for member in group.members {
                let source = sources[member]
                let (stroke, fill) = Self.color(of: source.kind)
                let shape = switch source.kind {
                case "publisher": "hexagon"
                case "tracked": "box"
                case "state": "parallelogram"
                default: "cds"
                }
                let style = source.kind == "tracked" ? "rounded,filled" : "filled"
                lines.append("    \(source.id) [label=\(quoted(source.label)), shape=\(shape), style=\"\(style)\", "
                    + "fillcolor=\"\(fill)\", color=\"\(stroke)\", tooltip=\(quoted(source.source))];")
            }
            lines.append("  }")
        }
        for edge in edges {
            let (stroke, _) = Self.color(of: edge.kind)
            let label = edge.through.map { ", label=\(quoted($0)), fontcolor=\"#475569\"" } ?? ""
            lines.append("  \(views[edge.view].id) -> \(sources[edge.source].id) [color=\"\(stroke)\"\(label)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    // MARK: Self-made SVG

    /// An SVG drawn without Graphviz: the views down the left (indented by depth), the
    /// sources down the right in their groups, and a curve per dependency.
    func svg() -> String {
        let font = SVG.monospaceFont
        let rowHeight = 30.0, boxHeight = 22.0, indent = 16.0, margin = 10.0
        let viewRight = views.map { margin + Double($0.depth) * indent + SVG.textWidth($0.label) + 16 }.max() ?? 120
        let sourceX = max(viewRight + 150, 260)
        let sourceWidth = max(sources.map { SVG.textWidth($0.label) + 16 }.max() ?? 0,
                              groups.map { SVG.textWidth($0.label, size: 11) + 8 }.max() ?? 0, 80)
        // Sources sit beside the views that use them: groups, and members within a group,
        // in the order of the mean row of their views (ties keep the order of first use).
        var rowsOfSource: [[Int]] = Array(repeating: [], count: sources.count)
        for edge in edges { rowsOfSource[edge.source].append(edge.view) }
        func meanRow(_ members: [Int]) -> Double {
            let rows = members.flatMap { rowsOfSource[$0] }
            return rows.isEmpty ? 0 : Double(rows.reduce(0, +)) / Double(rows.count)
        }
        let orderedGroups = groups.indices.sorted { lhs, rhs in
            let (left, right) = (meanRow(groups[lhs].members), meanRow(groups[rhs].members))
            return left != right ? left < right : lhs < rhs
        }
        var sourceY: [Double] = Array(repeating: 0, count: sources.count)
        var groupFrames: [(y: Double, height: Double)] = Array(repeating: (0, 0), count: groups.count)
        var y = margin
        for groupIndex in orderedGroups {
            let group = groups[groupIndex]
            let top = y
            y += 20
            let members = group.members.enumerated().sorted { lhs, rhs in
                let (left, right) = (meanRow([lhs.element]), meanRow([rhs.element]))
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element)
            for member in members {
                sourceY[member] = y
                y += rowHeight
            }
            y += 2
            groupFrames[groupIndex] = (top, y - top)
            y += 12
        }
        let rightHeight = y
        let leftHeight = margin + Double(views.count) * rowHeight + 4
        let legendKinds = kindsPresent
        let legendTop = max(rightHeight, leftHeight) + 8
        let legendHeight = legendKinds.isEmpty ? 20.0 : Double(legendKinds.count) * 18 + 4
        let legendWidth = legendKinds.map { kind in
            margin + 18 + SVG.textWidth(Self.kindMeanings.first { $0.kind == kind }?.meaning ?? kind, size: 11)
        }.max() ?? SVG.textWidth("no view depends on an object, state or the environment", size: 11) + margin
        let width = max(sourceX + sourceWidth + 24 + margin, legendWidth + margin)
        let height = legendTop + legendHeight + margin

        var parts: [String] = []
        parts.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"graph\" viewBox=\"0 0 \(SVG.n(width)) \(SVG.n(height))\" "
            + "width=\"\(SVG.n(width))\" height=\"\(SVG.n(height))\" font-family=\"\(font)\" font-size=\"12\" role=\"img\">")
        // Groups.
        for (index, group) in groups.enumerated() {
            let frame = groupFrames[index]
            parts.append("<rect x=\"\(SVG.n(sourceX - 8))\" y=\"\(SVG.n(frame.y))\" width=\"\(SVG.n(sourceWidth + 16))\" "
                + "height=\"\(SVG.n(frame.height))\" rx=\"6\" fill=\"#f8fafc\" stroke=\"#94a3b8\" stroke-dasharray=\"4 3\"/>")
            parts.append("<text x=\"\(SVG.n(sourceX - 2))\" y=\"\(SVG.n(frame.y + 14))\" font-size=\"11\" fill=\"#334155\" "
                + "font-weight=\"bold\">\(HTML.escape(group.label))</text>")
        }
        // Tree lines between a parent and its children.
        for (index, view) in views.enumerated() {
            guard let parent = view.parent else { continue }
            let x = margin + Double(views[parent].depth) * indent + 6
            let top = margin + Double(parent) * rowHeight + boxHeight
            let middle = margin + Double(index) * rowHeight + boxHeight / 2
            parts.append("<path d=\"M\(SVG.n(x)) \(SVG.n(top)) V\(SVG.n(middle)) H\(SVG.n(x + indent - 6))\" fill=\"none\" "
                + "stroke=\"#cbd5e1\" stroke-dasharray=\"2 2\"/>")
        }
        // Edges.
        for edge in edges {
            let view = views[edge.view]
            let startX = margin + Double(view.depth) * indent + SVG.textWidth(view.label) + 16
            let startY = margin + Double(edge.view) * rowHeight + boxHeight / 2
            let endX = sourceX, endY = sourceY[edge.source] + boxHeight / 2
            let bend = (endX - startX) / 2
            let (stroke, _) = Self.color(of: edge.kind)
            let tip = "\(view.path) → \(sources[edge.source].source) (\(edge.kind)\(edge.through.map { ", through \($0)" } ?? ""))"
            parts.append("<path d=\"M\(SVG.n(startX)) \(SVG.n(startY)) C\(SVG.n(startX + bend)) \(SVG.n(startY)) "
                + "\(SVG.n(endX - bend)) \(SVG.n(endY)) \(SVG.n(endX - 5)) \(SVG.n(endY))\" fill=\"none\" stroke=\"\(stroke)\" "
                + "stroke-width=\"1.4\" opacity=\"0.75\"><title>\(HTML.escape(tip))</title></path>")
            parts.append("<path d=\"M\(SVG.n(endX - 6)) \(SVG.n(endY - 3.5)) L\(SVG.n(endX)) \(SVG.n(endY)) "
                + "L\(SVG.n(endX - 6)) \(SVG.n(endY + 3.5)) Z\" fill=\"\(stroke)\"/>")
        }
        // Views.
        for (index, view) in views.enumerated() {
            let x = margin + Double(view.depth) * indent
            let top = margin + Double(index) * rowHeight
            let dash = view.dependsOnSomething ? "" : " stroke-dasharray=\"3 2\""
            parts.append("<g><title>\(HTML.escape(view.path))</title><rect x=\"\(SVG.n(x))\" y=\"\(SVG.n(top))\" "
                + "width=\"\(SVG.n(SVG.textWidth(view.label) + 16))\" height=\"\(SVG.n(boxHeight))\" rx=\"4\" fill=\"#ffffff\" "
                + "stroke=\"#475569\"\(dash)/><text x=\"\(SVG.n(x + 8))\" y=\"\(SVG.n(top + 15.5))\" fill=\"#0f172a\">"
                + "\(HTML.escape(view.label))</text></g>")
        }
        // Sources.
        for (index, source) in sources.enumerated() {
            let (stroke, fill) = Self.color(of: source.kind)
            let top = sourceY[index]
            let radius = source.kind == "tracked" ? 11 : source.kind == "publisher" ? 2 : 4
            parts.append("<g><title>\(HTML.escape(source.source)) (\(source.kind))</title><rect x=\"\(SVG.n(sourceX))\" "
                + "y=\"\(SVG.n(top))\" width=\"\(SVG.n(sourceWidth))\" height=\"\(SVG.n(boxHeight))\" rx=\"\(radius)\" "
                + "fill=\"\(fill)\" stroke=\"\(stroke)\"/><text x=\"\(SVG.n(sourceX + 8))\" y=\"\(SVG.n(top + 15.5))\" "
                + "fill=\"#0f172a\">\(HTML.escape(source.label))</text></g>")
        }
        // Legend.
        if legendKinds.isEmpty {
            parts.append("<text x=\"\(SVG.n(margin))\" y=\"\(SVG.n(legendTop + 12))\" font-size=\"11\" fill=\"#475569\">"
                + "no view depends on an object, state or the environment</text>")
        }
        for (index, kind) in legendKinds.enumerated() {
            let (stroke, fill) = Self.color(of: kind)
            let top = legendTop + Double(index) * 18
            let meaning = Self.kindMeanings.first { $0.kind == kind }?.meaning ?? kind
            parts.append("<rect x=\"\(SVG.n(margin))\" y=\"\(SVG.n(top + 2))\" width=\"12\" height=\"12\" rx=\"2\" "
                + "fill=\"\(fill)\" stroke=\"\(stroke)\"/><text x=\"\(SVG.n(margin + 18))\" y=\"\(SVG.n(top + 12))\" "
                + "font-size=\"11\" fill=\"#334155\">\(HTML.escape(meaning))</text>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}

/// Runs Graphviz's `dot` when it is on the `PATH`.
enum Graphviz {
    /// The `dot` executable on the `PATH`, if there is one.
    static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// `source` laid out by `dot -Tsvg`, as an inline `<svg>` element whose ids start
    /// with `prefix`; nil when `dot` is missing or fails.
    static func svg(_ source: String, idPrefix prefix: String, executable: URL) -> String? {
        let input = FileManager.default.temporaryDirectory
            .appendingPathComponent("obslab-graph-\(ProcessInfo.processInfo.processIdentifier)-\(prefix).dot")
        guard (try? source.write(to: input, atomically: true, encoding: .utf8)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-Tsvg", input.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8),
              let start = text.range(of: "<svg") else { return nil }
        var svg = String(text[start.lowerBound...])
        // Drop comments (they name the Graphviz version) and make ids unique in the page.
        while let open = svg.range(of: "<!--"), let close = svg.range(of: "-->", range: open.upperBound..<svg.endIndex) {
            svg.removeSubrange(open.lowerBound..<close.upperBound)
        }
        svg = svg.replacingOccurrences(of: " id=\"", with: " id=\"\(prefix)-")
        svg = svg.replacingOccurrences(of: "<svg ", with: "<svg class=\"graph\" ")
        return svg.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.joined(separator: "\n")
    }
}

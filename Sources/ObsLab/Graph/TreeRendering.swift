extension ViewGraph {
    /// The simulated screen as an indented tree: views with their body counts, text as
    /// rendered, controls with their labels and values.
    public func renderTree() -> [String] {
        guard let root else { return crash.map { ["(crashed: \($0.message))"] } ?? ["(nothing rendered)"] }
        var lines: [String] = []
        func renderNode(_ node: ViewNode, indent: String) {
            if node.evaluationCount == 0 {
                let why = crash != nil ? "the app crashed before its body ran" : "its body has not run"
                lines.append("\(indent)\(node.name)  (never rendered: \(why))")
            } else {
                lines.append("\(indent)\(node.name)  (body ×\(node.evaluationCount))")
            }
            renderItems(node.render, of: node, indent: indent + "  ")
        }
        func renderItems(_ items: [RenderItem], of node: ViewNode, indent: String) {
            for item in items {
                switch item {
                case .text(let text):
                    lines.append("\(indent)Text \"\(text)\"")
                case .image(let name):
                    lines.append("\(indent)Image \"\(name)\"")
                case .control(let control):
                    let value = withoutTracking { control.currentValue?() }
                    let title = control.displayName ?? control.kind.title
                    lines.append("\(indent)\(title) \"\(control.label)\"" + (value.map { ": \($0)" } ?? "")
                                 + (control.isEnabled ? "" : " (disabled)"))
                    // A label that shows custom views: those views, with their counts.
                    if let label = control.labelItems { renderItems(label, of: node, indent: indent + "  ") }
                case .container(let name, let inner):
                    lines.append("\(indent)\(name)")
                    renderItems(inner, of: node, indent: indent + "  ")
                case .child(let index):
                    if index < node.children.count { renderNode(node.children[index], indent: indent) }
                }
            }
        }
        renderNode(root, indent: "")
        return lines
    }
}

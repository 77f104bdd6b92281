/// One line of the simulated screen as `tree` lists it, as a value: the engine renders it
/// in the learner's language; `text` is the runtime's own English (what an `@main` app run
/// on its own prints).
package enum ScreenLine: Equatable, Sendable {
    /// A custom view and its bodies run, first render included.
    case view(indent: Int, name: String, bodies: Int)
    /// A custom view on screen whose body never ran: the app crashed first, or not yet.
    case neverRendered(indent: Int, name: String, appCrashed: Bool)
    case text(indent: Int, String)
    case image(indent: Int, name: String)
    /// A control: its kind's title, label, shown value, and whether it is enabled.
    case control(indent: Int, title: String, label: String, value: String?, enabled: Bool)
    /// A container such as `VStack` or `List`.
    case container(indent: Int, name: String)
    /// Nothing is on screen: the app crashed with this message.
    case crashed(message: String)
    /// Nothing is on screen yet.
    case nothingRendered

    /// The line in English.
    package var text: String {
        switch self {
        case .view(let indent, let name, let bodies): Self.spaces(indent) + "\(name)  (body ×\(bodies))"
        case .neverRendered(let indent, let name, let appCrashed):
            Self.spaces(indent) + "\(name)  (never rendered: "
                + (appCrashed ? "the app crashed before its body ran" : "its body has not run") + ")"
        case .text(let indent, let text): Self.spaces(indent) + "Text \"\(text)\""
        case .image(let indent, let name): Self.spaces(indent) + "Image \"\(name)\""
        case .control(let indent, let title, let label, let value, let enabled):
            Self.spaces(indent) + "\(title) \"\(label)\"" + (value.map { ": \($0)" } ?? "") + (enabled ? "" : " (disabled)")
        case .container(let indent, let name): Self.spaces(indent) + name
        case .crashed(let message): "(crashed: \(message))"
        case .nothingRendered: "(nothing rendered)"
        }
    }

    /// Two spaces per level.
    package static func spaces(_ indent: Int) -> String { String(repeating: "  ", count: indent) }
}

extension ViewGraph {
    /// The simulated screen as an indented tree: views with their body counts, text as
    /// rendered, controls with their labels and values.
    package func screenLines() -> [ScreenLine] {
        guard let root else { return [crash.map { .crashed(message: $0.message) } ?? .nothingRendered] }
        var lines: [ScreenLine] = []
        func renderNode(_ node: ViewNode, indent: Int) {
            if node.evaluationCount == 0 {
                lines.append(.neverRendered(indent: indent, name: node.name, appCrashed: crash != nil))
            } else {
                lines.append(.view(indent: indent, name: node.name, bodies: node.evaluationCount))
            }
            renderItems(Array(node.render), of: node, indent: indent + 1)
        }
        func renderItems(_ items: [RenderItem], of node: ViewNode, indent: Int) {
            for item in items {
                switch item {
                case .text(let text):
                    lines.append(.text(indent: indent, text))
                case .image(let name):
                    lines.append(.image(indent: indent, name: name))
                case .control(let control):
                    let value = withoutTracking { control.currentValue?() }
                    lines.append(.control(indent: indent, title: control.displayName ?? control.kind.title,
                                          label: control.label, value: value, enabled: control.isEnabled))
                    // A label that shows custom views: those views, with their counts.
                    if let label = control.labelItems { renderItems(label, of: node, indent: indent + 1) }
                case .container(let name, let inner):
                    lines.append(.container(indent: indent, name: name))
                    renderItems(inner, of: node, indent: indent + 1)
                case .child(let index):
                    if index < node.children.count { renderNode(node.children[index], indent: indent) }
                }
            }
        }
        renderNode(root, indent: 0)
        return lines
    }

    /// The simulated screen as an indented tree, in English.
    public func renderTree() -> [String] { screenLines().map(\.text) }
}

import ObsLab

/// The simulated screen as data: what `renderTree()` prints, as a tree a page can draw
/// with real controls. Views are the custom views of the graph, with their body counts;
/// everything else is what their bodies produced.
package indirect enum ScreenItem: Codable, Equatable, Sendable {
    /// A custom view: its path, its name, its bodies run (first render included), and
    /// what its body produced.
    case view(path: String, name: String, bodies: Int, items: [ScreenItem])
    case text(String)
    /// An image, by its name (`systemName:` or an asset's).
    case image(String)
    /// A control, with its kind, label, shown value (`on`/`off`, `"text"`), a picker's
    /// options, and whether it is enabled.
    case control(kind: ControlKind, label: String, value: String?, options: [String], enabled: Bool)
    /// A container such as `VStack` or `List`.
    case container(name: String, items: [ScreenItem])
}

extension ViewGraph {
    /// The screen as it is now; nil when nothing is rendered (the app crashed).
    package func screenSnapshot() -> ScreenItem? {
        root.map { screenItem(of: $0, deep: true) }
    }

    /// `node` on screen; the custom views inside it with their items when `deep`, else
    /// with their path, name and bodies only.
    func screenItem(of node: ViewNode, deep: Bool) -> ScreenItem {
        .view(path: node.path, name: node.name, bodies: node.evaluationCount,
              items: node.render.compactMap { item(of: $0, in: node, deep: deep) })
    }

    private func item(of rendered: RenderItem, in node: ViewNode, deep: Bool) -> ScreenItem? {
        switch rendered {
        case .text(let text):
            return .text(text)
        case .image(let name):
            return .image(name)
        case .control(let control):
            return .control(kind: control.kind, label: control.label, value: withoutTracking { control.currentValue?() },
                            options: control.options, enabled: control.isEnabled)
        case .container(let name, let inner):
            return .container(name: name, items: inner.compactMap { item(of: $0, in: node, deep: deep) })
        case .child(let index):
            guard index < node.children.count else { return nil }
            let child = node.children[index]
            return deep ? screenItem(of: child, deep: true)
                : .view(path: child.path, name: child.name, bodies: child.evaluationCount, items: [])
        }
    }
}

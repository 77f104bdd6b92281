import ObsLab

extension ViewGraph {
    /// The text the view named `name` shows, its subtree included, in screen order: each
    /// `Text`, each control's label, and what a text field shows. This is what a person
    /// reads on the simulated screen, as `tree` draws it.
    public func renderedText(ofView name: String) throws(LookupError) -> [String] {
        let node = try view(named: name)
        var texts: [String] = []
        func collect(_ items: [RenderItem], in node: ViewNode) {
            for item in items {
                switch item {
                case .text(let text):
                    texts.append(text)
                case .image:
                    break
                case .control(let control):
                    texts.append(control.label)
                    if control.kind == .textField, let shown = withoutTracking({ control.currentValue?() }) {
                        // A text field shows its text in quotes in `tree`; the screen shows it bare.
                        let bare = shown.count >= 2 && shown.hasPrefix("\"") && shown.hasSuffix("\"")
                            ? String(shown.dropFirst().dropLast()) : shown
                        if !bare.isEmpty { texts.append(bare) }
                    }
                case .container(_, let inner):
                    collect(inner, in: node)
                case .child(let index):
                    if index < node.children.count { collect(Array(node.children[index].render), in: node.children[index]) }
                }
            }
        }
        collect(Array(node.render), in: node)
        return texts
    }
}

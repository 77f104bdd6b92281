/// The views whose own output shows a control with a given label (case-insensitive),
/// kept up to date as bodies run, so finding the control a command names costs the same
/// in a tree of any size.
@MainActor
struct ControlIndex {
    private var nodesByLabel: [String: [ViewNode]] = [:]
    private var labelsByNode: [ObjectIdentifier: [String]] = [:]
    /// The controls of each node that shows some, as its last body made them: read when a
    /// command names one, without walking a render that may hold thousands of children.
    private var controlsByNode: [ObjectIdentifier: [Control]] = [:]
    /// The views whose own output shows a control with a value (a toggle, a text field):
    /// a value can change without the view's body running.
    private var nodesWithValues: [ObjectIdentifier: ViewNode] = [:]

    /// Records what `node`'s last body shows.
    mutating func update(_ node: ViewNode) {
        // A render of texts, images and children (a row's) lists nothing: no list made.
        if !node.hasIndexedControls && !node.render.holdsControl { return }
        let controls = node.ownControls
        if controls.isEmpty && !node.hasIndexedControls { return }
        remove(node)
        var labels: [String] = []
        // A label that shows custom views is read when a command names it: what it shows
        // changes when those views run, without this view's body.
        for control in controls where !control.hasLiveLabel {
            let label = control.label.lowercased()
            if !labels.contains(label) { labels.append(label) }
        }
        guard !labels.isEmpty else { return }
        node.hasIndexedControls = true
        labelsByNode[ObjectIdentifier(node)] = labels
        controlsByNode[ObjectIdentifier(node)] = controls
        if controls.contains(where: { $0.currentValue != nil }) { nodesWithValues[ObjectIdentifier(node)] = node }
        for label in labels { nodesByLabel[label, default: []].append(node) }
    }

    /// Forgets `node` (its identity is gone).
    mutating func remove(_ node: ViewNode) {
        guard node.hasIndexedControls, let labels = labelsByNode.removeValue(forKey: ObjectIdentifier(node)) else { return }
        node.hasIndexedControls = false
        controlsByNode[ObjectIdentifier(node)] = nil
        nodesWithValues[ObjectIdentifier(node)] = nil
        for label in labels {
            nodesByLabel[label]?.removeAll { $0 === node }
            if nodesByLabel[label]?.isEmpty == true { nodesByLabel[label] = nil }
        }
    }

    /// The controls in `node`'s own output, in order, as its last body made them.
    func ownControls(of node: ViewNode) -> [Control] {
        controlsByNode[ObjectIdentifier(node)] ?? []
    }

    /// The live views whose own output shows a control with a value, in no order.
    var nodesShowingValues: [ViewNode] {
        nodesWithValues.values.filter(\.isAlive)
    }

    /// The live views showing a control labelled `label`, ignoring case.
    func nodes(showing label: String) -> [ViewNode] {
        (nodesByLabel[label.lowercased()] ?? []).filter(\.isAlive)
    }
}

extension ViewNode {
    /// The controls in this view's own output, in order, without its children's.
    var ownControls: [Control] {
        var controls: [Control] = []
        func collect(_ items: [RenderItem]) {
            for item in items {
                switch item {
                case .control(let control): controls.append(control)
                case .container(_, let inner): collect(inner)
                case .text, .image, .child: break
                }
            }
        }
        if case .items(let items) = render { collect(items) }
        return controls
    }
}

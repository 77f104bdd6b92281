/// What a body's output produces for preference keys, in view-tree order: values set with
/// `preference(key:value:)` and the child views whose own output may set some
/// (docs/rules/preferences.md).
///
/// A body records child views only where a reader may see them: inside an
/// `onPreferenceChange` of its own, or everywhere when a view above it reads.
indirect enum PreferenceTree {
    /// `key` is `value` here; the content's own values of `key` are replaced.
    case override(ObjectIdentifier, Any, PreferenceTree)
    /// The values of `key` the content produces, combined with the key's `reduce` (its
    /// default when none) and changed by `transformPreference`'s closure: one value.
    case transform(ObjectIdentifier, ([Any]) -> Any, PreferenceTree)
    /// The child view at this index of the body's children.
    case child(Int)
    case group([PreferenceTree])

    /// Whether this tree produces the same values as `other` from the same children: the
    /// values set compared as the graph compares a view's inputs; a `transformPreference`
    /// closure is never the same (docs/rules/wasted.md).
    func producesTheSame(as other: PreferenceTree) -> Bool {
        switch (self, other) {
        case let (.override(key, value, content), .override(otherKey, otherValue, otherContent)):
            key == otherKey && ValueComparison.equal(value, otherValue) && content.producesTheSame(as: otherContent)
        case let (.child(index), .child(otherIndex)):
            index == otherIndex
        case let (.group(items), .group(otherItems)):
            items.count == otherItems.count
                && zip(items, otherItems).allSatisfy { $0.producesTheSame(as: $1) }
        default:
            false
        }
    }

    /// The values of `key` in view-tree order, reaching into `node`'s children.
    @MainActor
    func values(of key: ObjectIdentifier, in node: ViewNode) -> [Any] {
        var found: [Any] = []
        collect(key, in: node, into: &found)
        return found
    }

    @MainActor
    private func collect(_ key: ObjectIdentifier, in node: ViewNode, into found: inout [Any]) {
        switch self {
        case .override(let written, let value, let content):
            if written == key { found.append(value) } else { content.collect(key, in: node, into: &found) }
        case .transform(let transformed, let apply, let content):
            guard transformed == key else {
                content.collect(key, in: node, into: &found)
                return
            }
            var inner: [Any] = []
            content.collect(key, in: node, into: &inner)
            found.append(apply(inner))
        case .child(let index):
            guard node.children.indices.contains(index) else { return }
            let child = node.children[index]
            child.preferenceTree?.collect(key, in: child, into: &found)
        case .group(let items):
            for item in items { item.collect(key, in: node, into: &found) }
        }
    }
}

/// An `onPreferenceChange` as one body pass walked it.
struct PreferenceReaderRequest {
    let key: String
    let content: PreferenceTree
    let preferenceKey: ObjectIdentifier
    /// The key's type name, as SwiftUI's warning names it.
    let keyName: String
    /// The value the key's `reduce` makes of the values found (its default if none).
    let combine: ([Any]) -> Any
    let isEqual: (Any, Any) -> Bool
    let action: @MainActor (Any) -> Void
}

/// The `onPreferenceChange` modifiers of one view: the last body pass's, and per
/// modifier the value it last saw and its update cycle state.
@MainActor
final class PreferenceReaders {
    var requests: [PreferenceReaderRequest] = []
    private var lastValues: [String: Any] = [:]
    private var cycles = UpdateCycleDetector()

    /// Compares each modifier's value with the last it saw and queues the actions due.
    func check(_ node: ViewNode, in graph: ViewGraph) {
        let seen = Set(requests.map(\.key))
        for key in lastValues.keys where !seen.contains(key) {
            lastValues[key] = nil
            cycles.forget(key)
        }
        let name = ViewLifecycle.declaringName(of: node)
        for request in requests {
            let value = request.combine(request.content.values(of: request.preferenceKey, in: node))
            if let last = lastValues[request.key], request.isEqual(last, value) { continue }
            lastValues[request.key] = value
            // SwiftUI's label for a bound preference.
            guard cycles.dispatch(request.key, label: "Bound preference \(request.keyName)", view: node.path,
                                  graph: graph) else { continue }
            let action = request.action
            graph.pendingCallbacks.append(LifecycleCallback(
                description: .onPreferenceChange(key: request.keyName, view: name,
                                                 value: ValueDescription.describe(value, names: graph.objects)),
                view: node.path, action: { action(value) }))
        }
    }
}

extension ViewGraph {
    /// After a pass: each live view with an `onPreferenceChange`, in tree order, compares
    /// the values its content now produces with the last it saw.
    func checkPreferenceReaders() {
        var nodes: [ViewNode] = []
        for (id, node) in preferenceReaderNodes {
            if node.isAlive { nodes.append(node) } else { preferenceReaderNodes[id] = nil }
        }
        nodes.sort { $0.precedes($1) }
        for node in nodes { node.preferenceReaders?.check(node, in: self) }
    }
}

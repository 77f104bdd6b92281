/// The views built from a preference value (`PreferenceReadingHost`) and the value each
/// was last built with, so that a change of the value runs the view again in the same
/// update (docs/rules/preferences.md).
@MainActor
final class PreferenceValueReaders {
    private final class Reader {
        weak var node: ViewNode?
        let key: String
        let value: Any
        /// The value the content produces now; nil once the content's view is gone.
        let read: () -> Any?

        init(node: ViewNode, key: String, value: Any, read: @escaping () -> Any?) {
            self.node = node
            self.key = key
            self.value = value
            self.read = read
        }
    }

    private var readers: [ObjectIdentifier: Reader] = [:]

    var isEmpty: Bool { readers.isEmpty }

    /// The value of `Key` that `tree` produces, read by the body now running, which the
    /// graph then remembers with it. The tree's children are its owner's: the view whose
    /// body made the reading view.
    static func read<Key: PreferenceKey>(_ key: Key.Type, from tree: PreferenceTree) -> Key.Value {
        guard let graph = ViewGraph.evaluating, let node = graph.evaluatingNode, let owner = node.parent else {
            return Key.defaultValue
        }
        let keyID = ObjectIdentifier(Key.self)
        let value = Key.reduced(tree.values(of: keyID, in: owner))
        graph.preferenceValueReaders.readers[ObjectIdentifier(node)] = Reader(
            node: node, key: String(describing: Key.self), value: value,
            read: { [weak owner] in owner.map { Key.reduced(tree.values(of: keyID, in: $0)) } })
        return value
    }

    /// Invalidates, in tree order, each reading view whose content now produces another
    /// value than the one it was built with (compared as the graph compares a view's
    /// inputs). Views that are gone are forgotten.
    func invalidateChanged(in graph: ViewGraph) {
        var changed: [(node: ViewNode, detail: TraceDetail)] = []
        for (id, reader) in readers {
            guard let node = reader.node, node.isAlive, let now = reader.read() else {
                readers[id] = nil
                continue
            }
            guard !ValueComparison.equal(reader.value, now) else { continue }
            changed.append((node, .preferenceValueChanged(
                key: reader.key, from: ValueDescription.describe(reader.value, names: graph.objects),
                to: ValueDescription.describe(now, names: graph.objects))))
        }
        changed.sort { $0.node.precedes($1.node) }
        for (node, detail) in changed {
            graph.invalidate(node, InvalidationCause(token: .dependencies, detail: detail))
        }
    }
}

/// Where a value-type source of truth lives (`@State`, `@AppStorage`, `@SceneStorage`),
/// with the views that read it during their last evaluation.
@MainActor
package class StorageLocationBase {
    /// A view that read the location, and the token it reports (`_count` for the owner,
    /// `_n` through a binding). Weak: the view holds the location through its storage, and
    /// a graph that goes away must take both with it.
    package struct Reader {
        weak var node: ViewNode?
        package let token: String
    }

    /// Each reader, by view.
    package var readers: [ObjectIdentifier: Reader] = [:]
    /// What the trace calls this location (`Counter._count`, `AppStorage("volume")`).
    package let name: String
    /// The token a read reports when no property of the reader names it.
    let defaultToken: String
    weak var graph: ViewGraph?
    /// Describes the value before the first write when the location starts empty
    /// (`@AppStorage`: what the views showed, their default).
    var describeUnset: (() -> TraceDetail.StoredValue)?

    init(name: String, defaultToken: String, graph: ViewGraph?) {
        self.name = name
        self.defaultToken = defaultToken
        self.graph = graph
    }

    func removeReader(_ node: ViewNode) {
        readers[ObjectIdentifier(node)] = nil
    }
}

/// A typed value location.
@MainActor
final class StorageLocation<Value>: StorageLocationBase {
    private(set) var value: Value

    init(value: Value, name: String, defaultToken: String, graph: ViewGraph?) {
        self.value = value
        super.init(name: name, defaultToken: defaultToken, graph: graph)
    }

    /// Reads the value; inside a body, the evaluating view becomes a reader.
    func read(token: String) -> Value {
        graph?.registerRead(of: self, token: token)
        return value
    }

    /// The view whose `@State` this is, for reads through the property itself.
    weak var owner: ViewNode?
    /// The value when the owner's body last started (SwiftUI's `State._value`), kept only
    /// once a write follows that start: `ownersPass` is the owner's body count it belongs to.
    private var valueAtOwnersPass: Value?
    private var ownersPass = 0

    /// A read through the `@State` property (`count`, not `$count`). Outside an update (an
    /// action, a task) it is the stored value. During an update it is the value the owner's
    /// last body pass saw: a closure made by that pass (a sheet's content) runs later
    /// with that pass's values, not with writes no body has rendered yet. SwiftUI's `State`
    /// returns its `_value` while the graph updates and reads its location otherwise; the
    /// read makes the owner, whose input the state is, depend on it.
    func readThroughProperty(token: String) -> Value {
        guard let graph, let owner, owner.isAlive, let reader = graph.evaluatingNode else {
            return read(token: token)
        }
        graph.registerRead(of: self, token: token, by: reader === owner ? reader : owner)
        if ownersPass == owner.evaluationCount, let valueAtOwnersPass { return valueAtOwnersPass }
        return value
    }

    /// Keeps the value the owner's current body pass started with before it changes.
    private func keepValueAtOwnersPass() {
        guard let owner, ownersPass != owner.evaluationCount else { return }
        ownersPass = owner.evaluationCount
        valueAtOwnersPass = value
    }

    /// Reads without becoming a dependency (the lab drawing a control).
    func peek() -> Value { value }

    /// Writes the value. An equal value (Equatable) is a no-op, as in SwiftUI.
    func write(_ newValue: Value) {
        guard let graph else {
            value = newValue
            return
        }
        let unchanged = ValueComparison.isEquatable(value) && ValueComparison.equal(value, newValue)
        let old = value
        if !unchanged {
            keepValueAtOwnersPass()
            value = newValue
        }
        graph.storageWritten(self, from: old, to: newValue, changed: !unchanged)
    }
}

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
    var describeUnset: (() -> String)?

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
        if !unchanged { value = newValue }
        graph.storageWritten(self, from: old, to: newValue, changed: !unchanged)
    }
}

/// Finds the object behind a registrar identity in an access list, searching what a
/// view can reach: its fields, its state, its environment objects, and what those hold
/// in turn (arrays, optionals, properties). Each object is examined once per graph.
@MainActor
package final class ObservableRegistry {
    static let maximumVisits = 20_000
    private unowned let graph: ViewGraph
    /// Each registrar's object and the name the graph gave it when it was found.
    private var owners: [ObjectIdentifier: (object: AnyObject, name: String)] = [:]
    private var examined = Set<ObjectIdentifier>()

    init(graph: ViewGraph) { self.graph = graph }

    /// The object whose registrar is `registrar`, if `node` can reach it.
    package func owner(of registrar: ObjectIdentifier, near node: ViewNode) -> AnyObject? {
        namedOwner(of: registrar, near: node)?.object
    }

    /// The same, with the object's name (`graph.objects.name(of:)`, looked up once).
    func namedOwner(of registrar: ObjectIdentifier, near node: ViewNode) -> (object: AnyObject, name: String)? {
        if let known = owners[registrar] { return known }
        var queue: [(value: Any, depth: Int)] = node.observationRoots.map { ($0, 0) }
        var head = 0
        var visitedObjects = Set<ObjectIdentifier>()
        while head < queue.count, head < Self.maximumVisits {
            let (value, depth) = queue[head]
            head += 1
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                let object = value as AnyObject
                guard visitedObjects.insert(ObjectIdentifier(object)).inserted else { continue }
                if examined.insert(ObjectIdentifier(object)).inserted, object is any Observable,
                   let identifier = AccessListReader.registrarIdentifier(of: object) {
                    let named = (object: object, name: graph.objects.name(of: object))
                    owners[identifier] = named
                    if identifier == registrar { return named }
                }
                if depth >= 4 { continue }
                for (_, field) in StoredFields.of(object) { queue.append((field, depth + 1)) }
            } else if !mirror.children.isEmpty, !ValueComparison.isFunction(value) {
                for child in mirror.children { queue.append((child.value, depth)) }
            }
        }
        return owners[registrar]
    }
}

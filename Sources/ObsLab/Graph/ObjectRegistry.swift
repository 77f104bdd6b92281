/// Names objects by type and order of first sight (`FoodTruckModel#1`), never by address.
///
/// A named object is retained for the life of the graph, so its identifier can't be
/// reused by a later allocation and two objects can never share a name.
@MainActor
package final class ObjectRegistry {
    private var names: [ObjectIdentifier: String] = [:]
    private var counters: [String: Int] = [:]
    private var retained: [AnyObject] = []

    package func name(of object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        if let name = names[id] { return name }
        let typeName = typeName(of: object)
        let number = counters[typeName, default: 0] + 1
        counters[typeName] = number
        let name = "\(typeName)#\(number)"
        names[id] = name
        retained.append(object)
        return name
    }

    private var typeNames: [ObjectIdentifier: String] = [:]

    /// The type's name, worked out once per type (describing a type demangles its name).
    private func typeName(of object: AnyObject) -> String {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let known = typeNames[type] { return known }
        let name = String(describing: Swift.type(of: object))
        typeNames[type] = name
        return name
    }

    /// How many objects have been named so far.
    var count: Int { retained.count }

    /// The names given since the registry held `count` objects, in naming order.
    func names(since count: Int) -> [String] {
        retained[min(count, retained.count)...].map { names[ObjectIdentifier($0)]! }
    }

    /// Every named object, in naming order.
    package var objects: [(name: String, object: AnyObject)] {
        retained.map { (names[ObjectIdentifier($0)]!, $0) }
    }
}

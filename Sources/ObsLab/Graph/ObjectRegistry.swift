/// Names objects by type and order of first sight (`FoodTruckModel#1`), never by address.
///
/// A named object is retained for the life of the graph, so its identifier can't be
/// reused by a later allocation and two objects can never share a name.
@MainActor
package final class ObjectRegistry {
    // Each table is only read, or written in one statement, by the methods below, none
    // of which calls out while it holds one: no run-time exclusivity check (about a
    // hundred instructions a lookup).
    @exclusivity(unchecked) private var names: [ObjectIdentifier: String] = [:]
    @exclusivity(unchecked) private var retained: [AnyObject] = []
    /// The names of `retained`, in the same order: a step's new objects are listed by
    /// name without a lookup each (~500 instructions a new object).
    @exclusivity(unchecked) private var orderedNames: [String] = []

    /// The objects of one type name seen so far. Types that print alike (`Item` of two
    /// enums) share one: the numbers follow the name, as a reader sees it.
    private final class Counter {
        let typeName: String
        var count = 0
        init(typeName: String) { self.typeName = typeName }
    }

    @exclusivity(unchecked) private var counters: [String: Counter] = [:]
    /// Per type, its name's counter, worked out once per type (describing a type demangles its name).
    @exclusivity(unchecked) private var typeCounters: [ObjectIdentifier: Counter] = [:]
    /// The last type named: a list's rows bring one model of one type after another.
    @exclusivity(unchecked) private var lastType: (type: ObjectIdentifier, counter: Counter)?

    package func name(of object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        if let name = names[id] { return name }
        let counter = counter(of: object)
        counter.count += 1
        let name = Self.name(counter.typeName, counter.count)
        names[id] = name
        retained.append(object)
        orderedNames.append(name)
        return name
    }

    /// `typeName + "#" + String(number)`, written into one string of its length (two
    /// appends and a number's description, before: ~600 instructions a named object).
    private nonisolated static func name(_ typeName: String, _ number: Int) -> String {
        var typeName = typeName
        var digits = 1
        var rest = number.magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let sign = number < 0 ? 1 : 0
        return typeName.withUTF8 { typeName in
            String(unsafeUninitializedCapacity: typeName.count + 1 + sign + digits) { buffer in
                if let source = typeName.baseAddress, !typeName.isEmpty {
                    buffer.baseAddress!.initialize(from: source, count: typeName.count)
                }
                var at = typeName.count
                buffer[at] = UInt8(ascii: "#")
                if sign == 1 { buffer[at + 1] = UInt8(ascii: "-") }
                at += 1 + sign + digits
                var value = number.magnitude
                var digit = at - 1
                repeat {
                    buffer[digit] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
                    value /= 10
                    digit -= 1
                } while value > 0
                return at
            }
        }
    }

    private func counter(of object: AnyObject) -> Counter {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let last = lastType, last.type == type { return last.counter }
        let counter: Counter
        if let known = typeCounters[type] {
            counter = known
        } else {
            let name = String(describing: Swift.type(of: object))
            if let shared = counters[name] {
                counter = shared
            } else {
                counter = Counter(typeName: name)
                counters[name] = counter
            }
            typeCounters[type] = counter
        }
        lastType = (type, counter)
        return counter
    }

    /// How many objects have been named so far.
    var count: Int { retained.count }

    /// The names given since the registry held `count` objects, in naming order.
    func names(since count: Int) -> [String] {
        Array(orderedNames[min(count, orderedNames.count)...])
    }

    /// Every named object, in naming order.
    package var objects: [(name: String, object: AnyObject)] {
        Array(zip(orderedNames, retained))
    }
}

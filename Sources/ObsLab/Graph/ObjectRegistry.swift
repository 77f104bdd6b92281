/// Names objects by type and order of first sight (`FoodTruckModel#1`), never by address.
///
/// A named object is retained for the life of the graph, so its identifier can't be
/// reused by a later allocation and two objects can never share a name.
@MainActor
package final class ObjectRegistry {
    // Each table is only read, or written in one statement, by the methods below, none
    // of which calls out while it holds one: no run-time exclusivity check (about a
    // hundred instructions a lookup).
    //
    // An object takes about 26 bytes (at a hundred thousand), where a table of names by
    // identifier and a list of names took 79: its reference, its counter and number (the
    // name is made when asked), and its place in an open table of positions.
    @exclusivity(unchecked) private var retained: [AnyObject] = []
    /// For each of `retained`, in the same order: its counter's index in `counterList`
    /// (the high 32 bits) and its number (the low 32).
    @exclusivity(unchecked) private var numbers: [UInt64] = []
    /// Positions in `retained` by identifier: an open table (a power of two, at least
    /// twice the objects) probed in order from the identifier's hash; -1: empty.
    @exclusivity(unchecked) private var buckets = [Int32](repeating: -1, count: 16)
    /// The names asked for, kept: a name once asked is usually asked again (a change's
    /// events, a description in each body's fingerprint).
    @exclusivity(unchecked) private var askedNames: [ObjectIdentifier: String] = [:]

    /// The objects of one type name seen so far. Types that print alike (`Item` of two
    /// enums) share one: the numbers follow the name, as a reader sees it.
    private final class Counter {
        let typeName: String
        let index: Int
        var count = 0
        init(typeName: String, index: Int) {
            self.typeName = typeName
            self.index = index
        }
    }

    @exclusivity(unchecked) private var counters: [String: Counter] = [:]
    @exclusivity(unchecked) private var counterList: [Counter] = []
    /// Per type, its name's counter, worked out once per type (describing a type demangles its name).
    @exclusivity(unchecked) private var typeCounters: [ObjectIdentifier: Counter] = [:]
    /// The last type named: a list's rows bring one model of one type after another.
    @exclusivity(unchecked) private var lastType: (type: ObjectIdentifier, counter: Counter)?

    package func name(of object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        if let name = askedNames[id] { return name }
        let name = name(at: position(of: id) ?? register(object, id))
        askedNames[id] = name
        return name
    }

    /// Gives `object` its number, if it has none yet, without making its name.
    func register(_ object: AnyObject) {
        let id = ObjectIdentifier(object)
        if position(of: id) == nil { _ = register(object, id) }
    }

    /// The name of the object at `position` of `retained`.
    private func name(at position: Int) -> String {
        let number = numbers[position]
        return Self.name(counterList[Int(number >> 32)].typeName, Int(UInt32(truncatingIfNeeded: number)))
    }

    @inline(__always)
    private func bucket(of id: ObjectIdentifier) -> Int {
        // The address, mixed (Fibonacci hashing: the product's high bits; the address's low
        // bits are alignment).
        Int(truncatingIfNeeded: (UInt(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15) >> 32) & (buckets.count - 1)
    }

    private func position(of id: ObjectIdentifier) -> Int? {
        let mask = buckets.count - 1
        var bucket = bucket(of: id)
        while true {
            let position = buckets[bucket]
            if position < 0 { return nil }
            if ObjectIdentifier(retained[Int(position)]) == id { return Int(position) }
            bucket = (bucket + 1) & mask
        }
    }

    /// Numbers a new object and retains it; its position.
    private func register(_ object: AnyObject, _ id: ObjectIdentifier) -> Int {
        let counter = counter(of: object)
        counter.count += 1
        let position = retained.count
        retained.append(object)
        numbers.append(UInt64(counter.index) << 32 | UInt64(UInt32(truncatingIfNeeded: counter.count)))
        if retained.count * 2 > buckets.count {
            buckets = [Int32](repeating: -1, count: buckets.count * 2)
            for index in retained.indices { insert(index, ObjectIdentifier(retained[index])) }
        } else {
            insert(position, id)
        }
        return position
    }

    private func insert(_ position: Int, _ id: ObjectIdentifier) {
        let mask = buckets.count - 1
        var bucket = bucket(of: id)
        while buckets[bucket] >= 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = Int32(position)
    }

    /// `typeName + "#" + String(number)`, written into one string of its length (two
    /// appends and a number's description, before: ~600 instructions a named object).
    nonisolated static func name(_ typeName: String, _ number: Int) -> String {
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
                counter = Counter(typeName: name, index: counterList.count)
                counters[name] = counter
                counterList.append(counter)
            }
            typeCounters[type] = counter
        }
        lastType = (type, counter)
        return counter
    }

    /// How many objects have been named so far.
    var count: Int { retained.count }

    /// The names given since the registry held `count` objects, in naming order.
    func names(since count: Int) -> CreatedObjectNames {
        var names = CreatedObjectNames()
        for position in min(count, retained.count)..<retained.count {
            let number = numbers[position]
            names.append(typeName: counterList[Int(number >> 32)].typeName, number: Int(UInt32(truncatingIfNeeded: number)))
        }
        return names
    }

    /// Every named object, in naming order.
    package var objects: [(name: String, object: AnyObject)] {
        retained.indices.map { (name(at: $0), retained[$0]) }
    }
}

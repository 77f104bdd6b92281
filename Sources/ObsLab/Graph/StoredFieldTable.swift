@_spi(Reflection) import Swift

/// The stored fields of a view's struct type, listed once per type from the runtime's
/// field metadata (name, offset, type), so that comparing, attaching and fingerprinting
/// a view reads its fields without building a `Mirror` on every evaluation.
///
/// A table is made only for a struct whose every field is a strong stored property of a
/// kind the runtime makes key paths for, or a closure (whose value is never read here).
/// Anything else (`weak` or `unowned` fields, metatypes, enums, classes) keeps the
/// reflecting path, which handles every case and gives the same fields in the same order.
@MainActor
final class StoredFieldTable {
    /// What a field is to the graph, by its declared type.
    enum Role {
        /// Kept by the graph across view values (`RetainedProperty`).
        case retained
        /// One of the runtime's data-flow wrappers (`GraphProperty`).
        case property
        /// A custom `DynamicProperty`, looked into field by field.
        case custom
        /// A plain value or object: an input compared by value.
        case plain
    }

    struct Field {
        let label: String
        let offset: Int
        let type: Any.Type
        /// A closure, or an optional one: never read, compared or described by value.
        let isFunction: Bool
        /// nil when the declared type does not settle it: then the value decides.
        let role: Role?
    }

    let fields: [Field]
    /// Every field is a plain value or one of the runtime's wrappers, whose attaching is
    /// idempotent (no custom `DynamicProperty`, whose `update()` runs when attached).
    let attachesIdempotently: Bool

    private init(fields: [Field]) {
        self.fields = fields
        var idempotent = true
        for field in fields where field.role != .plain && field.role != .property { idempotent = false }
        attachesIdempotently = idempotent
    }

    /// Whether `new` is `old` byte for byte (the same type, the same bits: the same values
    /// and the same references). Padding may differ, which only answers no.
    static func sameBytes(_ old: Any, _ new: Any) -> Bool {
        func compare<Value>(_ value: Value) -> Bool { bytesEqual(value, new) }
        return _openExistential(old, do: compare)
    }

    private static var tables: [ObjectIdentifier: StoredFieldTable?] = [:]

    /// The table for `value`'s type; nil when its fields must be read through a `Mirror`.
    static func of(_ value: Any) -> StoredFieldTable? {
        let key = ObjectIdentifier(type(of: value))
        if let known = tables[key] { return known }
        let table = !(value is CustomReflectable) && Mirror(reflecting: value).displayStyle == .struct
            ? make(type(of: value)) : nil
        tables[key] = .some(table)
        return table
    }

    private static func make(_ type: Any.Type) -> StoredFieldTable? {
        var fields: [Field] = []
        let listed = _forEachField(of: type) { name, offset, fieldType, kind in
            fields.append(Field(label: String(cString: name), offset: offset, type: fieldType,
                                isFunction: kind == .function || ValueComparison.isFunctionType(fieldType),
                                role: role(of: fieldType, kind: kind)))
            return true
        }
        guard listed else { return nil }
        var strong = Set<String>()
        func collect<Root>(_ root: Root.Type) -> Bool {
            // `.ignoreUnknown` (a `static var`, which Swift 6 will not read from here).
            _forEachFieldWithKeyPath(of: root, options: _EachFieldOptions(rawValue: 1 << 1)) { name, _ in
                strong.insert(String(cString: name))
                return true
            }
        }
        guard collect(type) else { return nil }
        for field in fields where !field.isFunction && !strong.contains(field.label) { return nil }
        return StoredFieldTable(fields: fields)
    }

    /// The role a field's declared type gives it, for a struct, enum or tuple, whose
    /// values are exactly of that type (an optional, a class or an existential may hold a
    /// value of another type, which a cast would look into: the value decides then).
    private static func role(of type: Any.Type, kind: _MetadataKind) -> Role? {
        guard kind == .struct || kind == .enum || kind == .tuple, type != AnyHashable.self else { return nil }
        if type is any RetainedProperty.Type { return .retained }
        if type is any GraphProperty.Type { return .property }
        if type is any DynamicProperty.Type { return .custom }
        return .plain
    }

    /// The value of each field of `instance` (of this table's type); nil for a closure.
    func values(of instance: Any) -> [Any?] {
        func read<Value>(_ value: Value) -> [Any?] {
            withUnsafeBytes(of: value) { raw in
                fields.map { field in
                    field.isFunction ? nil : load(field.type, from: raw.baseAddress! + field.offset)
                }
            }
        }
        return _openExistential(instance, do: read)
    }
}

private func load<T>(_: T.Type, from pointer: UnsafeRawPointer) -> Any {
    pointer.assumingMemoryBound(to: T.self).pointee
}

private func bytesEqual<Value>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) } }
}

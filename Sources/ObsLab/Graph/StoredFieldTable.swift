@_spi(Reflection) import Swift
import Foundation

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
    /// The fields the graph attaches: neither a plain value nor a closure.
    let attachedFields: [Field]
    /// Every field is a plain value or one of the runtime's wrappers, whose attaching is
    /// idempotent (no custom `DynamicProperty`, whose `update()` runs when attached).
    let attachesIdempotently: Bool
    /// Two values of this type with the same bytes are equal by the child-comparison
    /// rule (`FieldComparison`): every field compares equal to itself, so a child handed
    /// the bytes it holds is skipped without reading a field. Not so with a closure
    /// (never equal), a `Binding` made from closures, a floating-point number (NaN), an
    /// `Equatable` type whose `==` the lab can't see into, a class (its subclasses may
    /// bring their own `==`), or a custom `DynamicProperty`.
    let identicalValuesCompareEqual: Bool
    /// The output fingerprint describes two values of this type with the same bytes the
    /// same way (`OutputFingerprint`): each field it describes is a number, a flag, a
    /// string or an optional one, whose description is a function of its bytes.
    let identicalValuesDescribeAlike: Bool

    private init(fields: [Field]) {
        self.fields = fields
        attachedFields = fields.filter { !$0.isFunction && $0.role != .plain }
        var idempotent = true
        var compareEqual = true
        var describeAlike = true
        for field in fields {
            if field.role != .plain && field.role != .property { idempotent = false }
            switch field.role {
            case .retained:
                break
            case .property:
                if !((field.type as? any GraphProperty.Type)?.isEquivalentWhenIdentical ?? false) { compareEqual = false }
            case .plain:
                if field.isFunction || !Self.isSelfEqual(field.type) { compareEqual = false }
                if !field.isFunction && !Self.isDescribedByBytes(field.type) { describeAlike = false }
            case .custom, nil:
                compareEqual = false
                if !field.isFunction { describeAlike = false }
            }
        }
        attachesIdempotently = idempotent
        identicalValuesCompareEqual = compareEqual
        identicalValuesDescribeAlike = describeAlike
    }

    /// Integers, flags and strings: `ValueComparison.equal` says a value equals itself.
    private static let selfEqualTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self),
        ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self),
        ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self), ObjectIdentifier(UInt32.self),
        ObjectIdentifier(UInt64.self), ObjectIdentifier(Bool.self), ObjectIdentifier(String.self),
        ObjectIdentifier(Int?.self), ObjectIdentifier(Bool?.self), ObjectIdentifier(String?.self),
    ]

    /// Also floating-point numbers: `ValueDescription` prints the same bits the same way.
    private static let describedByBytesTypes: Set<ObjectIdentifier> = selfEqualTypes.union([
        ObjectIdentifier(Double.self), ObjectIdentifier(Float.self), ObjectIdentifier(Double?.self),
    ])

    private static func isSelfEqual(_ type: Any.Type) -> Bool { selfEqualTypes.contains(ObjectIdentifier(type)) }
    private static func isDescribedByBytes(_ type: Any.Type) -> Bool {
        describedByBytesTypes.contains(ObjectIdentifier(type))
    }

    /// Whether two view values are of one type and hold the same bytes (the same values
    /// and the same references). Padding may differ, which only answers no.
    nonisolated static func identical(_ old: any View, _ new: any View) -> Bool {
        func open<Old>(_ old: Old) -> Bool {
            func compare<New>(_ new: New) -> Bool {
                guard Old.self == New.self else { return false }
                return withUnsafeBytes(of: old) { left in
                    withUnsafeBytes(of: new) { right in
                        left.count == right.count
                            && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
                    }
                }
            }
            return _openExistential(new, do: compare)
        }
        return _openExistential(old, do: open)
    }

    /// `new`'s type, and whether `old` holds the same bytes of that type: each existential
    /// opened once, each value read in place. (Asking the type of a view, then comparing,
    /// opened one of them twice: ~0.3k instructions a list's row.)
    nonisolated static func compare(_ old: any View, _ new: any View) -> (type: ObjectIdentifier, identical: Bool) {
        func open<New>(_ new: New) -> (type: ObjectIdentifier, identical: Bool) {
            func compare<Old>(_ old: Old) -> Bool {
                guard Old.self == New.self else { return false }
                let size = MemoryLayout<New>.size
                guard size > 0 else { return true }
                return withUnsafePointer(to: old) { left in
                    withUnsafePointer(to: new) { right in memcmp(left, right, size) == 0 }
                }
            }
            return (ObjectIdentifier(New.self), _openExistential(old, do: compare))
        }
        return _openExistential(new, do: open)
    }

    /// The table of `type` when it was the last asked for (nil: not known without a value).
    static func known(type: ObjectIdentifier) -> StoredFieldTable?? {
        type == lastKey ? .some(lastTable) : nil
    }

    // Read, or written in one statement, by `of(_:)` alone: no run-time exclusivity check.
    @exclusivity(unchecked) private static var tables: [ObjectIdentifier: StoredFieldTable?] = [:]
    /// The last type asked for and its table: a list's rows ask for one type in a row.
    @exclusivity(unchecked) private static var lastKey: ObjectIdentifier?
    @exclusivity(unchecked) private static var lastTable: StoredFieldTable?

    /// The table for a view's type (without boxing the view as `Any` when known).
    static func of(view: any View) -> StoredFieldTable? {
        of(view: view, type: ObjectIdentifier(type(of: view)))
    }

    /// The same, for a view whose type the caller has already asked for.
    static func of(view: any View, type: ObjectIdentifier) -> StoredFieldTable? {
        if type == lastKey { return lastTable }
        return of(view as Any)
    }

    /// The table for `value`'s type; nil when its fields must be read through a `Mirror`.
    static func of(_ value: Any) -> StoredFieldTable? {
        let key = ObjectIdentifier(type(of: value))
        if key == lastKey { return lastTable }
        let table: StoredFieldTable?
        if let known = tables[key] {
            table = known
        } else {
            table = !(value is CustomReflectable) && Mirror(reflecting: value).displayStyle == .struct
                ? make(type(of: value)) : nil
            tables[key] = .some(table)
        }
        lastKey = key
        lastTable = table
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

    /// The value of `field` (one of this table's, not a closure) in `instance`. Nonisolated:
    /// its closure, isolated, would check on every call that it runs on the main actor.
    nonisolated func value(of field: Field, in instance: Any) -> Any {
        func read<Value>(_ value: Value) -> Any {
            withUnsafeBytes(of: value) { raw in load(field.type, from: raw.baseAddress! + field.offset) }
        }
        return _openExistential(instance, do: read)
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

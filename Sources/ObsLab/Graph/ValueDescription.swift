/// Describes values for the trace the same way on every run: objects by their lab
/// name, never by address.
@MainActor
package enum ValueDescription {
    /// `complete` describes every element and level (for comparing outputs); otherwise
    /// long collections and deep values are shortened for people.
    package static func describe(_ value: Any, names: ObjectRegistry, depth: Int = 0, complete: Bool = false) -> String {
        switch value {
        case let string as String: return complete ? "\"\(string)\"" : shortened(string)
        case let number as Int: return String(number)
        case let number as any Numeric: return "\(number)"
        case let flag as Bool: return "\(flag)"
        default: break
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return names.name(of: value as AnyObject) }
        if ValueComparison.isFunction(value) { return "closure" }
        if isPointer(value) { return "(an address)" }
        guard complete || depth < 3 else { return "…" }
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return "nil" }
            return describe(wrapped.value, names: names, depth: depth, complete: complete)
        case .collection, .set:
            let shown = complete ? mirror.children.count : 6
            let items = mirror.children.prefix(shown).map { describe($0.value, names: names, depth: depth + 1, complete: complete) }
            let more = mirror.children.count > shown ? ", … (\(mirror.children.count) items)" : ""
            return "[" + items.joined(separator: ", ") + more + "]"
        case .dictionary:
            guard complete else { return "[\(mirror.children.count) entries]" }
            let entries = mirror.children.map { describe($0.value, names: names, depth: depth + 1, complete: true) }
            return "[" + entries.sorted().joined(separator: ", ") + "]"
        case .struct, .tuple:
            if value is CustomStringConvertible { return withoutAddresses(String(describing: value)) }
            let fields = mirror.children.map { child in
                (child.label.map { "\($0): " } ?? "") + describe(child.value, names: names, depth: depth + 1, complete: complete)
            }
            return "\(type(of: value))(" + fields.joined(separator: ", ") + ")"
        default:
            return withoutAddresses(String(describing: value))
        }
    }

    /// A pointer's value is an address, different on every run.
    private static func isPointer(_ value: Any) -> Bool {
        value is OpaquePointer || value is any _Pointer
    }

    /// `text` with every hexadecimal address (`0x` and 8 or more digits) replaced by
    /// `(an address)`: a type's own description may print one.
    static func withoutAddresses(_ text: String) -> String {
        guard text.contains("0x") else { return text }
        return text.replacing(/0x[0-9A-Fa-f]{8,}/, with: "(an address)")
    }

    /// Strings longer than this many characters are shortened for people.
    static let longStringLimit = 80

    /// `string` quoted, or, when long (a paste), its start and end with its length, so a
    /// trace line costs the same whatever was typed: `"Lorem ipsum…laborum." (10000 characters)`.
    static func shortened(_ string: String) -> String {
        // UTF-8 length is known at once and bounds the character count from above.
        guard string.utf8.count > longStringLimit else { return "\"\(string)\"" }
        let count = CharacterCount.of(string)
        guard count > longStringLimit else { return "\"\(string)\"" }
        return "\"\(string.prefix(48))…\(string.suffix(24))\" (\(count) characters)"
    }
}

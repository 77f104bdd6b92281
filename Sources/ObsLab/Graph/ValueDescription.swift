/// Describes values for the trace the same way on every run: objects by their lab
/// name, never by address.
@MainActor
enum ValueDescription {
    static func describe(_ value: Any, names: ObjectRegistry, depth: Int = 0) -> String {
        let mirror = Mirror(reflecting: value)
        switch value {
        case let string as String: return "\"\(string)\""
        case let number as any Numeric: return "\(number)"
        case let flag as Bool: return "\(flag)"
        default: break
        }
        if mirror.displayStyle == .class { return names.name(of: value as AnyObject) }
        if ValueComparison.isFunction(value) { return "closure" }
        guard depth < 3 else { return "…" }
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return "nil" }
            return describe(wrapped.value, names: names, depth: depth)
        case .collection, .set:
            let items = mirror.children.prefix(6).map { describe($0.value, names: names, depth: depth + 1) }
            let more = mirror.children.count > 6 ? ", … (\(mirror.children.count) items)" : ""
            return "[" + items.joined(separator: ", ") + more + "]"
        case .dictionary:
            return "[\(mirror.children.count) entries]"
        case .struct, .tuple:
            if value is CustomStringConvertible { return String(describing: value) }
            let fields = mirror.children.map { child in
                (child.label.map { "\($0): " } ?? "") + describe(child.value, names: names, depth: depth + 1)
            }
            return "\(type(of: value))(" + fields.joined(separator: ", ") + ")"
        default:
            return String(describing: value)
        }
    }
}

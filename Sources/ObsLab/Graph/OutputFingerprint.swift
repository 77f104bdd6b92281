/// A deterministic description of what a body produced, to spot *wasted* evaluations:
/// a body that ran and produced exactly what it produced before.
///
/// Text and control labels count; actions and bindings don't (they are not output).
/// A child view counts by its type, stored fields and the environment it is handed.
@MainActor
enum OutputFingerprint {
    static func make(_ items: [RenderItem], children: [ChildDescription], names: ObjectRegistry) -> String {
        var result = ""
        for item in items { append(item, children: children, names: names, to: &result) }
        return result
    }

    private static func append(_ item: RenderItem, children: [ChildDescription], names: ObjectRegistry,
                               to result: inout String) {
        switch item {
        case .text(let text):
            result += "T(\(text))"
        case .image(let name):
            result += "I(\(name))"
        case .control(let control):
            result += "C(\(control.kind.rawValue):\(control.label)\(control.options.isEmpty ? "" : ":" + control.options.joined(separator: "|")))"
        case .container(let name, let items):
            result += "\(name){"
            for item in items { append(item, children: children, names: names, to: &result) }
            result += "}"
        case .child(let index):
            let child = children[index]
            result += "V(\(child.identityKey):"
            for modification in child.modifications {
                result += "\(modification.target)=\(modification.value.map { ValueDescription.describe($0, names: names, complete: true) } ?? "nil"),"
            }
            if let table = StoredFieldTable.of(child.view) {
                for (field, value) in zip(table.fields, table.values(of: child.view)) {
                    guard let value else { continue }
                    if let role = field.role {
                        if role != .plain { continue }
                    } else if value is any DynamicProperty || ValueComparison.isFunction(value) {
                        continue
                    }
                    result += "\(field.label)=\(ValueDescription.describe(value, names: names, complete: true)),"
                }
            } else {
                for field in Mirror(reflecting: child.view).children {
                    if field.value is any DynamicProperty || ValueComparison.isFunction(field.value) { continue }
                    result += "\(field.label ?? "")=\(ValueDescription.describe(field.value, names: names, complete: true)),"
                }
            }
            result += ")"
        }
    }
}

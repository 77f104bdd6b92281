/// Child reconciliation: compares the view value a parent just produced with the one
/// the child holds, stored field by stored field, as SwiftUI does.
@MainActor
enum FieldComparison {
    /// The causes to re-run the child: `@self` when a plain field differs, a property
    /// token when a dynamic property differs by its own rule. Empty: skip the child.
    static func differences(from old: any View, to new: any View, names: ObjectRegistry) -> [InvalidationCause] {
        var causes: [InvalidationCause] = []
        var changedFields: [String] = []
        compare(Mirror(reflecting: old), Mirror(reflecting: new), token: nil, names: names,
                causes: &causes, changedFields: &changedFields)
        if !changedFields.isEmpty {
            causes.insert(InvalidationCause(token: .viewValue,
                                            detail: "\(changedFields.joined(separator: ", ")) changed"), at: 0)
        }
        return causes
    }

    private static func compare(_ old: Mirror, _ new: Mirror, token: String?, names: ObjectRegistry,
                                causes: inout [InvalidationCause], changedFields: inout [String]) {
        for (oldField, newField) in zip(old.children, new.children) {
            let label = newField.label ?? "?"
            if newField.value is any RetainedProperty {
                continue
            } else if let property = newField.value as? any GraphProperty {
                if !property.isEquivalent(to: oldField.value) {
                    let detail = property.changeDescription(from: oldField.value, names: names)
                    causes.append(InvalidationCause(token: .property(token ?? label), detail: detail))
                }
            } else if newField.value is any DynamicProperty {
                compare(Mirror(reflecting: oldField.value), Mirror(reflecting: newField.value),
                        token: token ?? label, names: names, causes: &causes, changedFields: &changedFields)
            } else if !ValueComparison.equal(oldField.value, newField.value) {
                let what = ValueComparison.isFunction(newField.value) ? "\(label) (a closure, never equal)" : label
                changedFields.append(what)
            }
        }
    }
}

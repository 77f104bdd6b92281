/// Child reconciliation: compares the view value a parent just produced with the one
/// the child holds, stored field by stored field, as SwiftUI does.
@MainActor
enum FieldComparison {
    /// The causes to re-run the child: `@self` when a plain field differs, a property
    /// token when a dynamic property differs by its own rule. Empty: skip the child.
    static func differences(from old: any View, to new: any View, names: ObjectRegistry) -> [InvalidationCause] {
        var causes: [InvalidationCause] = []
        var changedFields: [TraceDetail.ChangedField] = []
        if type(of: old) == type(of: new), let table = StoredFieldTable.of(new) {
            let before = table.values(of: old), after = table.values(of: new)
            for (index, field) in table.fields.enumerated() {
                guard let oldValue = before[index], let newValue = after[index] else {
                    changedFields.append(.init(field.label, isClosure: true))
                    continue
                }
                compare(oldValue, newValue, role: field.role, label: field.label, token: nil, names: names,
                        causes: &causes, changedFields: &changedFields)
            }
        } else {
            compare(Mirror(reflecting: old), Mirror(reflecting: new), token: nil, names: names,
                    causes: &causes, changedFields: &changedFields)
        }
        if !changedFields.isEmpty {
            causes.insert(InvalidationCause(token: .viewValue, detail: .fieldsChanged(changedFields)), at: 0)
        }
        return causes
    }

    private static func compare(_ old: Mirror, _ new: Mirror, token: String?, names: ObjectRegistry,
                                causes: inout [InvalidationCause], changedFields: inout [TraceDetail.ChangedField]) {
        for (oldField, newField) in zip(old.children, new.children) {
            compare(oldField.value, newField.value, role: nil, label: newField.label ?? "?", token: token, names: names,
                    causes: &causes, changedFields: &changedFields)
        }
    }

    /// One field; `role`, when the field's type settles it, spares the casts that find it.
    private static func compare(_ oldValue: Any, _ newValue: Any, role: StoredFieldTable.Role?, label: String,
                                token: String?, names: ObjectRegistry,
                                causes: inout [InvalidationCause], changedFields: inout [TraceDetail.ChangedField]) {
        if role == .plain {
            if !ValueComparison.equal(oldValue, newValue) { changedFields.append(.init(label)) }
        } else if role == .retained || (role == nil && newValue is any RetainedProperty) {
            return
        } else if let property = newValue as? any GraphProperty {
            if !property.isEquivalent(to: oldValue) {
                let detail = property.changeDescription(from: oldValue, names: names)
                causes.append(InvalidationCause(token: .property(token ?? label), detail: detail))
            }
        } else if newValue is any DynamicProperty {
            compare(Mirror(reflecting: oldValue), Mirror(reflecting: newValue),
                    token: token ?? label, names: names, causes: &causes, changedFields: &changedFields)
        } else if !ValueComparison.equal(oldValue, newValue) {
            changedFields.append(.init(label, isClosure: ValueComparison.isFunction(newValue)))
        }
    }
}

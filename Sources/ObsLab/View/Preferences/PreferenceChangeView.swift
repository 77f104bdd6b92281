/// A view that runs an action when the value of a preference key its content produces
/// changes: after the update that produced it, as `onChange` does, and once after the
/// first update with the first value. A write the action makes is a second update, in
/// which the reader's body runs again (docs/rules/preferences.md).
struct PreferenceChangeView<Content: View, Key: PreferenceKey>: View, PrimitiveView where Key.Value: Equatable {
    let content: Content
    let action: @MainActor (Key.Value) -> Void

    func walk(into walker: inout StructureWalker) {
        walker.beginPreferenceRegion(reading: true)
        walker.visit(content, component: nil)
        let inner = walker.endPreferenceRegion(reading: true)
        walker.appendPreference(inner)
        let action = action
        walker.preferenceReaders.append(PreferenceReaderRequest(
            key: walker.lifecycleKey("preference"), content: inner, preferenceKey: ObjectIdentifier(Key.self),
            keyName: String(describing: Key.self),
            combine: { values in
                guard var combined = values.first as? Key.Value else { return Key.defaultValue }
                for next in values.dropFirst() {
                    if let next = next as? Key.Value { Key.reduce(value: &combined, nextValue: { next }) }
                }
                return combined
            },
            isEqual: { ($0 as? Key.Value) == ($1 as? Key.Value) },
            action: { value in if let value = value as? Key.Value { action(value) } }))
    }
}

extension View {
    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// The action runs after the update that produced the new value (and once after the
    /// first update), with the value its content's views combine to.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        PreferenceChangeView<Self, K>(content: self, action: action)
    }
}

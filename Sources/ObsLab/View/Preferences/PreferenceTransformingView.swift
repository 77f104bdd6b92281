/// A view that changes the value of a preference key its content produces: the content's
/// values combined with the key's `reduce` (its default when there are none), then handed
/// to the closure; the result is the one value this view produces for the key
/// (docs/rules/preferences.md).
struct PreferenceTransformingView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let transform: (inout Key.Value) -> Void

    func walk(into walker: inout StructureWalker) {
        walker.beginPreferenceRegion()
        walker.visit(content, component: nil)
        let inner = walker.endPreferenceRegion()
        let transform = transform
        walker.appendPreference(.transform(ObjectIdentifier(Key.self), { values in
            var value = Self.combined(values)
            transform(&value)
            return value
        }, inner))
    }

    /// The content's values as one, as a reader sees them: the first, reduced with each next.
    static func combined(_ values: [Any]) -> Key.Value {
        guard var combined = values.first as? Key.Value else { return Key.defaultValue }
        for next in values.dropFirst() {
            if let next = next as? Key.Value { Key.reduce(value: &combined, nextValue: { next }) }
        }
        return combined
    }
}

extension View {
    /// Applies a transformation to a preference value: the value of `key` this view's
    /// content produces (its default when the content sets none) is handed to `callback`,
    /// and what it leaves is the value this view produces.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        PreferenceTransformingView<Self, K>(content: self, transform: callback)
    }
}

/// The decoration of an `overlayPreferenceValue` or `backgroundPreferenceValue`: a view of
/// SwiftUI's own (as its `_PreferenceReadingView`) whose body hands the value of `Key` the
/// content produces to the app's closure.
///
/// It stands after the content among its owner's children, so when its body runs the
/// content's bodies of the same pass have run and their values are known. The graph
/// remembers the value it was built with and runs it again, in the same update, when the
/// content's value changes (`PreferenceValueReaders`).
struct PreferenceReadingHost<Key: PreferenceKey, Content: View>: View, RuntimeNamedView {
    /// `overlayPreferenceValue` or `backgroundPreferenceValue`.
    let name: String
    /// What the content produces for preference keys.
    let content: PreferenceTree
    let transform: (Key.Value) -> Content

    var runtimeName: String { name }

    var body: some View {
        transform(PreferenceValueReaders.read(Key.self, from: content))
    }
}

extension PreferenceKey {
    /// The values found, as a reader sees them: the first, reduced with each next; the
    /// default when there are none.
    static func reduced(_ values: [Any]) -> Value {
        guard var combined = values.first as? Value else { return defaultValue }
        for next in values.dropFirst() {
            if let next = next as? Value { reduce(value: &combined, nextValue: { next }) }
        }
        return combined
    }
}

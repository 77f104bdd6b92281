/// A view that sets a value for a preference key: the value of `Key` its content produces
/// is this one (the content's own values of `Key` are replaced).
struct PreferenceWritingView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let value: Key.Value

    func walk(into walker: inout StructureWalker) {
        walker.beginPreferenceRegion()
        walker.visit(content, component: nil)
        let inner = walker.endPreferenceRegion()
        walker.appendPreference(.override(ObjectIdentifier(Key.self), value, inner))
    }
}

extension View {
    /// Sets a value for the given preference: the views that contain this one read it
    /// (combined with other views' values) with `onPreferenceChange(_:perform:)`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWritingView<Self, K>(content: self, value: value)
    }
}

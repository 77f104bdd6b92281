/// A view with an overlay or a background built from a preference value its content
/// produces (`overlayPreferenceValue`, `backgroundPreferenceValue`): the content's values
/// of `Key`, combined as a reader combines them, are handed to `transform`, and what it
/// builds is the decoration (docs/rules/preferences.md).
///
/// The decoration is a view of its own in the graph (`PreferenceReadingHost`), placed
/// after the content: it is built in the same update as the content, once the content's
/// values are known, and again whenever they change; no second update, no `Equatable`.
struct PreferenceValueView<Content: View, Key: PreferenceKey, Decoration: View>: View, PrimitiveView {
    let content: Content
    /// `overlay` or `background`.
    let placement: String
    let transform: (Key.Value) -> Decoration

    func walk(into walker: inout StructureWalker) {
        walker.beginPreferenceRegion(reading: true)
        walker.visit(content, component: nil)
        let inner = walker.endPreferenceRegion(reading: true)
        // The content's values still reach the readers around this view.
        walker.appendPreference(inner)
        let host = PreferenceReadingHost<Key, Decoration>(
            name: placement + "PreferenceValue", content: inner, transform: transform)
        walker.container(placement) { $0.visit(host, component: placement) }
    }
}

extension View {
    /// Reads the specified preference value from the view, using it to produce a second
    /// view that is applied as an overlay to the original view.
    ///
    /// The overlay is built from the value the view's content produces for `key` (its
    /// `defaultValue` when the content sets none), in the same update, and built again
    /// whenever that value changes.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - transform: A function that produces the overlay view from the preference value
    ///     read from the original view.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        PreferenceValueView<Self, Key, T>(content: self, placement: "overlay", transform: transform)
    }

    /// Reads the specified preference value from the view, using it to produce a second
    /// view that is applied as an overlay to the original view.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - alignment: Where the overlay goes (the lab has no layout: accepted and ignored).
    ///   - transform: A function that produces the overlay view from the preference value
    ///     read from the original view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceValueView<Self, K, V>(content: self, placement: "overlay", transform: transform)
    }

    /// Reads the specified preference value from the view, using it to produce a second
    /// view that is applied as the background of the original view.
    ///
    /// The background is built from the value the view's content produces for `key` (its
    /// `defaultValue` when the content sets none), in the same update, and built again
    /// whenever that value changes.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - transform: A function that produces the background view from the preference
    ///     value read from the original view.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> some View {
        PreferenceValueView<Self, Key, T>(content: self, placement: "background", transform: transform)
    }

    /// Reads the specified preference value from the view, using it to produce a second
    /// view that is applied as the background of the original view.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - alignment: Where the background goes (the lab has no layout: accepted and ignored).
    ///   - transform: A function that produces the background view from the preference
    ///     value read from the original view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceValueView<Self, K, V>(content: self, placement: "background", transform: transform)
    }
}

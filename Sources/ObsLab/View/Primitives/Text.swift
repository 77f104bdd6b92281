import Foundation

/// A line of text. Its content is read when the body that creates it runs, so
/// whatever it shows is a dependency of that body.
public struct Text: View, PrimitiveView, Equatable {
    let content: String

    /// A string literal's text: a localized string key, whose automatic grammar agreement
    /// the lab applies (`LocalizedStringKey`); a `String` variable is shown as it is.
    // Nonisolated, as SwiftUI's are: a text is a value made anywhere (an alert's button
    // label in a static function, a model's computed text), though its view belongs to
    // the main actor.
    public nonisolated init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.text
    }
    public nonisolated init(verbatim content: String) { self.content = content }
    /// A string's text, shown as it is (no Markdown): a literal is a `LocalizedStringKey`
    /// instead, as in SwiftUI, where this overload is disfavoured.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    func walk(into walker: inout StructureWalker) {
        walker.emit(.text(content))
    }
}

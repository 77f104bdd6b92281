import Foundation

/// A line of text. Its content is read when the body that creates it runs, so
/// whatever it shows is a dependency of that body.
public struct Text: View, PrimitiveView, Equatable {
    let content: String

    /// A string literal's text: a localized string key, whose automatic grammar agreement
    /// the lab applies (`LocalizedStringKey`); a `String` variable is shown as it is.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.text
    }
    public init(verbatim content: String) { self.content = content }
    /// A string's text, shown as it is (no Markdown): a literal is a `LocalizedStringKey`
    /// instead, as in SwiftUI, where this overload is disfavoured.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    func walk(into walker: inout StructureWalker) {
        walker.emit(.text(content))
    }
}

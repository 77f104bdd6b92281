import Foundation

/// The key of a localized string: what a string literal given to `Text` or a `Stepper`'s
/// title is, as in SwiftUI (a `String` variable is not one, and is shown as it is).
///
/// The lab has one language, English, and no strings files: the key is the text, its
/// interpolations formatted as a `String`'s are (with `specifier:` and `format:`). What
/// SwiftUI does to a key's Markdown the lab does for automatic grammar agreement only:
/// `^[\(n) cup](inflect: true)` shows "1 cup", "2 cups" (English plural rule; see
/// `MarkdownInflection`). Other Markdown (`**bold**`, links) is shown as typed.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown: the key with its inflections applied.
    let text: String

    /// A key for `value`, as typed.
    public init(_ value: String) { text = MarkdownInflection.resolve(value) }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }
}

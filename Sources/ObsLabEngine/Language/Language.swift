import ObsLab

/// The language of the lab's own words in its text output: the trace's frame ("skipped",
/// "first render", the counts table), the runtime's sentences (why a child was skipped,
/// what a view depends on) and, in the front end, the shell's messages.
///
/// SwiftUI's own words stay as SwiftUI prints them in every language: `_model changed.`,
/// `@self`, type, view and property names, runtime warnings and crash messages. The JSON
/// trace is a machine format and is always English (docs/rules/language.md).
public enum Language: String, CaseIterable, Sendable {
    /// English: the runtime's own language, and the only one of the machine formats.
    case english = "en"
    /// Simplified Chinese (`--lang zh-Hans`, a `zh` locale).
    case simplifiedChinese = "zh-Hans"

    /// The language an identifier names: any `zh…` (`zh-Hans`, `zh_CN.UTF-8`) is
    /// Simplified Chinese; anything else is English.
    public init(identifier: String) {
        self = identifier.lowercased().hasPrefix("zh") ? .simplifiedChinese : .english
    }

    /// `english` or `chinese`, whichever is this language.
    public func pick(_ english: String, _ chinese: String) -> String {
        self == .english ? english : chinese
    }
}

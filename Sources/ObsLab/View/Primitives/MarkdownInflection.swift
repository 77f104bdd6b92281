/// Automatic grammar agreement in a localized string, for English: Markdown's
/// `^[<phrase>](inflect: true)` becomes the phrase with its noun agreeing with its number,
/// as Foundation's inflection does when SwiftUI loads a `LocalizedStringKey`
/// (`AttributedString.LocalizationOptions.inflect`, `InflectionRule.automatic`).
///
/// The rule the lab applies: the phrase's first number is its count; when it is not
/// exactly 1, the word after it is made plural (`cup` → `cups`, `glass` → `glasses`,
/// `berry` → `berries`), and a word already plural or a count of 1 is left as it is. Irregular
/// plurals (`person` → `people`) and other languages are not modelled.
enum MarkdownInflection {
    /// `text` with each `^[…](inflect: true)` replaced by its inflected phrase.
    static func resolve(_ text: String) -> String {
        // Fast path: most texts have no `^[`.
        guard text.utf8.contains(UInt8(ascii: "^")), text.contains("^[") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "^[") {
            guard let close = rest[open.upperBound...].range(of: "](inflect: true)") else { break }
            result += rest[..<open.lowerBound]
            result += inflect(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// The phrase with the word after its first number agreeing with that number.
    static func inflect(_ phrase: String) -> String {
        var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let countIndex = words.firstIndex(where: { Double($0) != nil }), let count = Double(words[countIndex]),
              countIndex + 1 < words.count, count != 1 else { return phrase }
        words[countIndex + 1] = plural(of: words[countIndex + 1])
        return words.joined(separator: " ")
    }

    /// The English plural of a regular noun.
    static func plural(of noun: String) -> String {
        let lower = noun.lowercased()
        guard let last = lower.last, last.isLetter else { return noun }
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch")
            || lower.hasSuffix("sh") {
            return noun + "es"
        }
        if last == "y", let before = lower.dropLast().last, !"aeiou".contains(before) {
            return noun.dropLast() + "ies"
        }
        return noun + "s"
    }
}

import Foundation

/// The number of characters of a long string, as `String.count` gives it, without
/// counting the whole string again on every keystroke.
///
/// Counting characters walks grapheme clusters, about a hundred instructions a character,
/// and a paste of 10,000 characters is 10,000 keystrokes, each describing the whole text
/// so far: counted from scratch, the paste's cost would grow with the square of its
/// length. Each keystroke's text is the previous one with a character added, so the count
/// of the last string counted is kept, and a string that starts with it counts only its
/// last character and what follows. Appending can merge the old last character with the
/// new text (a combining accent, a second flag letter), never an earlier boundary, since a
/// grapheme break depends only on the text before it and the scalar after it.
@MainActor
enum CharacterCount {
    private static var last: (text: String, count: Int)?

    static func of(_ text: String) -> Int {
        if let last, let appended = bytesAppended(to: last.text, in: text), let lastCharacter = last.text.last {
            let count = last.count - 1 + (String(lastCharacter) + appended).count
            self.last = (text, count)
            return count
        }
        let count = text.count
        last = (text, count)
        return count
    }

    /// The text `longer` adds after `prefix`, when `longer` starts with exactly its bytes.
    private static func bytesAppended(to prefix: String, in longer: String) -> String? {
        var prefix = prefix
        var longer = longer
        let prefixLength = prefix.utf8.count
        guard prefixLength > 0, longer.utf8.count >= prefixLength else { return nil }
        let starts = prefix.withUTF8 { old in
            longer.withUTF8 { new in memcmp(old.baseAddress!, new.baseAddress!, prefixLength) == 0 }
        }
        guard starts else { return nil }
        // A scalar boundary: `prefix` is whole UTF-8 (a character boundary need not be).
        let start = longer.utf8.index(longer.utf8.startIndex, offsetBy: prefixLength)
        return String(longer.unicodeScalars[start...])
    }
}

import Testing
@testable import ObsLab
@testable import ObsLabEngine

/// `CharacterCount` must give `String.count` for every string, whether or not it extends
/// the last one counted: appended text that merges with the previous last character
/// (combining marks, flag letters, emoji joiners, CR LF) included.
@MainActor
@Suite struct CharacterCountRules {
    static let pieces = ["a", "é", "e", "\u{301}", "中", "🙂", "\u{200D}", "👩", "🇫", "🇷", "🇩", "🇪", "\r", "\n", " ", "्", "क"]

    @Test func typingOneScalarAtATimeCountsAsStringCountDoes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            var text = ""
            for _ in 0..<60 {
                text += Self.pieces.randomElement(using: &generator)!
                #expect(CharacterCount.of(text) == text.count, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }

    @Test func unrelatedStringsAreCountedWhole() {
        #expect(CharacterCount.of("🇫🇷🇩") == 2)
        #expect(CharacterCount.of("🇫🇷🇩🇪") == 2)
        #expect(CharacterCount.of("x🇫🇷🇩🇪") == 3)
        #expect(CharacterCount.of("e") == 1)
        #expect(CharacterCount.of("e\u{301}") == 1)
        #expect(CharacterCount.of("\r") == 1)
        #expect(CharacterCount.of("\r\n") == 1)
        #expect(CharacterCount.of("") == 0)
        #expect(CharacterCount.of("ab") == 2)
    }

    @Test func aLongPasteIsShortenedWithItsExactLength() {
        let paste = String(repeating: "Lorem ipsum, 中文 é 🙂 🇫🇷. ", count: 10)
        var typed = ""
        var last = ""
        for character in paste {
            typed.append(character)
            last = ValueDescription.shortened(typed)
        }
        #expect(last.hasSuffix("(\(paste.count) characters)"))
    }
}

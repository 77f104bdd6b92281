extension String {
    /// The string without the spaces and tabs at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives, without its round trip through `NSString` (about 17k instructions a
    /// line, paid by every line the interpreter runs).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isWhitespaceToTrim }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isWhitespaceToTrim })!
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// In Foundation's `CharacterSet.whitespaces` as Core Foundation defines it: a tab, a
    /// space, U+00A0, U+1680, U+2000–U+200B (the zero-width space too, though not Zs),
    /// U+202F, U+205F and U+3000 (a test compares it with Foundation's).
    fileprivate var isWhitespaceToTrim: Bool {
        switch value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

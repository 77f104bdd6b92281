/// What a user typed or saved, as ObsLab shows it back (the echo of a script's line, an
/// error naming a label, the line a check failed at): never a control character (shown
/// as a `\u{…}` escape, so a pasted escape sequence cannot drive the terminal), each
/// quoted or back-quoted part longer than `longestQuoted` characters cut at
/// `quotedLimit` with the rest counted, so that a 1 MB label costs a line of output, not
/// a megabyte each time it is named. Showing a shown text again changes nothing.
enum EchoedText {
    /// The characters shown of a quoted part that is cut.
    static let quotedLimit = 80
    /// The longest quoted part shown whole (an `expect … crash "…"` message fits).
    static let longestQuoted = 256
    /// The characters of an echoed line that are shown.
    static let lineLimit = 240

    /// A command as a transcript shows it before what it printed: `> tap "Add"`.
    static func command(_ line: String) -> String {
        "> " + shown(line, limit: lineLimit)
    }

    /// `text`, line by line, shortened and escaped; each line at most `limit` characters
    /// (the rest counted) after its quoted parts are shortened.
    static func shown(_ text: String, limit: Int = .max) -> String {
        guard text.utf8.count > quotedLimit || text.unicodeScalars.contains(where: isEscaped) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { CommandTokenizer.printable(shorteningQuotedParts(String($0)), limit: limit) }
            .joined(separator: "\n")
    }

    /// Each part of `line` between double quotes (a `\"` inside does not end it) or
    /// back quotes that is longer than `longestQuoted` characters cut at `quotedLimit`,
    /// followed by `… (N characters)` (shorter than `longestQuoted`, so a part already
    /// cut is not cut again).
    static func shorteningQuotedParts(_ line: String) -> String {
        var result = ""
        var closing: Character?
        var escaping = false
        var length = 0
        var part = ""
        func endPart() {
            result += length > longestQuoted ? part.prefix(quotedLimit) + "… (\(length) characters)" : part
            part = ""
            length = 0
        }
        for character in line {
            guard let close = closing else {
                result.append(character)
                if character == "\"" || character == "`" { closing = character }
                continue
            }
            if escaping {
                escaping = false
            } else if character == "\\" && close == "\"" {
                escaping = true
            } else if character == close {
                endPart()
                closing = nil
                result.append(character)
                continue
            }
            length += 1
            if length <= longestQuoted { part.append(character) }
        }
        if closing != nil { endPart() }
        return result
    }

    /// Whether `scalar` is shown as an escape: a control character, or an invisible
    /// format character that can reorder or hide text (a byte order mark, a
    /// right-to-left override), except the joiners emoji and scripts need.
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: return true
        case .format: return scalar != "\u{200C}" && scalar != "\u{200D}"
        default: return false
        }
    }
}

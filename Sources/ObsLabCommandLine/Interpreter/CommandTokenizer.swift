/// Splits a command line into words: spaces separate, double quotes group (with `\"`
/// and `\\` inside), and `#` outside quotes starts a comment.
enum CommandTokenizer {
    enum Failure: Error, Equatable {
        case unterminatedQuote
    }

    static func words(of line: String) throws(Failure) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var inQuotes = false
        var escaping = false
        for character in line {
            if escaping {
                current.append(character)
                escaping = false
            } else if inQuotes {
                switch character {
                case "\\": escaping = true
                case "\"": inQuotes = false
                default: current.append(character)
                }
            } else {
                switch character {
                case "\"":
                    inQuotes = true
                    inWord = true
                case "#" where !inWord:
                    if inWord { words.append(current) }
                    return words
                case " ", "\t":
                    if inWord { words.append(current) }
                    current = ""
                    inWord = false
                default:
                    current.append(character)
                    inWord = true
                }
            }
        }
        if inQuotes || escaping { throw .unterminatedQuote }
        if inWord { words.append(current) }
        return words
    }

    /// Quotes a word for display when it needs it.
    static func quote(_ word: String) -> String {
        if !word.isEmpty, !word.hasPrefix("#"), !word.contains(where: { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "\\" }) {
            return word
        }
        // Each `\` and `"` escaped, scalar by scalar (Foundation's `replacingOccurrences`
        // bridges to `NSString` and back: about 30k instructions a tap's label).
        var quoted = "\""
        quoted.unicodeScalars.reserveCapacity(word.utf8.count + 2)
        for scalar in word.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(scalar)
        }
        quoted.unicodeScalars.append("\"")
        return quoted
    }

    /// `text` as an error message may show it: control characters and invisible format
    /// characters (`EchoedText.isEscaped`) as `\u{…}` escapes (never sent to the
    /// terminal), and at most `limit` characters, the rest counted.
    static func printable(_ text: String, limit: Int = 80) -> String {
        var shown = ""
        var count = 0
        for character in text {
            count += 1
            guard count <= limit else { continue }
            if character.unicodeScalars.contains(where: EchoedText.isEscaped) {
                shown += character.unicodeScalars.map { "\\u{" + String($0.value, radix: 16) + "}" }.joined()
            } else {
                shown.append(character)
            }
        }
        return count > limit ? shown + "… (\(count) characters)" : shown
    }
}

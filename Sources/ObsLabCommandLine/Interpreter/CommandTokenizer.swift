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
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

import ObsLab

/// Sentences the lab writes in English, each with its rendering in another language.
///
/// An entry is a template: `{}` stands for a part copied as it is (a name, a value, a
/// label), `{~}` for a part that is itself rendered by the book (a nested sentence). A
/// sentence is rendered by the first entry whose template matches all of it, no part
/// spanning a `; ` (clauses joined by the runtime are matched one by one, by a last entry
/// `{~}; {~}`); a sentence no entry matches is returned unchanged.
public struct PhraseBook: Sendable {
    /// One template and its rendering; the rendering has the same placeholders, in order.
    public struct Entry: Sendable {
        let pieces: [String]
        let recursive: [Bool]
        let rendering: [String]

        /// `english` and `rendering` with the same `{}`/`{~}` placeholders, in the same order.
        public init(_ english: String, _ rendering: String) {
            let (pieces, recursive) = Self.split(english)
            let (renderingPieces, renderingRecursive) = Self.split(rendering)
            precondition(recursive == renderingRecursive, "placeholders differ: \(english) / \(rendering)")
            self.pieces = pieces
            self.recursive = recursive
            self.rendering = renderingPieces
        }

        private static func split(_ template: String) -> (pieces: [String], recursive: [Bool]) {
            var pieces: [String] = []
            var recursive: [Bool] = []
            var rest = Substring(template)
            while let open = rest.range(of: "{") {
                let after = rest[open.upperBound...]
                if after.hasPrefix("}") {
                    pieces.append(String(rest[..<open.lowerBound]))
                    recursive.append(false)
                    rest = after.dropFirst()
                } else if after.hasPrefix("~}") {
                    pieces.append(String(rest[..<open.lowerBound]))
                    recursive.append(true)
                    rest = after.dropFirst(2)
                } else {
                    break
                }
            }
            pieces.append(String(rest))
            return (pieces, recursive)
        }

        /// The parts of `sentence` that fill the placeholders, if the template matches it
        /// whole. Each literal piece after the first is found at its first occurrence
        /// (the last one is anchored at the end).
        func captures(in sentence: String) -> [Substring]? {
            guard sentence.hasPrefix(pieces[0]) else { return nil }
            var rest = sentence.dropFirst(pieces[0].count)
            var captures: [Substring] = []
            var inQuotes = pieces[0].reduce(false) { $1 == "\"" ? !$0 : $0 }
            for (index, piece) in pieces.enumerated().dropFirst() {
                if index == pieces.count - 1 {
                    guard rest.hasSuffix(piece), rest.count >= piece.count else { return nil }
                    captures.append(rest.dropLast(piece.count))
                } else {
                    guard !piece.isEmpty, let found = Self.firstOutsideQuotes(piece, in: rest, quoted: inQuotes) else { return nil }
                    captures.append(rest[..<found.lowerBound])
                    inQuotes = rest[..<found.upperBound].reduce(inQuotes) { $1 == "\"" ? !$0 : $0 }
                    rest = rest[found.upperBound...]
                }
            }
            if pieces.count == 1 && !rest.isEmpty { return nil }
            // A part between quotes in the template is text as typed, whatever it holds.
            let quoted = captures.indices.map { pieces[$0].hasSuffix("\"") && pieces[$0 + 1].hasPrefix("\"") }
            return zip(captures, quoted).allSatisfy { $1 || Self.isPart($0) } ? captures : nil
        }

        /// Whether `text` can fill a placeholder: its parentheses are balanced and it holds
        /// no `; ` outside parentheses and quotes (`a changed; b changed` is two sentences,
        /// `0 (the default; not yet stored)` and `"a; b"` are one part each).
        static func isPart(_ text: Substring) -> Bool {
            var depth = 0
            var quoted = false
            var previous: Character = " "
            for character in text {
                switch character {
                case "\"": quoted.toggle()
                case "(" where !quoted: depth += 1
                case ")" where !quoted:
                    depth -= 1
                    if depth < 0 { return false }
                case " " where !quoted && depth == 0 && previous == ";": return false
                default: break
                }
                previous = character
            }
            return depth == 0
        }

        /// The first occurrence of `piece` in `text` that is not inside a quoted value
        /// (`quoted`: whether `text` starts inside one); a piece that starts with a quote
        /// may close one. The app's strings are copied as they are, never split.
        static func firstOutsideQuotes(_ piece: String, in text: Substring, quoted: Bool) -> Range<Substring.Index>? {
            var quoted = quoted
            var index = text.startIndex
            let closes = piece.hasPrefix("\"")
            while index < text.endIndex {
                if !quoted || closes, text[index...].hasPrefix(piece) {
                    return index..<text.index(index, offsetBy: piece.count)
                }
                if text[index] == "\"" { quoted.toggle() }
                index = text.index(after: index)
            }
            return nil
        }
    }

    /// The templates, tried in order.
    public let entries: [Entry]

    /// A book of `entries`, the more specific first.
    public init(_ entries: [Entry]) { self.entries = entries }

    /// `sentence` rendered by the first entry that matches it, or unchanged.
    public func render(_ sentence: String) -> String {
        for entry in entries {
            guard let captures = entry.captures(in: sentence) else { continue }
            var text = entry.rendering[0]
            for (index, capture) in captures.enumerated() {
                text += entry.recursive[index] ? render(String(capture)) : String(capture)
                text += entry.rendering[index + 1]
            }
            return text
        }
        return sentence
    }

    /// This book, then `other` for sentences this one does not know.
    public func followed(by other: PhraseBook) -> PhraseBook { PhraseBook(entries + other.entries) }
}

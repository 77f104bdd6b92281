/// Finds a declaration in Swift source text: `struct DonutMenu` inside `enum FoodTruckOld`,
/// with the attributes and comments right above it, up to its closing brace.
enum SourceExtractor {
    /// The declaration of the type whose qualified name is `path` (`["FoodTruckOld", "DonutMenu"]`).
    static func declaration(of path: [String], in source: String) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var range = 0..<lines.count
        for name in path {
            guard let found = find(name, in: lines, within: range) else { return nil }
            range = found
        }
        guard range != 0..<lines.count else { return nil }
        return lines[range].joined(separator: "\n")
    }

    private static let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension"]
    private static let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "final", "open", "indirect"]

    /// The lines of the declaration named `name` that starts within `range`.
    private static func find(_ name: String, in lines: [String], within range: Range<Int>) -> Range<Int>? {
        for index in range where declares(name, lines[index]) {
            var start = index
            while start > range.lowerBound {
                let above = lines[start - 1].trimmingCharacters(in: .whitespaces)
                guard above.hasPrefix("@") || above.hasPrefix("//") else { break }
                start -= 1
            }
            guard let end = closingLine(from: index, in: lines), end < range.upperBound else { continue }
            return start..<(end + 1)
        }
        return nil
    }

    private static func declares(_ name: String, _ line: String) -> Bool {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
        guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { return false }
        let declared = words[words.index(after: words.startIndex)]
        let identifier = declared.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return identifier == name && keyword != "extension"
    }

    /// The line holding the brace that closes the first `{` at or after `start`,
    /// skipping braces in strings and comments.
    private static func closingLine(from start: Int, in lines: [String]) -> Int? {
        var depth = 0
        var opened = false
        var inBlockComment = false
        var inMultilineString = false
        for index in start..<lines.count {
            let characters = Array(lines[index])
            var position = 0
            var inString = false
            while position < characters.count {
                let character = characters[position]
                let rest = characters[position...]
                if inBlockComment {
                    if rest.starts(with: ["*", "/"]) { inBlockComment = false; position += 1 }
                } else if inMultilineString {
                    if rest.starts(with: ["\"", "\"", "\""]) { inMultilineString = false; position += 2 }
                } else if inString {
                    if character == "\\" { position += 1 } else if character == "\"" { inString = false }
                } else if rest.starts(with: ["/", "/"]) {
                    break
                } else if rest.starts(with: ["/", "*"]) {
                    inBlockComment = true
                    position += 1
                } else if rest.starts(with: ["\"", "\"", "\""]) {
                    inMultilineString = true
                    position += 2
                } else if character == "\"" {
                    inString = true
                } else if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                    if opened && depth == 0 { return index }
                }
                position += 1
            }
        }
        return nil
    }
}

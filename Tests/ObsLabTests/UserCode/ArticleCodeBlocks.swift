import Foundation

/// One piece of Swift code in an article, found by `ArticleCodeBlocks`.
struct ArticleCodeBlock: Equatable {
    /// `<article number>-<block number>`, such as `000-07`: stable as long as the article is.
    let id: String
    /// The article's file name.
    let article: String
    /// The 1-based line of the block's first line in the article.
    let line: Int
    /// Whether the block sat between ``` fences (else it was found by its look).
    let isFenced: Bool
    /// The block's text, exactly as the article has it (blank lines at either end dropped).
    let text: String

    var firstLine: String {
        text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }
}

/// Finds the Swift code blocks of an article, deterministically.
///
/// Between ``` fences (a line starting, after any indentation, with three backticks) every
/// line belongs to the block. Outside fences, some articles carry code without any fence (a
/// web page's text copied without its markup): a block is then a run of consecutive lines
/// that look like Swift — no Chinese outside string literals and comments, no English
/// sentence, no Markdown heading, list item, quote, rule, image or link — with blank lines
/// inside the run kept.
enum ArticleCodeBlocks {
    static func blocks(inArticleNamed name: String, text: String) -> [ArticleCodeBlock] {
        let number = String(name.prefix(while: \.isNumber))
        let lines = text.components(separatedBy: "\n")
        var blocks: [ArticleCodeBlock] = []
        var current: [String] = []
        var start = 0
        var fenced = false

        func flush(fenced isFenced: Bool) {
            while current.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { current.removeLast() }
            while current.first?.trimmingCharacters(in: .whitespaces).isEmpty == true {
                current.removeFirst()
                start += 1
            }
            if !current.isEmpty {
                let id = number + "-" + (blocks.count + 1 < 10 ? "0" : "") + String(blocks.count + 1)
                blocks.append(ArticleCodeBlock(id: id, article: name, line: start, isFenced: isFenced,
                                               text: current.joined(separator: "\n")))
            }
            current = []
        }

        for (offset, line) in lines.enumerated() {
            let lineNumber = offset + 1
            if line.drop(while: \.isWhitespace).hasPrefix("```") {
                flush(fenced: fenced)
                fenced.toggle()
                start = lineNumber + 1
                continue
            }
            if fenced {
                current.append(line)
            } else if looksLikeSwift(line) {
                if current.isEmpty { start = lineNumber }
                current.append(line)
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if !current.isEmpty { current.append(line) }
            } else {
                flush(fenced: false)
            }
        }
        flush(fenced: fenced)
        return blocks
    }

    /// Whether an unfenced line reads as Swift rather than prose or Markdown.
    static func looksLikeSwift(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return false }
        for marker in ["# ", "##", "* ", "+ ", "- ", "---", "> ", "![", "[", "|", "`"] where trimmed.hasPrefix(marker) {
            return false
        }
        if let first = trimmed.first, first.isNumber, trimmed.dropFirst().prefix(while: \.isNumber).count + 1 < trimmed.count,
           trimmed[trimmed.index(trimmed.startIndex, offsetBy: trimmed.prefix(while: \.isNumber).count)] == "." {
            return false
        }
        let code = codePart(of: trimmed)
        return !code.unicodeScalars.contains(where: isWideScript) && !readsAsEnglish(code)
    }

    /// Five or more words of letters in a row: a sentence, which Swift code never has.
    static func readsAsEnglish(_ code: String) -> Bool {
        var run = 0
        for word in code.split(separator: " ", omittingEmptySubsequences: false) {
            run = !word.isEmpty && word.allSatisfy(\.isLetter) ? run + 1 : 0
            if run >= 5 { return true }
        }
        return false
    }

    /// The line without its string literals and its `//` comment.
    static func codePart(of line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                result.removeLast()
                break
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// CJK ideographs, CJK and full-width punctuation: the articles' prose.
    static func isWideScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF: true
        default: false
        }
    }
}

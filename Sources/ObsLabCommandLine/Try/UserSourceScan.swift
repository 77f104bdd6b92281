import Foundation

/// What `obslab try` needs to know of a user's Swift file before compiling it: its
/// `#Preview`s, its `@main` app, and the views it declares. A light reading of the text
/// (comments and string literals skipped), not a parse: the compiler reads the file for
/// real, and says so when the file is not valid Swift.
struct UserSourceScan: Equatable {
    struct Preview: Equatable {
        /// The name given to `#Preview("Name")`, or nil.
        let name: String?
        /// The 1-based line of `#Preview`, as `#line` gives it inside the macro.
        let line: Int
        /// The argument label of the function the `#Preview` macro declares.
        let label: String
    }

    let fileName: String
    private(set) var previews: [Preview] = []
    /// The type marked `@main`, when it conforms to `App`.
    private(set) var app: String?
    /// Types declared as `struct Name: View` (or `: View, …`).
    private(set) var views: [String] = []
    /// Types declared as `struct Name: PreviewProvider`.
    private(set) var previewProviders: [String] = []
    /// Whether the file declares a type named `Timer` of its own (then `try` leaves the
    /// name to it rather than putting Foundation's timer on the lab's clock).
    private(set) var declaresTimer = false

    init(fileName: String, text: String) {
        self.fileName = fileName
        let code = Self.blankingCommentsAndStrings(in: text)
        let lines = code.components(separatedBy: "\n")
        let originalLines = text.components(separatedBy: "\n")
        var expectsMainType = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#Preview") && !trimmed.hasPrefix("#Previewable") {
                let original = originalLines[index]
                previews.append(Preview(name: Self.previewName(in: original), line: index + 1,
                                        label: Self.previewLabel(fileName: fileName, line: index + 1)))
            }
            if trimmed.contains("@main") { expectsMainType = true }
            if Self.declaresType(named: "Timer", in: trimmed) { declaresTimer = true }
            if let declared = Self.declaredStruct(in: trimmed) {
                if declared.conformances.contains("View") { views.append(declared.name) }
                if declared.conformances.contains("PreviewProvider") { previewProviders.append(declared.name) }
                if expectsMainType && declared.conformances.contains("App") { app = declared.name }
                expectsMainType = false
            }
        }
    }

    /// The label the `#Preview` macro gives the preview at `line` of `fileName`: the file
    /// name with every character that is not an ASCII letter or digit turned into `_`.
    static func previewLabel(fileName: String, line: Int) -> String {
        let file = String(fileName.unicodeScalars.map { scalar in
            (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) && scalar.isASCII ? Character(scalar) : "_"
        })
        return "\(file)_line\(line)"
    }

    /// `"Name"` in `#Preview("Name") {`, read from the original text.
    private static func previewName(in line: String) -> String? {
        guard let open = line.range(of: "#Preview(")?.upperBound else { return nil }
        let rest = line[open...].drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        var name = ""
        var escaped = false
        for character in rest.dropFirst() {
            if escaped { name.append(character); escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if character == "\"" { return name }
            name.append(character)
        }
        return nil
    }

    /// Whether `line` declares a type (or an alias) called `name`: `class Timer`, `struct
    /// Timer: View`, `typealias Timer = …`; attributes and access modifiers may precede.
    static func declaresType(named name: String, in line: String) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "<" || $0 == "{" })
        let keywords: Set<Substring> = ["struct", "class", "enum", "actor", "protocol", "typealias"]
        return zip(words, words.dropFirst()).contains { keywords.contains($0) && $1 == name }
    }

    /// `struct Name: A, B {` → (Name, [A, B]); attributes and access modifiers may precede.
    private static func declaredStruct(in line: String) -> (name: String, conformances: [String])? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let index = words.firstIndex(where: { $0 == "struct" }), index + 1 < words.count else { return nil }
        let rest = words[(index + 1)...].joined(separator: " ")
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty else { return nil }
        var conformances: [String] = []
        if let colon = rest.firstIndex(of: ":") {
            var list = String(rest[rest.index(after: colon)...].prefix { $0 != "{" })
            if let clause = list.range(of: " where ") { list = String(list[..<clause.lowerBound]) }
            conformances = list.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).components(separatedBy: " ").first ?? ""
            }.map { $0.hasPrefix("SwiftUI.") ? String($0.dropFirst(8)) : $0 }
        }
        return (name, conformances)
    }

    /// The text with comments and the insides of string literals replaced by spaces, line
    /// breaks kept, so line numbers stay true and nothing inside them is taken for code.
    static func blankingCommentsAndStrings(in text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        enum Mode { case code, lineComment, blockComment(depth: Int), string(multiline: Bool) }
        var mode = Mode.code
        let characters = Array(text)
        var index = 0
        func peek(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while index < characters.count {
            let character = characters[index]
            switch mode {
            case .code:
                if character == "/" && peek(1) == "/" { mode = .lineComment; result += "  "; index += 2; continue }
                if character == "/" && peek(1) == "*" { mode = .blockComment(depth: 1); result += "  "; index += 2; continue }
                if character == "\"" {
                    let multiline = peek(1) == "\"" && peek(2) == "\""
                    mode = .string(multiline: multiline)
                    result += multiline ? "\"\"\"" : "\""
                    index += multiline ? 3 : 1
                    continue
                }
                result.append(character)
            case .lineComment:
                if character == "\n" { mode = .code; result.append("\n") } else { result.append(" ") }
            case .blockComment(let depth):
                if character == "*" && peek(1) == "/" {
                    mode = depth == 1 ? .code : .blockComment(depth: depth - 1); result += "  "; index += 2; continue
                }
                if character == "/" && peek(1) == "*" { mode = .blockComment(depth: depth + 1); result += "  "; index += 2; continue }
                result.append(character == "\n" ? "\n" : " ")
            case .string(let multiline):
                if character == "\\" { result += peek(1) == "\n" ? " \n" : "  "; index += 2; continue }
                if multiline && character == "\"" && peek(1) == "\"" && peek(2) == "\"" {
                    mode = .code; result += "\"\"\""; index += 3; continue
                }
                if !multiline && (character == "\"" || character == "\n") {
                    mode = .code; result.append(character); index += 1; continue
                }
                result.append(character == "\n" ? "\n" : " ")
            }
            index += 1
        }
        return result
    }
}

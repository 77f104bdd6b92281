/// Text written into generated Swift code.
enum SwiftLiteral {
    /// `text` as a Swift string literal, quotes and backslashes escaped.
    static func string(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

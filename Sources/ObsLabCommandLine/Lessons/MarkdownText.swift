/// Markdown shown in a terminal: emphasis markers dropped, code fences as indented code.
enum MarkdownText {
    static func plain(_ markdown: String) -> String {
        var lines: [String] = []
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inCode.toggle()
                continue
            }
            let shown = inCode ? "    " + line : line.replacingOccurrences(of: "**", with: "")
            if shown.trimmingCharacters(in: .whitespaces).isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(shown.trimmingCharacters(in: .whitespaces).isEmpty ? "" : shown)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

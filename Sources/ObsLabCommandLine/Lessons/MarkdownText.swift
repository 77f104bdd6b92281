import ObsLab
import ObsLabEngine

/// Markdown shown in a terminal: code fences as indented code; emphasis and code spans
/// rendered when colour is on (bold, underlined, in a colour), kept as typed otherwise
/// (only `**` dropped), so that a file or a pipe gets the text as written.
enum MarkdownText {
    static func plain(_ markdown: String, style: TextStyle = TextStyle()) -> String {
        var lines: [String] = []
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inCode.toggle()
                continue
            }
            let shown = inCode ? "    " + line : inline(line, style: style)
            if shown.trimmingCharacters(in: .whitespaces).isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(shown.trimmingCharacters(in: .whitespaces).isEmpty ? "" : shown)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// One line of prose: `**strong**` bold, `*emphasis*` underlined, `` `code` `` in cyan
    /// when colour is on; without colour, the line with its `**` dropped.
    static func inline<Text: StringProtocol>(_ line: Text, style: TextStyle) -> String {
        let line = Substring(line)
        guard style.color else { return line.replacingOccurrences(of: "**", with: "") }
        var shown = ""
        var index = line.startIndex
        while index < line.endIndex {
            let after = line.index(after: index)
            if line[index] == "`", let close = line[after...].firstIndex(of: "`") {
                shown += style.paint(String(line[after..<close]), "36")
                index = line.index(after: close)
            } else if line[index...].hasPrefix("**"), let close = line[line.index(after: after)...].range(of: "**"),
                      close.lowerBound > line.index(after: after) {
                shown += style.paint(inline(line[line.index(after: after)..<close.lowerBound], style: TextStyle()), "1")
                index = close.upperBound
            } else if line[index] == "*", after < line.endIndex, line[after] != " ", line[after] != "*",
                      let close = line[after...].firstIndex(of: "*"), line[line.index(before: close)] != " " {
                shown += style.paint(String(line[after..<close]), "4")
                index = line.index(after: close)
            } else {
                shown.append(line[index])
                index = after
            }
        }
        return shown
    }
}

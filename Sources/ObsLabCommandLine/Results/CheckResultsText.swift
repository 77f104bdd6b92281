import ObsLab

/// Results for people: one ✓ or ✗ line per lesson or script, what failed under it (each
/// failure named `file:line`, so editors and terminals link to it), then a tally.
struct CheckResultsText {
    let style: TextStyle

    func render(_ results: CheckResults) -> String {
        var lines: [String] = []
        for suite in results.suites {
            guard !suite.passed else {
                lines.append(style.paint("✓", "32") + " \(suite.name)")
                continue
            }
            lines.append(style.paint("✗", "31") + " \(suite.name)")
            for line in suite.lines {
                switch line.status {
                case .failed:
                    lines += Interpreter.failureLines(line.text, at: line.location, failures: line.messages, style: style)
                        .map { "    " + $0 }
                case .error:
                    let place = line.location.map { "\($0): " } ?? ""
                    lines.append("    " + place + style.paint("error: ", "31") + line.messages.joined(separator: "; ")
                        + (line.text.isEmpty || line.location == nil ? "" : "  (in: \(line.text))"))
                case .passed, .skipped:
                    break
                }
            }
        }
        let passed = results.suites.filter(\.passed).count
        lines.append("\(passed) passed, \(results.suites.count - passed) failed")
        return lines.joined(separator: "\n")
    }
}

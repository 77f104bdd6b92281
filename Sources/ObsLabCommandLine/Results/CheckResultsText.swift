import ObsLab
import ObsLabEngine

/// Results for people: one ✓ or ✗ line per lesson or script, what failed under it (each
/// failure named `file:line`, so editors and terminals link to it), then a tally.
struct CheckResultsText {
    let style: TextStyle

    func render(_ results: CheckResults) -> String {
        (results.suites.flatMap(lines(for:)) + [tally(results)]).joined(separator: "\n")
    }

    /// The ✓ or ✗ line of one suite, and what failed in it.
    func lines(for suite: CheckSuite) -> [String] {
        guard !suite.passed else { return [style.paint("✓", "32") + " \(suite.name)"] }
        var lines = [style.paint("✗", "31") + " \(suite.name)"]
        for line in suite.lines {
            switch line.status {
            case .failed:
                lines += Interpreter.failureLines(line.text, at: line.location, failures: line.messages, style: style)
                    .map { "    " + $0 }
            case .error:
                let place = line.location.map { "\($0): " } ?? ""
                lines.append("    " + place + style.paint("error: ", "31") + line.messages.joined(separator: "; ")
                    + (line.text.isEmpty || line.location == nil ? "" : "  (in: \(EchoedText.shown(line.text, limit: EchoedText.lineLimit)))"))
            case .passed, .skipped:
                break
            }
        }
        return lines
    }

    /// `12 passed, 1 failed`: lessons and scripts.
    func tally(_ results: CheckResults) -> String {
        let passed = results.suites.filter(\.passed).count
        return "\(passed) passed, \(results.suites.count - passed) failed"
    }
}

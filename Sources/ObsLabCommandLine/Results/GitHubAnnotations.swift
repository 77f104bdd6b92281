/// Results as GitHub Actions workflow commands: each failed expectation and each line
/// that could not run becomes `::error file=…,line=…,title=…::…`, which GitHub shows on
/// the pull request at that line; then a plain tally for the log.
///
/// See "Workflow commands for GitHub Actions", "Setting an error message":
/// https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
enum GitHubAnnotations {
    static func render(_ results: CheckResults) -> String {
        var lines: [String] = []
        for suite in results.suites {
            for line in suite.lines where line.status == .failed || line.status == .error {
                var properties: [String] = []
                if let location = line.location {
                    properties.append("file=" + escapeProperty(location.file))
                    properties.append("line=\(location.line)")
                } else if let file = suite.file {
                    properties.append("file=" + escapeProperty(file))
                }
                let title = line.status == .failed ? line.text : "cannot run: " + (line.text.isEmpty ? suite.name : line.text)
                properties.append("title=" + escapeProperty(title))
                let message = line.messages.joined(separator: "\n")
                lines.append("::error " + properties.joined(separator: ",") + "::" + escapeData(message))
            }
        }
        let passed = results.suites.filter(\.passed).count
        lines.append("obslab \(results.command): \(passed) passed, \(results.suites.count - passed) failed")
        return lines.joined(separator: "\n")
    }

    /// A command's message: `%`, carriage returns and newlines are escaped.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property's value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

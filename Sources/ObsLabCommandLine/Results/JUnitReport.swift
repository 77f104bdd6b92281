/// Results as JUnit XML, the format the test reporters of GitHub Actions, GitLab and
/// Jenkins read: one `<testsuite>` per lesson or script, one `<testcase>` per `expect`
/// line (and per line that could not run), with the failure's message, the `file` and
/// `line` of the `expect`, and the trace of the step it checked.
///
/// No times are written: the same run gives the same bytes.
enum JUnitReport {
    static func render(_ results: CheckResults) -> String {
        var xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        xml.append("<testsuites name=\"obslab \(escape(results.command))\"" + counts(results.suites.flatMap(\.lines)) + ">")
        for suite in results.suites {
            var attributes = "name=\"\(escape(suite.name))\"" + counts(suite.lines)
            if let file = suite.file { attributes += " file=\"\(escape(file))\"" }
            guard !suite.lines.isEmpty else {
                xml.append("  <testsuite \(attributes)/>")
                continue
            }
            xml.append("  <testsuite \(attributes)>")
            for line in suite.lines {
                xml += testCase(line, in: suite).map { "    " + $0 }
            }
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n")
    }

    private static func counts(_ lines: [CheckedLine]) -> String {
        let failures = lines.filter { $0.status == .failed }.count
        let errors = lines.filter { $0.status == .error }.count
        let skipped = lines.filter { $0.status == .skipped }.count
        return " tests=\"\(lines.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
    }

    private static func testCase(_ line: CheckedLine, in suite: CheckSuite) -> [String] {
        let name = line.text.isEmpty ? suite.name : line.text
        let className = suite.name + (line.group.map { " › " + $0 } ?? "")
        var attributes = "name=\"\(escape(name))\" classname=\"\(escape(className))\""
        if let location = line.location {
            attributes += " file=\"\(escape(location.file))\" line=\"\(location.line)\""
        }
        let message = line.messages.joined(separator: "; ")
        switch line.status {
        case .passed:
            return ["<testcase \(attributes)/>"]
        case .skipped:
            return ["<testcase \(attributes)>", "  <skipped message=\"\(escape(message))\"/>", "</testcase>"]
        case .failed, .error:
            let element = line.status == .failed ? "failure" : "error"
            let type = line.status == .failed ? "expectation" : "script"
            var body = (line.location.map { "\($0): " } ?? "") + line.text + "\n" + line.messages.joined(separator: "\n")
            if let trace = line.trace { body += "\n\n" + trace }
            return ["<testcase \(attributes)>",
                    "  <\(element) message=\"\(escape(message))\" type=\"\(type)\">\(escape(body, inAttribute: false))</\(element)>",
                    "</testcase>"]
        }
    }

    /// Text as an attribute value or as character data (where line breaks stay as they
    /// are). Characters XML 1.0 does not allow (control characters other than tab,
    /// newline and return) become U+FFFD.
    static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n", "\r", "\t":
                if inAttribute { escaped += "&#\(scalar.value);" } else { escaped.unicodeScalars.append(scalar) }
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) || (0xD800...0xDFFF).contains(scalar.value) {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}

import ArgumentParser
import ObsLab
import ObsLabEngine

/// How `obslab check` (and `run`, `try` with a script) report what they checked: for
/// people, or for the test reporters and annotations of CI systems.
public enum ResultFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// ✓/✗ lines; each failure named `file:line` as compilers do.
    case text
    /// JUnit XML, which the test reporters of GitHub Actions, GitLab and Jenkins read.
    case junit
    /// GitHub Actions workflow commands: `::error file=…,line=…::…` annotates the pull request.
    case github
    /// The documented JSON of docs/check-json.md.
    case json

    /// `results` in this format; `style` colours text only.
    public func render(_ results: CheckResults, style: TextStyle = TextStyle()) -> String {
        switch self {
        case .text: CheckResultsText(style: style).render(results)
        case .junit: JUnitReport.render(results)
        case .github: GitHubAnnotations.render(results)
        case .json: CheckResultsJSON.render(results)
        }
    }
}

extension Interpreter {
    /// Runs `lines` and collects what each `expect` line came to, and each line that
    /// could not run, as the suite `name`: the one path by which `check`, `run` and
    /// `try` turn a script into results.
    public func check(_ lines: [ScriptLine], suite name: String, file: String? = nil,
                      echo: Bool = false) -> CheckSuite {
        var suite = CheckSuite(name: name, file: file)
        let previous = checkedLineHandler
        checkedLineHandler = { line in
            suite.lines.append(line)
            previous?(line)
        }
        defer { checkedLineHandler = previous }
        _ = runLines(lines, echo: echo)
        return suite
    }
}

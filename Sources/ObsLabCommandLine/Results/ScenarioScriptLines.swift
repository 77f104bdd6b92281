import ObsLab
import ObsLabEngine

/// A scenario's default script as lines located in the Swift file that declares it, so a
/// failing `expect` is named at its line in that file.
enum ScenarioScriptLines {
    /// The script's lines. Each is located where it is written when the script is a
    /// string literal after `script:` in the scenario's declaration; otherwise at the
    /// line where the scenario is made.
    static func lines(of scenario: Scenario) -> [ScriptLine] {
        let script = scenario.script ?? ""
        let scriptLines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let source = scenario.sourceText ?? (try? UserTextFile.read(scenario.filePath)),
           let first = firstLine(of: scriptLines, in: source, after: scenario.line) {
            return ScriptLine.lines(of: script, file: scenario.filePath, firstLine: first)
        }
        let location = ScriptLocation(file: scenario.filePath, line: scenario.line)
        return scriptLines.map { ScriptLine($0, location: location) }
    }

    /// The line number of the literal's first line: the line after the first `"""` that
    /// follows `script:` at or after `declarationLine`, when every line of the script
    /// matches the source there (indentation aside).
    private static func firstLine(of script: [String], in source: String, after declarationLine: Int) -> Int? {
        let source = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard declarationLine >= 1, declarationLine <= source.count else { return nil }
        guard let opening = source[(declarationLine - 1)...].firstIndex(where: {
            $0.contains("script:") && $0.contains("\"\"\"")
        }) else { return nil }
        let start = opening + 1
        guard start + script.count <= source.count else { return nil }
        for (offset, line) in script.enumerated()
        where source[start + offset].trimmingCharacters(in: .whitespaces) != line.trimmingCharacters(in: .whitespaces) {
            return nil
        }
        return start + 1
    }
}

import Foundation
import ObsLab

/// `obslab run`: loads a scenario, runs a script, prints text or JSON.
@MainActor
public struct BatchRun {
    let scenario: Scenario
    let variant: String
    let parameters: [String]
    let format: OutputFormat
    let style: TextStyle
    let standardOutput: (String) -> Void
    let standardError: (String) -> Void

    /// A batch run of `scenario`; `format` is `text` or `json`.
    public init(scenario: Scenario, variant: String = "both", parameters: [String] = [], format: String = "text",
                style: TextStyle = TextStyle(),
                standardOutput: @escaping (String) -> Void = { print($0) },
                standardError: @escaping (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) {
        self.scenario = scenario
        self.variant = variant
        self.parameters = parameters
        self.format = OutputFormat(rawValue: format) ?? .text
        self.style = style
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Runs `script` after loading the scenario; returns the exit status.
    public func run(script: String) -> Int32 {
        let format = self.format
        let standardOutput = self.standardOutput, standardError = self.standardError
        let interpreter = Interpreter(catalog: [scenario], style: style) { line in
            if format == .text { standardOutput(line) } else { standardError(line) }
        }
        interpreter.printsTraces = format == .text
        let load = (["load", scenario.id, variant] + parameters).map(CommandTokenizer.quote).joined(separator: " ")
        guard interpreter.execute(load) == .done else { return 2 }
        let (failed, errors) = interpreter.runScript(script, echo: format == .text)
        if format == .json {
            let document = TraceDocument(scenario: scenario.id,
                                         variants: interpreter.loadedRuns.map { ($0.name, $0.graph.steps) })
            standardOutput(document.encoded())
        }
        if failed > 0 || errors > 0 {
            standardError("\(failed) expectation\(failed == 1 ? "" : "s") failed, \(errors) line\(errors == 1 ? "" : "s") could not run")
            return 1
        }
        return 0
    }
}

/// `obslab check`: every default script (or the given files), with a closing tally.
@MainActor
struct CheckRun {
    let catalog: [Scenario]

    func run(paths: [String]) -> Int32 {
        var passed = 0, failed = 0
        let style = TerminalStyle.make()
        func check(_ name: String, _ script: String, preload: Scenario?) {
            var transcript: [String] = []
            let interpreter = Interpreter(catalog: catalog, style: TextStyle(color: false)) { transcript.append($0) }
            interpreter.printsTraces = false
            if let preload { interpreter.execute("load \(preload.id)") }
            let (failures, errors) = interpreter.runScript(script, echo: false)
            if failures == 0 && errors == 0 {
                passed += 1
                print(style.paint("✓", "32") + " \(name)")
            } else {
                failed += 1
                print(style.paint("✗", "31") + " \(name)")
                for line in transcript { print("    " + line) }
            }
        }
        if paths.isEmpty {
            for scenario in catalog {
                check(scenario.id, scenario.script ?? "", preload: scenario)
            }
        } else {
            for path in paths {
                guard let script = ScriptFile.read(path) else {
                    failed += 1
                    print(style.paint("✗", "31") + " \(path): cannot read it")
                    continue
                }
                check(path, script, preload: nil)
            }
        }
        print("\(passed) passed, \(failed) failed")
        return failed > 0 ? 1 : 0
    }
}

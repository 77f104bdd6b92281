import Testing
@testable import ObsLabCommandLine
import Scenarios

/// Every built-in scenario's default script holds: its `expect` lines lock the
/// scenario's teaching claim against the real runtime.
///
/// A scenario whose app starts tasks needs the main run loop to turn between actions,
/// which can't happen inside a test running on the main actor; `ObslabBinary` checks
/// those through the real binary (`obslab check`).
@MainActor
@Suite struct DefaultScripts {
    @Test(arguments: BuiltInCatalog.scenarios.filter { !$0.variants.contains(where: \.startsTasks) }.map(\.id))
    func defaultScriptExpectationsHold(_ id: String) {
        var transcript: [String] = []
        let interpreter = Interpreter(catalog: BuiltInCatalog.scenarios) { transcript.append($0) }
        #expect(interpreter.execute("load \(id)") == .done)
        let scenario = BuiltInCatalog.scenarios.first { $0.id == id }!
        let (failed, errors) = interpreter.runScript(scenario.script ?? "", echo: true)
        #expect(failed == 0 && errors == 0, "\(transcript.joined(separator: "\n"))")
        #expect(scenario.script?.contains("expect ") == true, "a default script must lock its claim with expect lines")
    }
}

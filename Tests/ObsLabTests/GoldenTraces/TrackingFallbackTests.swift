import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import Scenarios

/// Where Observation's scope cannot be found (a stripped library, a statically linked
/// program), bodies are registered through the sentinel instead
/// (docs/rules/tracking-registrations.md, rule 7). Both ways give the same trace, byte for
/// byte: every built-in scenario's default script is run each way, and compared.
@MainActor
@Suite struct TrackingFallback {
    @Test(arguments: BuiltInCatalog.scenarios.filter { !$0.variants.contains(where: \.startsTasks) }.map(\.id))
    func theSentinelGivesTheSameTraceAsTheScope(_ id: String) {
        #expect(ObservationAccessScope.isAvailable)
        let throughScope = transcript(of: id, throughScope: true)
        let throughSentinel = transcript(of: id, throughScope: false)
        #expect(throughScope.count > 3)
        guard throughSentinel != throughScope else { return }
        let line = zip(throughScope, throughSentinel).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(throughScope.count, throughSentinel.count)
        Issue.record("""
            the traces differ from entry \(line + 1) on
            through the scope:    \(line < throughScope.count ? throughScope[line] : "(nothing)")
            through the sentinel: \(line < throughSentinel.count ? throughSentinel[line] : "(nothing)")
            """)
    }

    /// Runs on the main actor without suspending: no other test sees the switch turned.
    private func transcript(of id: String, throughScope: Bool) -> [String] {
        let wasEnabled = ObservationAccessScope.isEnabled
        ObservationAccessScope.isEnabled = throughScope
        defer { ObservationAccessScope.isEnabled = wasEnabled }
        var lines: [String] = []
        let interpreter = Interpreter(catalog: BuiltInCatalog.scenarios) { lines.append($0) }
        _ = interpreter.execute("trace full")
        _ = interpreter.execute("load \(id)")
        let scenario = BuiltInCatalog.scenarios.first { $0.id == id }!
        _ = interpreter.runScript(scenario.script ?? "", echo: true)
        // What each view depends on, read from its registration's list.
        var paths: [String] = []
        for run in interpreter.loadedRuns { paths += run.graph.root?.subtree().map(\.path) ?? [] }
        for path in Set(paths).sorted() { _ = interpreter.execute("deps \(path)") }
        return lines
    }
}

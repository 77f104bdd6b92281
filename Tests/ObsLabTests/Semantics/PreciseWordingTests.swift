import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import Scenarios

/// The small untruths of issue 12, item 9: each says exactly what happened.
@MainActor
@Suite struct PreciseWording {
    // MARK: Counting one view

    struct Alone: View {
        var body: some View { Text("just me") }
    }

    @Test func oneViewIsOneViewNotOneViews() {
        let harness = Harness(Alone())
        let text = TextTraceFormatter(style: TextStyle()).format([("app", harness.firstRender)])
        #expect(text.hasSuffix("app: first render, 1 view"), "\(text)")
        #expect(TextTraceFormatter.count(2, "view", "views") == "2 views")
    }

    // MARK: A key nobody stored yet

    struct Level: View {
        @AppStorage("level") var level = 0
        var body: some View { Text("level \(level)") }
    }

    struct OtherDefault: View {
        @AppStorage("level") var level = 3
        var body: some View { Text("other \(level)") }
    }

    struct TwoDefaults: View {
        var body: some View {
            VStack {
                Level()
                OtherDefault()
            }
        }
    }

    @Test func aFirstWriteSaysWhatTheScreenShowedNotNil() {
        let harness = Harness(Level())
        #expect(harness.shows("level 0"))
        let step = harness.act { harness.graph.defaults.set(1, forKey: "level") }
        #expect(step.details(.stateWrite) == ["0 (the default; not yet stored) → 1"])
        #expect(step.causes("Level") == ["AppStorage(\"level\") 0 (the default; not yet stored) → 1"])
        let next = harness.act { harness.graph.defaults.set(2, forKey: "level") }
        #expect(next.details(.stateWrite) == ["1 → 2"])
    }

    @Test func aFirstWriteNamesEveryDefaultShownOrNone() {
        let harness = Harness(TwoDefaults())
        let step = harness.act { harness.graph.defaults.set(7, forKey: "level") }
        #expect(step.details(.stateWrite) == ["not yet stored (views showed their defaults: 0, 3) → 7"])
        let unread = harness.act { harness.graph.defaults.set(true, forKey: "unread") }
        #expect(unread.details(.stateWrite) == ["not yet stored → true"])
    }

    // MARK: A view the crash stopped before its body

    @Test func aViewThatNeverRenderedIsNotCountedAsIfItHad() {
        var lines: [String] = []
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog) { lines.append($0) }
        #expect(interpreter.execute("load missing-environment old") == .done)
        lines = []
        #expect(interpreter.execute("tap \"Open settings outside\"") == .done)
        let trace = lines.joined(separator: "\n")
        #expect(trace.contains("old: SettingsView never rendered: the app crashed before its body ran"), "\(trace)")
        #expect(!trace.contains("SettingsView      0"), "\(trace)")
        lines = []
        #expect(interpreter.execute("counts") == .done)
        #expect(lines.joined().contains("old: SettingsView never rendered: the app crashed before its body ran"))
        #expect(!lines.joined().contains("SettingsView      0"))
        lines = []
        #expect(interpreter.execute("tree") == .done)
        #expect(lines.joined().contains("SettingsView  (never rendered: the app crashed before its body ran)"))
        #expect(!lines.joined().contains("(body ×0)"))
    }
}

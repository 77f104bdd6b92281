import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import Scenarios

/// The interpreter through its API: every command, and every way a line can go wrong.
@MainActor
@Suite struct InterpreterCommands {
    final class Transcript {
        var lines: [String] = []
        var text: String { lines.joined(separator: "\n") }
    }

    static func make() -> (Interpreter, Transcript) {
        let transcript = Transcript()
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog) { transcript.lines.append($0) }
        return (interpreter, transcript)
    }

    static func loaded(_ line: String = "load food-truck both") -> (Interpreter, Transcript) {
        let (interpreter, transcript) = make()
        #expect(interpreter.execute(line) == .done)
        transcript.lines = []
        return (interpreter, transcript)
    }

    @Test func helpListsEveryCommandAndExplainsOne() {
        let (interpreter, transcript) = Self.make()
        #expect(interpreter.execute("help") == .done)
        for command in Command.allCases { #expect(transcript.text.contains(command.usage)) }
        transcript.lines = []
        #expect(interpreter.execute("help tap") == .done)
        #expect(transcript.text.contains("example: tap \"Add order\""))
        #expect(interpreter.execute("help nosuch") == .error)
    }

    @Test func unknownCommandSuggestsTheClosest() {
        let (interpreter, transcript) = Self.make()
        #expect(interpreter.execute("tpa \"Add order\"") == .error)
        #expect(transcript.text.contains("did you mean `tap`?"))
        #expect(interpreter.execute("zzzzzzzz") == .error)
        #expect(!transcript.lines.last!.contains("did you mean"))
    }

    @Test func blankLinesAndCommentsDoNothing() {
        let (interpreter, transcript) = Self.make()
        #expect(interpreter.execute("") == .done)
        #expect(interpreter.execute("   # a comment") == .done)
        #expect(transcript.lines.isEmpty)
    }

    @Test func unterminatedQuoteIsAnError() {
        let (interpreter, transcript) = Self.loaded()
        #expect(interpreter.execute("tap \"Add order") == .error)
        #expect(transcript.text.contains("unterminated quote"))
    }

    @Test func scenariosListsTheCatalog() {
        let (interpreter, transcript) = Self.make()
        #expect(interpreter.execute("scenarios") == .done)
        #expect(transcript.text.contains("food-truck"))
        #expect(transcript.text.contains("[old/new]"))
    }

    @Test func loadRejectsUnknownScenariosAndVariantsWithTheValidOnes() {
        let (interpreter, transcript) = Self.make()
        #expect(interpreter.execute("load nosuch") == .error)
        #expect(transcript.text.contains("the catalog has: counter"))
        #expect(interpreter.execute("load food-truck sideways") == .error)
        #expect(transcript.text.contains("it has: old, new, both"))
        #expect(interpreter.execute("load") == .error)
        #expect(transcript.text.contains("usage: load <scenario>"))
    }

    @Test func loadParametersAreCheckedNotSilentlyIgnored() {
        let (interpreter, transcript) = Self.make()
        #expect(interpreter.execute("load scaling both n=abc") == .error)
        #expect(transcript.text.contains("n must be a whole number"))
        #expect(interpreter.execute("load scaling both n=100000000") == .error)
        #expect(interpreter.execute("load food-truck both extra=1") == .error)
        #expect(transcript.text.contains("this scenario takes no parameters"))
        #expect(interpreter.execute("load scaling both n=10") == .done)
        #expect(transcript.text.contains("first render, 11 views"))
    }

    @Test func actionsBeforeLoadingAScenarioSaySo() {
        let (interpreter, transcript) = Self.make()
        for line in ["tap \"x\"", "tree", "counts", "deps X", "inspect X", "source", "expect X runs 1", "reset", "actions"] {
            #expect(interpreter.execute(line) == .error, "\(line)")
        }
        #expect(transcript.lines.allSatisfy { $0.contains("no scenario loaded") })
    }

    @Test func tapRunsBothVariantsAndPrintsCountsSideBySide() {
        let (interpreter, transcript) = Self.loaded()
        #expect(interpreter.execute("tap \"Add order\"") == .done)
        #expect(transcript.text.contains("views          old  new"))
        #expect(transcript.text.contains("DonutMenu        1    0"))
    }

    @Test func unknownLabelListsTheLabelsOnScreen() {
        let (interpreter, transcript) = Self.loaded()
        #expect(interpreter.execute("tap \"Nope\"") == .error)
        #expect(transcript.text.contains("no button labelled \"Nope\"; on screen: \"Add order\""))
        #expect(interpreter.execute("toggle \"Nope\"") == .error)
        #expect(interpreter.execute("type \"Nope\" \"x\"") == .error)
        #expect(interpreter.execute("do \"Nope\"") == .error)
        #expect(transcript.text.contains("this scenario has none"))
    }

    @Test func badArgumentsPrintTheUsage() {
        let (interpreter, transcript) = Self.loaded()
        #expect(interpreter.execute("tap") == .error)
        #expect(transcript.text.contains("usage: tap \"<label>\""))
        #expect(interpreter.execute("type \"Name\"") == .error)
        #expect(interpreter.execute("trace loud") == .error)
        #expect(interpreter.execute("counts everything") == .error)
        #expect(interpreter.execute("expect") == .error)
        #expect(interpreter.execute("expect DonutMenu runs many") == .error)
    }

    @Test func actionsListsControlsAndNamedActions() {
        let (interpreter, transcript) = Self.loaded()
        #expect(interpreter.execute("actions") == .done)
        #expect(transcript.text.contains("tap \"Add order\""))
    }

    @Test func treeShowsViewsTextAndControls() {
        let (interpreter, transcript) = Self.loaded()
        #expect(interpreter.execute("tree") == .done)
        #expect(transcript.text.contains("DonutMenu  (body ×1)"))
        #expect(transcript.text.contains("Text \"Glazed\""))
        #expect(transcript.text.contains("Button \"Add order\""))
    }

    @Test func countsAccumulateAndReset() {
        let (interpreter, transcript) = Self.loaded()
        interpreter.execute("tap \"Add order\"")
        interpreter.execute("tap \"Add order\"")
        transcript.lines = []
        #expect(interpreter.execute("counts") == .done)
        #expect(transcript.text.contains("DonutMenu        2    0"))
        #expect(interpreter.execute("counts reset") == .done)
        transcript.lines = []
        interpreter.execute("counts")
        #expect(transcript.text.contains("DonutMenu        0    0"))
    }

    @Test func depsExplainsWhyOldRerunsEveryHolderAndNewOnlyTheReader() {
        let (interpreter, transcript) = Self.loaded()
        #expect(interpreter.execute("deps DonutMenu") == .done)
        #expect(transcript.text.contains("subscribed to FoodTruckModel#1.objectWillChange (as _model)"))
        #expect(transcript.text.contains("tracks FoodTruckModel#1.donuts"))
        #expect(!transcript.text.contains("tracks FoodTruckModel#1.orders"))
        #expect(interpreter.execute("deps Nope") == .error)
        #expect(transcript.text.contains("views: ContentView, OrderList, DonutMenu"))
    }

    @Test func inspectShowsValuesAndObservers() {
        let (interpreter, transcript) = Self.loaded()
        interpreter.execute("tap \"Add order\"")
        transcript.lines = []
        #expect(interpreter.execute("inspect FoodTruckModel#1") == .done)
        #expect(transcript.text.contains("@Published orders = [\"Order 1\"]"))
        #expect(transcript.text.contains("ContentView (_model), OrderList (_model), DonutMenu (_model): all re-run"))
        #expect(transcript.text.contains("donuts is read by DonutMenu"))
        #expect(interpreter.execute("inspect Nothing#9") == .error)
    }

    /// OpenCombine's publisher holds a lock whose description prints a pointer; the
    /// trace never shows an address (it differs on every run).
    @Test func inspectNeverPrintsAnAddress() {
        let (interpreter, transcript) = Self.loaded("load distinct-environment-objects old")
        #expect(interpreter.execute("inspect ObjectRelay#1") == .done)  // names its publisher
        #expect(interpreter.execute("inspect ObservableObjectPublisher#1") == .done)
        #expect(transcript.text.contains("lock = OpenCombineUnfairLock(opaque: (an address))"), "\(transcript.text)")
        #expect(!transcript.text.contains("0x"), "\(transcript.text)")
    }

    @Test func sourceShowsTheDeclarationForEachVariant() {
        let (interpreter, transcript) = Self.loaded()
        #expect(interpreter.execute("source DonutMenu") == .done)
        #expect(transcript.text.contains("@ObservedObject var model: FoodTruckModel"))
        #expect(transcript.text.contains("let model: FoodTruckModel"))
        transcript.lines = []
        #expect(interpreter.execute("source FoodTruckModel") == .done)
        #expect(transcript.text.contains("@Observable final class FoodTruckModel"))
        #expect(interpreter.execute("source Nope") == .error)
        transcript.lines = []
        #expect(interpreter.execute("source") == .done)
        #expect(transcript.text.contains("enum FoodTruckOld"))
    }

    @Test func traceModesChangeWhatIsPrinted() {
        let (interpreter, transcript) = Self.loaded()
        #expect(interpreter.execute("trace printchanges") == .done)
        transcript.lines = []
        interpreter.execute("tap \"Add order\"")
        #expect(transcript.text.contains("\n    DonutMenu: _model changed."))
        #expect(!transcript.text.contains("views "))
        #expect(interpreter.execute("trace full") == .done)
        transcript.lines = []
        interpreter.execute("tap \"Add order\"")
        #expect(transcript.text.contains("→ invalidates OrderList"))
    }

    @Test func expectPassesAndFailsWithWhatDiffered() {
        let (interpreter, transcript) = Self.loaded()
        interpreter.execute("tap \"Add order\"")
        #expect(interpreter.execute("expect new DonutMenu runs 0") == .done)
        #expect(interpreter.execute("expect old DonutMenu runs 1 reason \"_model changed.\" wasted") == .done)
        #expect(interpreter.execute("expect new DonutMenu runs 1") == .expectationFailed)
        #expect(transcript.text.contains("DonutMenu ran 0 times, expected 1"))
        #expect(interpreter.execute("expect DonutMenu runs 1") == .expectationFailed)
        #expect(transcript.text.contains("new: DonutMenu ran 0 times"))
        #expect(interpreter.execute("expect new OrderList cause \"FoodTruckModel#1.donuts\"") == .expectationFailed)
        #expect(interpreter.execute("expect Nowhere runs 0") == .expectationFailed)
        #expect(interpreter.execute("expect crash") == .expectationFailed)
    }

    @Test func resetReloadsFresh() {
        let (interpreter, transcript) = Self.loaded()
        interpreter.execute("tap \"Add order\"")
        #expect(interpreter.execute("reset") == .done)
        transcript.lines = []
        interpreter.execute("inspect FoodTruckModel#1")
        #expect(transcript.text.contains("@Published orders = []"))
    }

    @Test func runExecutesAScriptFileAndRefusesToRecurse() throws {
        let (interpreter, transcript) = Self.loaded()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-run-\(getpid()).txt")
        try "tap \"Add order\"\nexpect new OrderList runs 1\nrun \(file.path)\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(interpreter.execute("run \(file.path)") == .error)
        #expect(transcript.text.contains("already running"))
        #expect(transcript.text.contains("✓ expect new OrderList runs 1"))
        #expect(interpreter.execute("run /no/such/file") == .error)
    }

    @Test func quitEndsTheSession() {
        let (interpreter, _) = Self.make()
        #expect(interpreter.execute("quit") == .quit)
        #expect(interpreter.execute("exit") == .quit)
    }

    @Test func completionOffersCommandsScenariosLabelsViewsAndObjects() {
        let (interpreter, _) = Self.make()
        #expect(interpreter.completions(forLinePrefix: "lo") == ["load"])
        #expect(interpreter.completions(forLinePrefix: "load food").contains("food-truck"))
        #expect(interpreter.completions(forLinePrefix: "load food-truck ") == ["old", "new", "both"])
        interpreter.execute("load food-truck both")
        #expect(interpreter.completions(forLinePrefix: "tap \"Ad") == ["\"Add order\""])
        #expect(interpreter.completions(forLinePrefix: "deps Don") == ["DonutMenu"])
        #expect(interpreter.completions(forLinePrefix: "inspect Food") == ["FoodTruckModel#1"])
        #expect(interpreter.completions(forLinePrefix: "trace p") == ["printchanges"])
    }
}

/// A scenario that crashes is a lesson, not a crash: the session goes on.
@MainActor
@Suite struct SimulatedCrashInTheShell {
    final class Settings: ObservableObject { @Published var volume = 1 }

    struct NeedsSettings: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Text("\(settings.volume)") }
    }

    struct Screen: View {
        @State private var showsSettings = false
        var body: some View {
            VStack {
                Button("Open settings") { showsSettings = true }
                if showsSettings { NeedsSettings() }
            }
        }
    }

    static let scenario = Scenario(id: "crashes", title: "Crashes", summary: "A missing environment object.",
                                   variants: [ScenarioVariant("old") { _ in Screen() }])

    @Test func missingEnvironmentObjectEndsTheScenarioNotTheSession() {
        var lines: [String] = []
        let interpreter = Interpreter(catalog: [Self.scenario]) { lines.append($0) }
        #expect(interpreter.execute("load crashes") == .done)
        #expect(interpreter.execute("tap \"Open settings\"") == .done)
        #expect(lines.joined().contains("crash: Fatal error: No ObservableObject of type Settings found."))
        #expect(interpreter.execute("expect crash \"No ObservableObject of type Settings\"") == .done)
        #expect(interpreter.execute("tap \"Open settings\"") == .error)
        #expect(lines.last?.contains("the scenario has crashed") == true)
        #expect(interpreter.execute("reset") == .done)
        #expect(interpreter.execute("tree") == .done)
    }
}

import Testing
@testable import ObsLabCommandLine
import Scenarios

/// docs/rules/wasted.md: a run is wasted only when the view shows what it showed before.
@MainActor
@Suite struct WastedRuns {
    /// Whether `view`'s run in the last action was marked wasted, in the only loaded variant.
    static func wasted(_ view: String, after lines: [String]) -> Bool? {
        let learner = PredictionVerdicts.Learner(language: .english)
        for line in lines { learner.run(line) }
        let events = learner.interpreter.loadedRuns.first?.graph.steps.last?.events ?? []
        return events.last { $0.kind == .evaluation && $0.view?.hasSuffix(view) == true }?.wasted
    }

    @Test func aControlShowingANewValueIsNotWasted() {
        // The view only rebuilt `$counter.byTen`, and the toggle now shows `on`.
        #expect(Self.wasted("CounterView", after: ["load bindable new", "toggle \"Count by ten\""]) == false)
        // Each keystroke re-runs the editor, whose field shows the new text.
        #expect(Self.wasted("NoteEditor", after: ["load notes", "tap \"New note\"", "type \"Note\" \"E\""]) == false)
    }

    @Test func swiftUIsOwnViewsAreNeverWasted() {
        // The second update of "Save" re-runs the sheet's presentation with the same
        // output (its closures are never equal); it is SwiftUI's run, not a waste.
        let learner = PredictionVerdicts.Learner(language: .english)
        for line in ["load notes", "tap \"New note\"", "tap \"Save\""] { learner.run(line) }
        let events = learner.interpreter.loadedRuns.first?.graph.steps.last?.events ?? []
        let sheetRuns = events.filter { $0.kind == .evaluation && $0.view?.hasSuffix("/sheet") == true }
        #expect(sheetRuns.count == 2)
        #expect(sheetRuns.allSatisfy { $0.wasted != true })
        #expect(events.contains { $0.kind == .evaluation && $0.wasted == true } == false)
    }

    @Test func aRunThatShowsTheSameIsWasted() {
        #expect(Self.wasted("ContentView", after: ["load food-truck old", "tap \"Add order\""]) == true)
        // The same toggle, but a view around it whose control shows what it showed:
        // `old` ContentView re-runs for the counter's objectWillChange.
        #expect(Self.wasted("ContentView", after: ["load bindable old", "toggle \"Count by ten\""]) == true)
    }
}

import Foundation
import Scenarios
import Testing
@testable import ObsLabCommandLine

/// A long live session keeps its latest steps only, so that its memory and
/// `GET /api/state` stay bounded; the counts still include every step.
@MainActor
@Suite struct LiveHistoryTests {
    @Test func aLongSessionKeepsItsLatestSteps() throws {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        _ = session.load("counter")
        let taps = 3 * LiveSession.keptSteps
        for _ in 0..<taps { _ = session.perform(.init(verb: "tap", label: "Increment")) }
        let document = try #require(session.document)
        #expect(document.steps.count <= LiveSession.keptSteps + LiveSession.keptSteps / 2)
        #expect(document.steps.count >= LiveSession.keptSteps)
        #expect(document.droppedSteps + document.steps.count == taps + 1)
        #expect(document.steps.first?.index == document.droppedSteps)
        #expect(document.steps.last?.index == taps)
        // The first step kept is whole, so the steps after it replay to what a reload shows.
        for frame in document.steps[0].variants.values {
            guard case .whole = frame else { Issue.record("the first kept step is not whole"); continue }
        }
        let reloaded = try #require(session.state()?.frames().last)
        #expect(document.frames().last == reloaded)
        // The counts include the dropped steps: the button's view ran once per tap.
        let totals = reloaded.values.flatMap(\.views).map(\.total)
        #expect(totals.max() == taps, "\(totals)")
        let state = LiveState(catalog: [], lessons: [], document: session.state(), version: session.version).encoded()
        #expect(state.count < 1_000_000, "\(state.count) bytes")
    }
}

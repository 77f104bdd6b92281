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

/// `GET /api/state` after a long session on a list that grows with every tap (the food
/// truck's orders): the steps before the last are counts only, so the state follows the
/// tree, not the session. Before, every kept step carried the list whole again (4.0 MB
/// after 1,500 taps).
@MainActor
@Suite struct LiveStateSizeTests {
    static func state(after taps: Int) throws -> (whole: Int, beforeLast: Int, document: LiveDocument) {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        _ = session.load("food-truck")
        for _ in 0..<taps { _ = session.perform(.init(verb: "tap", label: "Add order")) }
        let document = try #require(session.state())
        var earlier = document
        earlier.steps.removeLast()
        let whole = LiveState(catalog: [], lessons: [], document: document, version: session.version).encoded().count
        return (whole, JSONEncoding.encode(earlier).count, document)
    }

    @Test func theStateDoesNotGrowWithTheSession() throws {
        let short = try Self.state(after: 2 * LiveSession.keptSteps)
        let long = try Self.state(after: 12 * LiveSession.keptSteps)
        // The kept steps cost the same after 60 taps and after 360: counts, not screens.
        #expect(Double(long.beforeLast) < Double(short.beforeLast) * 1.2, "\(short.beforeLast) → \(long.beforeLast) bytes")
        #expect(long.whole < 1_000_000, "\(long.whole) bytes")
        for step in long.document.steps.dropLast() {
            for (variant, frame) in step.variants {
                switch frame {
                case .whole(let whole):
                    #expect(whole.screen == nil && whole.graph == nil, "step \(step.index), \(variant)")
                case .change(let delta):
                    #expect(delta.screen == nil && delta.graph == nil && !delta.current, "step \(step.index), \(variant)")
                }
            }
        }
        // The last step is whole, with the screen, and the counts include every tap.
        let last = try #require(long.document.frames().last?["new"])
        #expect(last.screen != nil)
        #expect(last.views.first { $0.path.hasSuffix("OrderList") }?.total == 12 * LiveSession.keptSteps)
    }

    /// The page replays the state: earlier steps show the views with their counts.
    @Test func earlierStepsKeepTheirCounts() throws {
        let (_, _, document) = try Self.state(after: 2 * LiveSession.keptSteps)
        let frames = document.frames()
        let totals = frames.compactMap { $0["old"]?.views.first { $0.path.hasSuffix("DonutMenu") }?.total }
        #expect(totals.count == document.steps.count)
        #expect(totals == Array((document.steps[0].index)...(document.steps.last!.index)), "\(totals)")
    }
}

/// Actions past the limit of those waiting are refused with 429 and the session's
/// version, not queued without end.
@Suite struct WaitingActionsTests {
    @Test func pastTheLimitAnActionIsRefused() async throws {
        var handler = await LiveHandlerTests.handler()
        handler.waiting = WaitingActions(limit: 0)
        let refused = try await handler.handleRequest(LiveHandlerTests.request(
            .POST, "/api/action", headers: LiveHandlerTests.json, body: #"{"verb":"tap","label":"Add order"}"#))
        #expect(refused.statusCode.code == 429)
        let body = String(decoding: try await refused.bodyData, as: UTF8.self)
        #expect(body.contains("\"error\":\"0 actions are waiting") && body.contains("\"version\":1"), "\(body)")
        let steps = await MainActor.run { handler.session.document?.steps.count }
        #expect(steps == 1, "the refused tap was not taken")
    }

    @Test func theCountGoesBackDown() {
        let waiting = WaitingActions(limit: 2)
        #expect(waiting.enter() && waiting.enter())
        #expect(!waiting.enter())
        waiting.leave()
        #expect(waiting.enter())
    }
}

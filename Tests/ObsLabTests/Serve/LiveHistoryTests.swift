import Foundation
import Observation
import Scenarios
import Testing
@testable import ObsLab
@testable import ObsLabCommandLine
@testable import ObsLabEngine

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
/// truck's orders): the steps before the last keep their screens only while their changes
/// fit a budget, the earlier ones are counts only, so the state follows the tree, not the
/// session. Before, every kept step carried the list whole again (4.0 MB after 1,500 taps).
@MainActor
@Suite struct LiveStateSizeTests {
    struct Measured {
        var session: LiveSession
        var state: LiveDocument
        var bytes: Int
        /// The first step of the state that keeps its screen.
        var firstWithScreen: Int
        /// The bytes of the steps after it, before the last.
        var screenBytes: Int
    }

    /// The food truck's orders in a plain stack, in two variants as the food truck's, which
    /// shows every order (in a `List`, as
    /// the built-in scenario has them, the screen holds only the rows on it:
    /// docs/rules/lazy-containers.md), so the screen grows with every tap.
    enum Growing {
        @Observable final class Model {
            var orders: [String] = []
        }

        struct Truck: View {
            @State private var model = Model()
            var body: some View {
                VStack {
                    Button("Add order") { model.orders.append("Order \(model.orders.count + 1)") }
                    OrderList(model: model)
                }
            }
        }

        struct OrderList: View {
            let model: Model
            var body: some View {
                VStack {
                    ForEach(model.orders, id: \.self) { Text($0) }
                }
            }
        }

        static let scenario = Scenario(id: "growing-orders", title: "Growing orders", summary: "Orders in a plain stack.",
                                       variants: [ScenarioVariant(ScenarioVariant.old) { _ in Truck() },
                                                  ScenarioVariant(ScenarioVariant.new) { _ in Truck() }])
    }

    static func measure(after taps: Int, within limit: Int = LiveSession.stateBytes) throws -> Measured {
        let session = LiveSession(catalog: [Growing.scenario])
        _ = session.load("growing-orders")
        for _ in 0..<taps { _ = session.perform(.init(verb: "tap", label: "Add order")) }
        let state = try #require(session.state(within: limit))
        let bytes = LiveState(catalog: [], lessons: [], document: state, version: session.version).encoded().count
        func hasScreen(_ frame: LiveFrame) -> Bool {
            switch frame {
            case .whole(let whole): whole.screen != nil
            case .change(let delta): delta.current
            }
        }
        let first = try #require(state.steps.firstIndex { $0.variants.values.contains(where: hasScreen) })
        let screenBytes = state.steps[(first + 1)..<(state.steps.count - 1)].map { JSONEncoding.encode($0).count }.reduce(0, +)
        return Measured(session: session, state: state, bytes: bytes, firstWithScreen: first, screenBytes: screenBytes)
    }

    @Test func theStateDoesNotGrowWithTheSession() throws {
        #expect(try Self.measure(after: 24 * LiveSession.keptSteps).bytes < LiveSession.stateBytes)
        // With a smaller limit, as a longer list would make it (the list of 10,000 orders is
        // 290 KB a variant): the steps whose screens do not fit are counts only.
        for taps in [6 * LiveSession.keptSteps, 12 * LiveSession.keptSteps] {
            let limit = 250_000
            let measured = try Self.measure(after: taps, within: limit)
            let state = measured.state
            #expect(measured.bytes < limit, "\(taps) taps: \(measured.bytes) bytes")
            // The list is long enough that not every kept step's screen fits.
            #expect(measured.firstWithScreen > 0 && measured.firstWithScreen < state.steps.count - 1,
                    "\(taps) taps: \(measured.firstWithScreen)")
            for step in state.steps[..<measured.firstWithScreen] {
                for (variant, frame) in step.variants {
                    switch frame {
                    case .whole(let whole):
                        #expect(whole.screen == nil && whole.graph == nil, "step \(step.index), \(variant)")
                    case .change(let delta):
                        #expect(delta.screen == nil && delta.graph == nil && !delta.current, "step \(step.index), \(variant)")
                    }
                }
            }
            // From the first step with its screen on, a reload shows what the session showed;
            // before it, the same counts.
            let document = try #require(measured.session.document)
            let shown = document.frames(), reloaded = state.frames()
            #expect(Array(shown[measured.firstWithScreen...]) == Array(reloaded[measured.firstWithScreen...]))
            for (then, now) in zip(shown, reloaded) {
                #expect(then.mapValues { $0.views.map(\.total) } == now.mapValues { $0.views.map(\.total) })
            }
            #expect(reloaded.last?["new"]?.views.first { $0.path.hasSuffix("OrderList") }?.total == taps)
        }
    }

    /// A short session, whose changes fit, keeps every kept step's screen in the state.
    @Test func aShortSessionKeepsEveryScreen() throws {
        let measured = try Self.measure(after: 10)
        #expect(measured.firstWithScreen == 0)
        #expect(measured.session.document.map { $0.frames() } == measured.state.frames())
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

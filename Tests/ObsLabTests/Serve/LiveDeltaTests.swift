import FlyingFox
import Foundation
import ObsLab
import ObsLabEngine
import Scenarios
import Testing
@testable import ObsLabCommandLine

/// The live page's updates: after the first render, each step goes as what changed, and
/// what the page makes of the changes is what a full reload shows
/// (docs/rules/output-size.md, rule 10).
@MainActor
@Suite struct LiveDeltaTests {
    /// The whole frames the session gives a page that loads now (`GET /api/state`): the
    /// last step's made afresh from the runtime.
    static func reloaded(_ session: LiveSession) -> [String: PlayerFrame] {
        guard let step = session.state()?.steps.last else { return [:] }
        return step.variants.compactMapValues { frame in
            if case .whole(let whole) = frame { return whole }
            return nil
        }
    }

    /// Runs `actions` one at a time; after each, the frames replayed from the first
    /// render and the changes sent equal the whole frames of a reload, and every earlier
    /// step still shows what it showed when it was the latest.
    static func expectChangesAddUp(_ session: LiveSession, _ actions: [LiveSession.Request],
                                   sourceLocation: SourceLocation = #_sourceLocation) {
        var expected = Array(session.shown.dropLast()) + [reloaded(session)]
        #expect(session.shown == expected, "before the first action", sourceLocation: sourceLocation)
        for action in actions {
            guard case .stepped(let steps) = session.perform(action), !steps.isEmpty else {
                Issue.record("\(action.verb) \(action.label ?? "") did not step", sourceLocation: sourceLocation)
                return
            }
            for step in steps {
                for frame in step.variants.values {
                    guard case .change = frame else {
                        Issue.record("a step after the first render went whole", sourceLocation: sourceLocation)
                        continue
                    }
                }
            }
            expected.append(reloaded(session))
            let shown = session.shown
            #expect(shown.count == expected.count, sourceLocation: sourceLocation)
            for (index, pair) in zip(shown, expected).enumerated() where pair.0 != pair.1 {
                for variant in pair.1.keys.sorted() where pair.0[variant] != pair.1[variant] {
                    let (got, want) = (pair.0[variant], pair.1[variant])
                    Issue.record("""
                        after \(action.verb) \(action.label ?? ""): step \(index), \(variant) differs: \
                        views equal \(got?.views == want?.views), screen equal \(got?.screen == want?.screen), \
                        graph equal \(got?.graph == want?.graph)
                        """, sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test func tapsAddUpToTheReloadedFrames() {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        _ = session.load("food-truck")
        Self.expectChangesAddUp(session, Array(repeating: .init(verb: "tap", label: "Add order"), count: 3))
    }

    @Test func typingAddsUpToo() throws {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        _ = session.load("text-field")
        let shell = Interpreter(catalog: BuiltInCatalog.catalog) { _ in }
        shell.printsTraces = false
        shell.execute("load text-field")
        let label = try #require(shell.loadedRuns[0].controls().first { $0.kind == .textField }?.label)
        Self.expectChangesAddUp(session, [.init(verb: "type", label: label, text: "Ada"),
                                          .init(verb: "type", label: label, text: "!")])
    }

    /// A sheet comes and goes: containers of the screen change, no custom view does.
    @Test func aSheetThatComesAndGoesAddsUp() {
        let session = LiveSession(catalog: ShellActionRules.catalog)
        _ = session.load("shop")
        Self.expectChangesAddUp(session, [
            .init(verb: "choose", label: "Flavor", value: "Mint"),
            .init(verb: "tap", label: "Cart"),
            .init(verb: "dismiss"),
            .init(verb: "tap", label: "Cart"),
        ])
    }

    /// Rows appear (a book is added) and leave (a filter hides them).
    @Test func viewsThatAppearAndLeaveAddUp() {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        _ = session.load("migration")
        Self.expectChangesAddUp(session, [
            .init(verb: "toggle", label: "Read 1"),
            .init(verb: "type", label: "Title 2", text: "!"),
            .init(verb: "tap", label: "Add book"),
            .init(verb: "tap", label: "Sync"),
            .init(verb: "type", label: "Filter", text: "S"),
        ])
        let changes = (session.document?.steps ?? []).compactMap { step -> PlayerFrameDelta? in
            if case .change(let delta)? = step.variants["new"] { return delta }
            return nil
        }
        #expect(changes.contains { !$0.inserted.isEmpty }, "views were sent as inserted")
        #expect(changes.contains { !$0.removed.isEmpty }, "views were sent as removed")
    }

    /// A profile goes and comes back, and an event from outside the UI (`do`) acts.
    @Test func anOptionalThatGoesAndComesBackAddsUp() {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        _ = session.load("optionals")
        Self.expectChangesAddUp(session, [
            .init(verb: "tap", label: "Rename"),
            .init(verb: "tap", label: "Sign out"),
            .init(verb: "do", label: "Rename the old profile"),
            .init(verb: "tap", label: "Sign in as Bob"),
            .init(verb: "tap", label: "Rename"),
        ])
    }

    @Test func aScaledListAddsUpInBothVariants() {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        _ = session.load("scaling", options: ["n=30"])
        Self.expectChangesAddUp(session, Array(repeating: .init(verb: "tap", label: "Score for player 1"), count: 2))
    }

    /// A lesson step of several actions: the steps before its last have no screen, and
    /// the last step's changes still add up.
    @Test func aLessonStepOfSeveralActionsAddsUp() throws {
        let lesson = Lesson(id: "several", title: "Several", scenario: "food-truck", language: "en", introduction: "",
                            steps: [.init(title: "Two orders", text: "", commands: ["tap \"Add order\"", "tap \"Add order\"",
                                                                                   "deps OrderList"],
                                          expectations: [], prediction: nil, hint: nil)],
                            origin: "test")
        let session = LiveSession(catalog: BuiltInCatalog.catalog, lessons: [lesson])
        _ = session.perform(.init(verb: "lesson", lesson: "several"))
        guard case .stepped(let steps) = session.perform(.init(verb: "play", lesson: "several", step: 0)) else {
            Issue.record("the lesson step did not run"); return
        }
        #expect(steps.map(\.index) == [1, 2])
        let shown = session.shown
        #expect(shown[1]["old"]?.screen == nil, "a step that was not the latest has no screen")
        #expect(shown[2] == Self.reloaded(session))
        Self.expectChangesAddUp(session, [.init(verb: "tap", label: "Add order")])
    }

    /// The size of a tap's answer follows the views that ran, not the views on screen.
    @Test func aTapsAnswerDoesNotGrowWithTheTree() throws {
        func tapBytes(rows: Int) -> Int {
            let session = LiveSession(catalog: BuiltInCatalog.catalog)
            _ = session.load("scaling", options: ["new", "n=\(rows)"])
            _ = session.perform(.init(verb: "tap", label: "Score for player 1"))
            let base = session.version
            guard case .stepped(let steps) = session.perform(.init(verb: "tap", label: "Score for player 1")) else { return -1 }
            return LiveUpdate(steps: steps, base: base, version: session.version).encoded().count
        }
        let small = tapBytes(rows: 100), large = tapBytes(rows: 3000)
        #expect(small > 0 && large > 0)
        #expect(large <= small + small / 10, "100 rows: \(small) bytes; 3,000 rows: \(large) bytes")
        #expect(large < 2_000, "one row ran: \(large) bytes")
    }

    /// The state the changes are made against, on its own: views inserted, removed and
    /// moved, a screen that changes in one place, a drawing that stays.
    @Test func changesOfAnyShapeApplyExactly() {
        func view(_ path: String, runs: Int = 0, total: Int = 1, deps: [String]? = ["reads x"]) -> PlayerView {
            PlayerView(path: path, name: String(path.split(separator: "/").last!), depth: path.split(separator: "/").count - 1,
                       runs: runs, total: total, reasons: runs > 0 ? ["@self changed."] : [], causes: [], wasted: 0,
                       skipped: nil, dependencies: deps)
        }
        func screen(_ rows: [String], text: String) -> ScreenItem {
            .view(path: "Root", name: "Root", bodies: 1, items: [
                .container(name: "List", items: rows.map { .view(path: "Root/\($0)", name: $0, bodies: 1, items: [.text($0 == "B" ? text : $0)]) }),
            ])
        }
        let first = PlayerFrame(fired: [], notes: [], views: [view("Root"), view("Root/A"), view("Root/B"), view("Root/C"), view("Root/D")],
                                screen: screen(["A", "B", "C", "D"], text: "b"), graph: "<svg/>")
        var state = LiveVariantState(first)
        // D moves to the front, C leaves, E arrives after B, B ran and shows new text.
        let next = PlayerFrame(fired: ["x changed"], notes: [],
                               views: [view("Root"), view("Root/D"), view("Root/A"), view("Root/B", runs: 1, total: 2),
                                       view("Root/E", deps: ["reads y"])],
                               screen: screen(["D", "A", "B", "E"], text: "b2"), graph: "<svg/>")
        let delta = state.delta(to: next, current: true)
        #expect(delta.removed.sorted() == ["Root/C", "Root/D"])
        #expect(delta.inserted.map(\.view.path) == ["Root/D", "Root/E"])
        #expect(delta.inserted.map(\.after) == ["Root", "Root/B"])
        #expect(delta.views.map(\.path) == ["Root/B"])
        #expect(delta.screen?.views.map(\.path).sorted() == ["Root", "Root/B", "Root/E"])
        #expect(delta.screen?.removed == ["Root/C"])
        #expect(delta.graph == nil)
        #expect(state.frame(applying: delta) == next)
        // A quiet step: nothing ran, nothing moved; only the runs go back to zero.
        let quiet = PlayerFrame(fired: [], notes: [], views: next.views.map(\.afterAQuietStep), screen: next.screen, graph: "<svg/>")
        let none = state.delta(to: quiet, current: true)
        #expect(none.views.isEmpty && none.inserted.isEmpty && none.removed.isEmpty && none.screen == nil)
        #expect(state.frame(applying: none) == quiet)
        // A step that is not the latest: no screen, no dependencies; those last known stay.
        let passing = PlayerFrame(fired: [], notes: [], views: [view("Root", runs: 1, total: 2, deps: nil), view("Root/A", deps: nil)])
        let notCurrent = state.delta(to: passing, current: false)
        #expect(notCurrent.screen == nil && notCurrent.graph == nil)
        #expect(state.frame(applying: notCurrent) == passing)
        #expect(state.views.first?.dependencies == ["reads x"])
    }

    /// Every update names the version it applies to; a page at another version reloads.
    @Test func updatesNameTheirVersion() async throws {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        _ = session.load("food-truck")
        let handler = LiveHandler(session: session, page: "", requestGuard: RequestGuard(host: "127.0.0.1", port: 8080))
        func json(_ response: HTTPResponse) async throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: try await response.bodyData) as? [String: Any] ?? [:]
        }
        let state = try await json(handler.handleRequest(LiveHandlerTests.request(.GET, "/api/state")))
        let loaded = try #require(state["version"] as? Int)
        #expect((state["document"] as? [String: Any])?["version"] as? Int == loaded)
        var versions: [(base: Int, version: Int)] = []
        for _ in 0..<2 {
            let update = try await json(handler.handleRequest(LiveHandlerTests.request(
                .POST, "/api/action", headers: LiveHandlerTests.json, body: #"{"verb":"tap","label":"Add order"}"#)))
            versions.append((try #require(update["base"] as? Int), try #require(update["version"] as? Int)))
        }
        #expect(versions.map(\.base) == [loaded, loaded + 1])
        #expect(versions.map(\.version) == [loaded + 1, loaded + 2])
        let refused = try await json(handler.handleRequest(LiveHandlerTests.request(
            .POST, "/api/action", headers: LiveHandlerTests.json, body: #"{"verb":"tap","label":"Nope"}"#)))
        #expect(refused["version"] as? Int == loaded + 2, "a refused action names the version, and changes nothing")
        #expect(session.version == loaded + 2)
    }
}

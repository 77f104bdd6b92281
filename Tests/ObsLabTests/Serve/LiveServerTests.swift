import FlyingFox
import Foundation
import ObsLab
import ObsLabEngine
import LessonBook
import Scenarios
import Testing
@testable import ObsLabCommandLine

/// The live page's session: the page's requests run exactly as the shell's commands do.
@MainActor
@Suite struct LiveSessionTests {
    /// The shell's trace for `lines`, after loading `scenario`: each variant's last step.
    static func shellStep(_ scenario: String, _ lines: [String]) -> [String: TraceStep] {
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog) { _ in }
        interpreter.printsTraces = false
        interpreter.execute("load \(scenario)")
        for line in lines { interpreter.execute(line) }
        return Dictionary(uniqueKeysWithValues: interpreter.loadedRuns.map { ($0.name, $0.graph.steps.last!) })
    }

    @Test func aTapIsTheShellsTap() throws {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        guard case .loaded(let document) = session.load("food-truck") else { Issue.record("not loaded"); return }
        #expect(document.variants == ["old", "new"])
        #expect(document.steps.count == 1)
        #expect(document.frames()[0]["old"]?.screen != nil)
        guard case .stepped(let steps) = session.perform(.init(verb: "tap", label: "Add order")), let sent = steps.first,
              let step = session.shown.last else {
            Issue.record("the tap did not step"); return
        }
        #expect(steps.count == 1)
        let shell = Self.shellStep("food-truck", ["tap \"Add order\""])
        for variant in ["old", "new"] {
            let frame = try #require(step[variant])
            let expected = try #require(shell[variant])
            #expect(frame.views.map(\.path) == expected.views.map(\.view))
            #expect(frame.views.map(\.runs) == expected.views.map(\.runs))
            #expect(frame.views.map(\.total) == expected.views.map(\.total))
        }
        #expect(step["old"]?.views.filter { $0.runs > 0 }.count == 3)
        #expect(step["new"]?.views.filter { $0.runs > 0 }.map(\.path) == ["ContentView/OrderList"])
        let orderList = try #require(step["new"]?.views.first { $0.path == "ContentView/OrderList" })
        #expect(orderList.reasons == ["@dependencies changed."])
        #expect(orderList.causes == ["FoodTruckModel#1.orders"])
        #expect(orderList.dependencies == ["tracks FoodTruckModel#1.orders: a change re-runs it (@dependencies)"])
        #expect(sent.trace?.contains("OrderList  @dependencies changed.  body #2") == true)
        #expect(session.document?.steps.count == 2)
    }

    @Test func typingAndTogglingGoThroughTheShell() throws {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        _ = session.load("text-field")
        let controls = session.shown.first?.values.first?.screen
        #expect(controls != nil)
        let shell = Interpreter(catalog: BuiltInCatalog.catalog) { _ in }
        shell.printsTraces = false
        shell.execute("load text-field")
        let label = try #require(shell.loadedRuns[0].controls().first { $0.kind == .textField }?.label)
        guard case .stepped(let steps) = session.perform(.init(verb: "type", label: label, text: "Ada")),
              steps.count == 1, let step = session.shown.last else {
            Issue.record("typing did not step"); return
        }
        let expected = Self.shellStep("text-field", ["type \(CommandTokenizer.quote(label)) Ada"])
        for (variant, frame) in step {
            #expect(frame.views.map(\.runs) == expected[variant]?.views.map(\.runs))
        }
    }

    @Test func thePageCanOnlyActOnTheScenario() {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        guard case .refused = session.perform(.init(verb: "tap", label: "Add order")) else {
            Issue.record("acted with nothing loaded"); return
        }
        _ = session.load("food-truck")
        for verb in ["run", "report", "source", "quit", "help", "expect", "trace", ""] {
            guard case .malformed(let message) = session.perform(.init(verb: verb, label: "/etc/passwd")) else {
                Issue.record("`\(verb)` was accepted"); continue
            }
            #expect(message.contains("unknown verb"))
        }
        guard case .malformed = session.perform(.init(verb: "tap", label: "Add order\nrun /tmp/x")) else {
            Issue.record("a control character got through"); return
        }
        guard case .malformed = session.perform(.init(verb: "tap", label: String(repeating: "a", count: 600))) else {
            Issue.record("an overlong label got through"); return
        }
        guard case .malformed = session.perform(.init(verb: "toggle", label: "x", value: "maybe")) else {
            Issue.record("a toggle value other than on/off got through"); return
        }
        guard case .refused(let message) = session.perform(.init(verb: "tap", label: "Nope")) else {
            Issue.record("an unknown button was tapped"); return
        }
        #expect(message.contains("no button labelled \"Nope\""))
        guard case .refused = session.perform(.init(verb: "load", scenario: "../../etc/passwd")) else {
            Issue.record("loaded something not in the catalog"); return
        }
        #expect(session.document?.scenario == "food-truck")
        #expect(session.document?.steps.count == 1)
    }

    @Test func aLessonStepRunsItsCommandsAndChecksItsClaims() throws {
        let lessons = LessonLibrary(files: LessonBook.lessonFiles).lessons(in: .english)
        let lesson = try #require(lessons.first { $0.id == "who-reruns" })
        let session = LiveSession(catalog: BuiltInCatalog.catalog, lessons: lessons)
        guard case .loaded(let document) = session.perform(.init(verb: "lesson", lesson: lesson.id)) else {
            Issue.record("the lesson did not load its scenario"); return
        }
        #expect(document.scenario == "food-truck")
        #expect(document.variants == ["old"])
        guard case .stepped(let steps) = session.perform(.init(verb: "play", lesson: lesson.id, step: 0)) else {
            Issue.record("the step did not run"); return
        }
        let last = try #require(steps.last)
        #expect(last.checks?.count == lesson.steps[0].expectations.count)
        #expect(last.checks?.allSatisfy { $0.hasPrefix("✓ ") } == true)
        #expect(session.shown.last?["old"]?.views.filter { $0.runs > 0 }.count == 3)
        #expect(last.trace?.contains("> deps DonutMenu") == true)
        guard case .malformed = session.perform(.init(verb: "play", lesson: "no-such-lesson", step: 0)),
              case .malformed = session.perform(.init(verb: "play", lesson: lesson.id, step: 99)) else {
            Issue.record("an unknown lesson or step was played"); return
        }
    }

    @Test func aPredictionOnThePageIsJudgedByTheShellsRules() throws {
        let lessons = LessonLibrary(files: LessonBook.lessonFiles).lessons(in: .english)
        let lesson = try #require(lessons.first { $0.id == "identity-equality-closures" })
        let session = LiveSession(catalog: BuiltInCatalog.catalog, lessons: lessons)
        _ = session.perform(.init(verb: "lesson", lesson: lesson.id))
        _ = session.perform(.init(verb: "play", lesson: lesson.id, step: 0))
        _ = session.perform(.init(verb: "play", lesson: lesson.id, step: 1))
        // "Reset by id": the keyed counter is replaced (`KeyedCounter[0]` → `[1]`); the
        // question leaves `ChurnCounter` aside. A type name and a scope make it right.
        var request = LiveSession.Request(verb: "play", lesson: lesson.id, step: 2)
        request.predicted = ["app": ["Screen", "KeyedCounter"]]
        guard case .stepped(let steps) = session.perform(request) else { Issue.record("the step did not run"); return }
        let checks = try #require(steps.last?.checks)
        #expect(checks.first == "✓ you predicted it: Screen, KeyedCounter[1]")
        #expect(checks.contains { $0.hasPrefix("  (not asked) ChurnCounter") })
        #expect(checks.filter { $0.hasPrefix("✓ expect") }.count == lesson.steps[2].expectations.count)
        // Without a prediction, only the claims.
        guard case .stepped(let again) = session.perform(.init(verb: "play", lesson: lesson.id, step: 2)) else {
            Issue.record("the step did not run"); return
        }
        #expect(again.last?.checks?.contains { $0.contains("predicted it") || $0.contains("not quite") } == false)
    }

    @Test func theVocabularysControlsWorkFromThePage() throws {
        let session = LiveSession(catalog: ShellActionRules.catalog)
        guard case .loaded(let document) = session.load("shop") else { Issue.record("not loaded"); return }
        func controls(_ item: ScreenItem?) -> [(ControlKind, String, [String])] {
            switch item {
            case .view(_, _, _, let items)?, .container(_, let items)?: return items.flatMap { controls($0) }
            case .control(let kind, let label, _, let options, _)?: return [(kind, label, options)]
            default: return []
            }
        }
        let shown = controls(document.frames()[0]["app"]?.screen)
        #expect(shown.contains { $0.0 == .picker && $0.1 == "Flavor" && $0.2 == ["Vanilla", "Mint"] })
        let stepper = try #require(shown.first { $0.0 == .stepper })
        guard case .stepped = session.perform(.init(verb: "increment", label: stepper.1)) else {
            Issue.record("increment did not step"); return
        }
        #expect(session.shown.last?["app"]?.views.first { $0.name == "Shop" }?.runs == 1)
        guard case .stepped = session.perform(.init(verb: "choose", label: "Flavor", value: "Mint")),
              case .stepped = session.perform(.init(verb: "tap", label: "Cart")) else {
            Issue.record("choose or tap did not step"); return
        }
        func containers(_ item: ScreenItem?) -> [String] {
            switch item {
            case .view(_, _, _, let items)?: return items.flatMap { containers($0) }
            case .container(let name, let items)?: return [name] + items.flatMap { containers($0) }
            default: return []
            }
        }
        #expect(containers(session.shown.last?["app"]?.screen).contains { $0.hasPrefix("sheet") })
        guard case .stepped = session.perform(.init(verb: "dismiss")) else { Issue.record("no dismiss"); return }
        guard case .refused = session.perform(.init(verb: "dismiss")) else { Issue.record("dismissed nothing"); return }
        guard case .refused(let message) = session.perform(.init(verb: "choose", label: "Flavor", value: "Lemon")) else {
            Issue.record("chose a missing option"); return
        }
        #expect(message.contains("its options: \"Vanilla\", \"Mint\""))
    }

    /// The page's scroll controls send `scroll` with the container's kind and `up`, `down`,
    /// `top`, `bottom` or a row: the shell's `scroll`, as one step (docs/rules/live-page.md).
    @Test func thePagesScrollControlsAreTheShellsScroll() throws {
        struct Rows: View {
            var body: some View {
                List(1...40, id: \.self) { Text("Row \($0)") }
            }
        }
        let catalog = [Scenario(id: "rows", title: "Rows", summary: "A long list.",
                                variants: [ScenarioVariant("app") { _ in Rows() }])]
        let session = LiveSession(catalog: catalog)
        guard case .loaded(let document) = session.load("rows") else { Issue.record("not loaded"); return }
        func texts(_ item: ScreenItem?) -> [String] {
            switch item {
            case .view(_, _, _, let items)?, .container(_, let items)?: return items.flatMap { texts($0) }
            case .text(let text)?: return [text]
            default: return []
            }
        }
        func containers(_ item: ScreenItem?) -> [String] {
            switch item {
            case .view(_, _, _, let items)?: return items.flatMap { containers($0) }
            case .container(let name, let items)?: return [name] + items.flatMap { containers($0) }
            default: return []
            }
        }
        // The page finds the container by its name on the screen it was sent.
        let shownContainers = containers(document.frames()[0]["app"]?.screen)
        #expect(shownContainers.contains("List"))
        #expect(texts(document.frames()[0]["app"]?.screen).last == "Row 16")
        for (value, action, first, last) in [("down", "scroll List down", "Row 17", "Row 32"),
                                             ("bottom", "scroll List bottom", "Row 25", "Row 40"),
                                             ("up", "scroll List up", "Row 9", "Row 24"),
                                             ("3", "scroll List to 3", "Row 3", "Row 18"),
                                             ("top", "scroll List top", "Row 1", "Row 16")] {
            guard case .stepped(let steps) = session.perform(.init(verb: "scroll", label: "List", value: value)) else {
                Issue.record("scroll \(value) did not step"); return
            }
            #expect(steps.first?.action == action)
            let shown = texts(session.shown.last?["app"]?.screen)
            #expect(shown.first == first && shown.last == last, "scroll \(value): \(shown)")
        }
        #expect(session.shown.count == 6, "each scroll is one step")
        #expect(session.shown.last?["app"]?.views.first { $0.name == "Rows" }?.runs == 0, "the body holding the list did not run")
        guard case .malformed = session.perform(.init(verb: "scroll", label: "List", value: "sideways")),
              case .malformed = session.perform(.init(verb: "scroll", label: "List")),
              case .refused(let message) = session.perform(.init(verb: "scroll", label: "LazyVStack", value: "down")) else {
            Issue.record("a bad scroll was taken"); return
        }
        #expect(message.contains("List"))
    }

    @Test func resetStartsAgain() {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        _ = session.load("food-truck")
        _ = session.perform(.init(verb: "tap", label: "Add order"))
        guard case .loaded(let document) = session.perform(.init(verb: "reset")) else { Issue.record("no reset"); return }
        #expect(document.steps.count == 1)
        #expect(document.frames()[0]["old"]?.views.allSatisfy { $0.total == 0 } == true)
    }
}

extension LiveSession {
    /// Every step's frames as the page shows them, replayed from what was sent.
    var shown: [[String: PlayerFrame]] { document?.frames() ?? [] }
}

/// The server's answers, request by request, without a socket.
@Suite struct LiveHandlerTests {
    @MainActor static func handler() -> LiveHandler {
        let session = LiveSession(catalog: BuiltInCatalog.catalog)
        _ = session.load("food-truck")
        return LiveHandler(session: session, page: "<!DOCTYPE html><p>page</p>",
                           requestGuard: RequestGuard(host: "127.0.0.1", port: 8080))
    }

    static func request(_ method: HTTPMethod, _ path: String, host: String? = "127.0.0.1:8080",
                        headers: [HTTPHeader: String] = [:], body: String = "") -> HTTPRequest {
        var all = headers
        if let host { all[.host] = host }
        return HTTPRequest(method: method, version: .http11, path: path, query: [], headers: all, body: Data(body.utf8))
    }

    static let json: [HTTPHeader: String] = [.contentType: "application/json"]

    @Test func servesThePageAndTheState() async throws {
        let handler = await Self.handler()
        let page = try await handler.handleRequest(Self.request(.GET, "/"))
        #expect(page.statusCode == .ok)
        #expect(page.headers[.contentType] == "text/html; charset=utf-8")
        #expect(page.headers[HTTPHeader("Content-Security-Policy")]?.contains("default-src 'none'") == true)
        let state = try await handler.handleRequest(Self.request(.GET, "/api/state", host: "localhost:8080"))
        #expect(state.statusCode == .ok)
        #expect(String(decoding: try await state.bodyData, as: UTF8.self).contains("\"scenario\":\"food-truck\""))
    }

    @Test func refusesOtherHostsAndOrigins() async throws {
        let handler = await Self.handler()
        for host in ["evil.example:8080", "127.0.0.1:9999", "attacker.test", ""] {
            let response = try await handler.handleRequest(Self.request(.GET, "/api/state", host: host))
            #expect(response.statusCode == .forbidden, "Host: \(host)")
        }
        #expect(try await handler.handleRequest(Self.request(.GET, "/", host: nil)).statusCode == .forbidden)
        let crossOrigin = try await handler.handleRequest(Self.request(
            .POST, "/api/action", headers: Self.json.merging([HTTPHeader("Origin"): "http://evil.example"]) { a, _ in a },
            body: #"{"verb":"tap","label":"Add order"}"#))
        #expect(crossOrigin.statusCode == .forbidden)
        let sameOrigin = try await handler.handleRequest(Self.request(
            .POST, "/api/action", headers: Self.json.merging([HTTPHeader("Origin"): "http://127.0.0.1:8080"]) { a, _ in a },
            body: #"{"verb":"tap","label":"Add order"}"#))
        #expect(sameOrigin.statusCode == .ok)
    }

    @Test func malformedRequestsGetA4xx() async throws {
        let handler = await Self.handler()
        let cases: [(HTTPRequest, Int)] = [
            (Self.request(.POST, "/api/action", headers: Self.json, body: "not json"), 400),
            (Self.request(.POST, "/api/action", headers: Self.json, body: #"{"label":"Add order"}"#), 400),
            (Self.request(.POST, "/api/action", headers: Self.json, body: #"{"verb":"tap"}"#), 400),
            (Self.request(.POST, "/api/action", headers: Self.json, body: #"{"verb":"tap","label":42}"#), 400),
            (Self.request(.POST, "/api/action", headers: Self.json, body: #"{"verb":"run","label":"x"}"#), 400),
            (Self.request(.POST, "/api/action", body: #"{"verb":"tap","label":"Add order"}"#), 415),
            (Self.request(.POST, "/api/action", headers: Self.json, body: String(repeating: " ", count: 20_000)), 413),
            (Self.request(.POST, "/api/action", headers: Self.json, body: #"{"verb":"tap","label":"Nope"}"#), 422),
            (Self.request(.PUT, "/api/action"), 405),
            (Self.request(.GET, "/api/action"), 405),
            (Self.request(.GET, "/etc/passwd"), 404),
            (Self.request(.GET, "/../Package.swift"), 404),
        ]
        for (request, status) in cases {
            let response = try await handler.handleRequest(request)
            #expect(response.statusCode.code == status, "\(request.method.rawValue) \(request.path)")
            let body = String(decoding: try await response.bodyData, as: UTF8.self)
            #expect(body.hasPrefix("{\"error\":"))
        }
    }

    @Test func quickClicksAreSerialized() async throws {
        let handler = await Self.handler()
        let taps = 20
        try await withThrowingTaskGroup(of: HTTPStatusCode.self) { group in
            for _ in 0..<taps {
                group.addTask {
                    try await handler.handleRequest(Self.request(.POST, "/api/action", headers: Self.json,
                                                                 body: #"{"verb":"tap","label":"Add order"}"#)).statusCode
                }
            }
            for try await status in group { #expect(status == .ok) }
        }
        let (indices, shown) = await MainActor.run { (handler.session.document?.steps.map(\.index) ?? [], handler.session.shown) }
        #expect(indices == Array(0...taps))
        // Each tap saw the one before it: the totals climb by one, never skip or repeat.
        let totals = shown.dropFirst().compactMap { $0["new"]?.views.first { $0.path == "ContentView/OrderList" }?.total }
        #expect(totals == Array(1...taps))
    }
}

@Suite struct RequestGuardTests {
    @Test func loopbackAnswersToItsNames() {
        let guarded = RequestGuard(host: "127.0.0.1", port: 8080)
        #expect(guarded.refusal(host: "127.0.0.1:8080", origin: nil) == nil)
        #expect(guarded.refusal(host: "LOCALHOST:8080", origin: "http://localhost:8080") == nil)
        #expect(guarded.refusal(host: "[::1]:8080", origin: nil) == nil)
        #expect(guarded.refusal(host: "127.0.0.1", origin: nil) != nil)
        #expect(guarded.refusal(host: "rebound.example:8080", origin: nil) != nil)
        #expect(guarded.refusal(host: "127.0.0.1:8080", origin: "https://127.0.0.1:8080") != nil)
        #expect(guarded.refusal(host: "127.0.0.1:8080", origin: "null") != nil)
    }

    @Test func anotherAddressAnswersOnlyToItself() {
        let guarded = RequestGuard(host: "192.168.1.20", port: 9000)
        #expect(guarded.refusal(host: "192.168.1.20:9000", origin: nil) == nil)
        #expect(guarded.refusal(host: "localhost:9000", origin: nil) != nil)
        #expect(!RequestGuard.isLoopback("0.0.0.0"))
        #expect(RequestGuard.authority("::1", 80) == "[::1]:80")
    }
}

/// The page files are package resources, found from the test binary as from `obslab`.
@Suite struct PageResourceTests {
    @Test func thePagesAreResources() {
        for name in ["live.mustache", "player.mustache", "report.mustache", "report-section.mustache", "player.js",
                     "player.css", "report.css"] {
            #expect(PageResources.text(name)?.isEmpty == false, "\(name)")
        }
        let page = PageResources.render("live", ["styles": "b{}", "script": "let x = 1 < 2;"])
        #expect(page?.contains("let x = 1 < 2;") == true, "scripts are put in unescaped")
        #expect(PageResources.scriptSafe(#"{"a":"</script>"}"#) == #"{"a":"\u003c/script>"}"#)
    }
}

/// `obslab serve` and `obslab try --serve` through the real binary: what they refuse.
@Suite struct ServeCommandLine {
    @Test func refusesWhatItCannotServe() throws {
        let unknown = try ObslabBinary.run(["serve", "no-such-scenario", "--port", "0"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("no scenario `no-such-scenario`"))
        let host = try ObslabBinary.run(["serve", "--host", "example.com", "--port", "0"])
        #expect(host.status != 0)
        #expect(host.errors.contains("--host takes an IP address"))
        let port = try ObslabBinary.run(["serve", "--port", "70000"])
        #expect(port.status != 0)
        let parameters = try ObslabBinary.run(["serve", "--set", "n=5", "--port", "0"])
        #expect(parameters.status != 0)
        #expect(parameters.errors.contains("--variant and --set need a scenario"))
        let variant = try ObslabBinary.run(["serve", "scaling", "--variant", "nope", "--port", "0"])
        #expect(variant.status != 0)
        #expect(variant.errors.contains("has no variant `nope`"))
        let both = try ObslabBinary.run(["try", "View.swift", "--serve", "--script", "checks.obslab"])
        #expect(both.status != 0)
        #expect(both.errors.contains("give --serve or --script, not both"))
    }
}

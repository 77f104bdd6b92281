import FlyingFox
import Foundation
import Synchronization

/// Answers the live page's requests: the page itself, the session's state, and the
/// actions the page takes. Anything else is a 4xx with a one-line message.
struct LiveHandler: HTTPHandler {
    let session: LiveSession
    let page: String
    let requestGuard: RequestGuard
    /// The actions received and not yet answered.
    var waiting = WaitingActions(limit: WaitingActions.defaultLimit)

    /// The largest action request accepted, in bytes.
    static let maximumBodySize = 16 * 1024

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let refusal = requestGuard.refusal(host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")]) {
            return Self.message(.forbidden, refusal)
        }
        switch (request.method, request.path) {
        case (.GET, "/"), (.GET, "/index.html"):
            return Self.response(.ok, type: "text/html; charset=utf-8", body: Data(page.utf8))
        case (.GET, "/api/state"):
            let json = await MainActor.run {
                var state = LiveState(catalog: session.catalog.map { .init(id: $0.id, title: $0.title) },
                                      lessons: session.lessons.map(LiveState.LessonEntry.init), document: nil,
                                      version: session.version)
                state.document = session.state(within: LiveSession.stateBytes - state.encoded().count)
                return state.encoded()
            }
            if json.count > Self.largeAnswer { LargeAnswers.released() }
            return Self.response(.ok, type: "application/json", body: json)
        case (.POST, "/api/action"):
            return await action(request)
        case (_, "/"), (_, "/index.html"), (_, "/api/state"), (_, "/api/action"):
            return Self.message(.methodNotAllowed, "\(request.method.rawValue) is not allowed on \(request.path)")
        default:
            return Self.message(.notFound, "nothing at \(request.path)")
        }
    }

    private func action(_ request: HTTPRequest) async -> HTTPResponse {
        guard let type = request.headers[.contentType], type.lowercased().hasPrefix("application/json") else {
            return Self.message(.unsupportedMediaType, "send the action as application/json")
        }
        guard let length = request.bodySequence.count else {
            return Self.message(HTTPStatusCode(411, phrase: "Length Required"), "send a Content-Length")
        }
        guard length <= Self.maximumBodySize else {
            return Self.message(HTTPStatusCode(413, phrase: "Content Too Large"), "an action is at most \(Self.maximumBodySize) bytes")
        }
        guard let body = try? await request.bodyData,
              let decoded = try? JSONDecoder().decode(LiveSession.Request.self, from: body) else {
            return Self.message(.badRequest, "the body is not an action: {\"verb\": \"tap\", \"label\": \"…\"}")
        }
        // Actions run one at a time; past `limit` waiting (pages or programs sending faster
        // than the lab runs them), the next is refused rather than queued without end.
        guard waiting.enter() else {
            let version = await MainActor.run { session.version }
            return Self.response(HTTPStatusCode(429, phrase: "Too Many Requests"), type: "application/json",
                                 body: LiveUpdate(version: version, error: "\(waiting.limit) actions are waiting for the "
                                     + "lab; this one was not taken. Slow down.").encoded())
        }
        defer { waiting.leave() }
        let outcome = await MainActor.run { () -> (HTTPStatusCode, Data) in
            let base = session.version
            switch session.perform(decoded) {
            case .loaded(let document): return (.ok, LiveUpdate(document: document, version: session.version).encoded())
            case .stepped(let steps):
                return (.ok, LiveUpdate(steps: steps, base: base, version: session.version).encoded())
            case .refused(let message):
                // With the version, so that a page that is behind (another tab acted) catches up.
                return (HTTPStatusCode(422, phrase: "Unprocessable Content"),
                        LiveUpdate(version: session.version, error: message).encoded())
            case .malformed(let message): return (.badRequest, LiveUpdate(error: message).encoded())
            }
        }
        if outcome.1.count > Self.largeAnswer { LargeAnswers.released() }
        return Self.response(outcome.0, type: "application/json", body: outcome.1)
    }

    /// An answer this large (a step of a screen that holds thousands of rows) leaves as
    /// much freed memory behind it, several times over.
    static let largeAnswer = 128 * 1024

    static func message(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        response(status, type: "application/json", body: LiveUpdate(error: text).encoded())
    }

    static func response(_ status: HTTPStatusCode, type: String, body: Data) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [
            .contentType: type,
            HTTPHeader("Cache-Control"): "no-store",
            HTTPHeader("X-Content-Type-Options"): "nosniff",
            HTTPHeader("Referrer-Policy"): "no-referrer",
            HTTPHeader("Content-Security-Policy"): "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                + "connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        ], body: body)
    }
}

/// `GET /api/state`: the catalog, the lessons and, once a scenario is loaded, every step
/// so far (the last one whole), with the session's version.
struct LiveState: Encodable {
    struct Entry: Encodable { var id: String; var title: String }
    /// A lesson as the page shows it: prose, the commands `play` runs, the prediction asked.
    struct LessonEntry: Encodable {
        struct Step: Encodable {
            var title: String
            var text: String
            var commands: [String]
            var expectations: [String]
            var prediction: String?
            var hint: String?
        }
        var id: String
        var title: String
        var introduction: String
        var steps: [Step]

        init(_ lesson: Lesson) {
            id = lesson.id
            title = lesson.title
            introduction = lesson.introduction
            steps = lesson.steps.map {
                Step(title: $0.title, text: $0.text, commands: $0.commands, expectations: $0.expectations,
                     prediction: $0.prediction, hint: $0.hint)
            }
        }
    }
    var catalog: [Entry]
    var lessons: [LessonEntry]
    var document: LiveDocument?
    var version: Int

    func encoded() -> Data { JSONEncoding.encode(self) }
}

/// The answer to an action: a new document, more steps, or why not. Steps apply to the
/// page only when it shows `base`, the session's version before the action; a page that
/// shows another (it missed an update, or another tab acted) loads `GET /api/state`.
struct LiveUpdate: Encodable {
    var document: LiveDocument?
    var steps: [LiveStep]?
    /// The version the steps apply to.
    var base: Int?
    /// The session's version after the action.
    var version: Int?
    var error: String?

    init(document: LiveDocument? = nil, steps: [LiveStep]? = nil, base: Int? = nil, version: Int? = nil,
         error: String? = nil) {
        self.document = document
        self.steps = steps
        self.base = base
        self.version = version
        self.error = error
    }

    func encoded() -> Data { JSONEncoding.encode(self) }
}

enum JSONEncoding {
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}

/// Counts the actions received and not yet answered, to refuse one past `limit`.
final class WaitingActions: Sendable {
    /// Enough for every page open on a lab at once; a page sends one action at a time.
    static let defaultLimit = 32
    let limit: Int
    private let count = Mutex(0)

    init(limit: Int) { self.limit = limit }

    /// Counts one more action; false, counting nothing, when `limit` are waiting.
    func enter() -> Bool {
        count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func leave() { count.withLock { $0 -= 1 } }
}

@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32

/// Gives the memory freed after a large answer back to the system: glibc's allocator keeps
/// what it freed in each thread's arena, so a long session on a growing screen (10,000
/// taps of the food truck) held 254 MB resident, most of it free.
enum LargeAnswers {
    static func released() { _ = mallocTrim(0) }
}

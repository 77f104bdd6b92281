import Foundation
import ObsLab
import ObsLabEngine

/// One scenario on the live page: the shell's interpreter, driven only by the actions the
/// page may take, and every step it took so far as the player shows it.
///
/// Runs on the main actor, so requests that arrive together are applied one after the
/// other, never interleaved.
@MainActor
final class LiveSession {
    /// What the page asked for, as it arrives in a request's JSON body.
    struct Request: Decodable, Sendable {
        /// An action (`tap`, `toggle`, `type`, `do`, `choose`, `increment`, `decrement`,
        /// `dismiss`, `pop`), `load`, `reset`, or a lesson's `lesson` and `play`.
        var verb: String
        /// The control's label, or the named action for `do`.
        var label: String?
        /// `on`/`off` for `toggle`, the option (or a slider's number) for `choose`.
        var value: String?
        /// What `type` types after the field's current text.
        var text: String?
        /// The catalog id for `load`.
        var scenario: String?
        /// The lesson's id for `lesson` and `play`.
        var lesson: String?
        /// The lesson step `play` runs, from 0.
        var step: Int?
        /// For `play` of a step that asks a question: the views the reader predicts will
        /// re-run on the step's last action, per variant. The shell's rules judge them
        /// (docs/rules/predictions.md) and the verdict comes with the step's checks.
        var predicted: [String: [String]]?
    }

    /// What a request did.
    enum Outcome: Sendable {
        /// A new scenario (or the same, fresh): the whole document.
        case loaded(LiveDocument)
        /// More steps (one for an action; a lesson step may take several, or none), each
        /// frame as what changed; a step with the index of the last one adds what a look
        /// (`deps`) printed to it, without frames.
        case stepped([LiveStep])
        /// The request was well formed but could not be done; the shell's message.
        case refused(String)
        /// The request was malformed.
        case malformed(String)
    }

    let catalog: [Scenario]
    /// The lessons the page offers, in its language.
    let lessons: [Lesson]
    private let interpreter: Interpreter
    private let transcript = Transcript()
    /// Every step so far: the first render whole, the others as what changed.
    private(set) var document: LiveDocument?
    /// Each variant as the page holds it after the last step; the next step's changes
    /// are made against it.
    private var states: [String: LiveVariantState] = [:]
    /// Counts the changes to `document`: an update names the version it applies to.
    private(set) var version = 0

    /// The steps a session keeps: past `keptSteps` and half as many again, the oldest are
    /// dropped down to `keptSteps`, so that a long session's memory and `GET /api/state`
    /// stay bounded.
    nonisolated static let keptSteps = 30
    /// The longest label or text a request may carry.
    static let maximumArgumentLength = 500

    /// Whether a lesson step may run `command` on the page: acting on the scenario and
    /// looking at it. A lesson is built into the binary; this keeps it from reaching files anyway.
    static func lessonStepMayRun(_ command: Command) -> Bool {
        switch command {
        case .load, .reset, .act, .tree, .counts, .deps, .inspect, .source, .actions, .trace: true
        case .help, .scenarios, .expect, .report, .run, .lessons, .lesson, .next, .back, .play, .redo, .hint, .predict,
             .exercise, .quit: false
        }
    }

    /// Why a request is malformed, as the page is told.
    struct Malformed: Error, Sendable {
        let message: String
        init(_ message: String) { self.message = message }
    }

    init(catalog: [Scenario], lessons: [Lesson] = []) {
        self.catalog = catalog
        self.lessons = lessons.filter { $0.scenario != nil }
        let transcript = self.transcript
        interpreter = Interpreter(catalog: catalog, style: TextStyle(color: false)) { transcript.lines.append($0) }
    }

    /// Loads the catalog scenario `id`, with what may follow it in the shell's `load` (a
    /// variant, `n=1000`); the shell's message when it cannot.
    func load(_ id: String, options: [String] = []) -> Outcome {
        guard catalog.contains(where: { $0.id == id }) else {
            return .refused("no scenario `\(id)`; the catalog has: \(catalog.map(\.id).joined(separator: ", "))")
        }
        return run([(["load", id] + options).map(CommandTokenizer.quote).joined(separator: " ")])
    }

    /// Performs `request` exactly as the shell performs the same command.
    func perform(_ request: Request) -> Outcome {
        let words: [String]
        switch request.verb {
        case "load":
            guard let id = request.scenario else { return .malformed("`load` needs `scenario`") }
            return load(id)
        case "reset":
            words = ["reset"]
        case "lesson", "play":
            guard let id = request.lesson, let lesson = lessons.first(where: { $0.id == id }) else {
                return .malformed("`\(request.verb)` needs the `lesson` id of a lesson the page offers")
            }
            if request.verb == "lesson" {
                return run([(["load"] + (lesson.scenario ?? "").split(separator: " ").map(String.init))
                    .map(CommandTokenizer.quote).joined(separator: " ")])
            }
            guard let index = request.step, lesson.steps.indices.contains(index) else {
                return .malformed("`play` needs a `step` of the lesson, 0…\(lesson.steps.count - 1)")
            }
            guard document != nil else { return .refused("no scenario loaded; start the lesson first") }
            let step = lesson.steps[index]
            let lines = step.commands.filter { line in
                (try? ShellLine(parsing: line)).map { Self.lessonStepMayRun($0.command) } == true
            }
            var predictions: [String] = []
            if step.prediction != nil, let predicted = request.predicted {
                for (variant, views) in predicted.sorted(by: { $0.key < $1.key }) {
                    let words = [variant] + views
                    guard words.allSatisfy({ $0.count <= Self.maximumArgumentLength && !$0.isEmpty
                        && !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }), views.count <= 1_000
                    else { return .malformed("a predicted view or variant is empty, too long or holds control characters") }
                    predictions.append((["predict"] + words.map(CommandTokenizer.quote) + (views.isEmpty ? ["none"] : []))
                        .joined(separator: " "))
                }
            }
            // The step is judged as the shell judges it: a question about its last action.
            interpreter.lessonSession = LessonSession(lesson: lesson, stepIndex: index)
            defer { interpreter.lessonSession = nil }
            return run(predictions + lines, checks: step.expectations)
        default:
            guard let verb = ScreenVerb(rawValue: request.verb) else {
                let verbs = ScreenVerb.allCases.map(\.rawValue) + ["load", "reset"]
                return .malformed("unknown verb `\(request.verb)`; the page can \(verbs.joined(separator: ", "))")
            }
            do {
                words = try verb.words(label: request.label, value: request.value, text: request.text)
            } catch {
                return .malformed(error.message)
            }
        }
        for word in words {
            guard word.count <= Self.maximumArgumentLength else { return .malformed("a label or text is too long") }
            guard !word.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return .malformed("labels and text cannot hold control characters")
            }
        }
        guard document != nil || words[0] == "load" else { return .refused("no scenario loaded; choose one first") }
        return run([words.map(CommandTokenizer.quote).joined(separator: " ")])
    }

    /// Runs `lines` as the shell would, then `checks` (`expect` lines); what the shell
    /// printed goes with the last new step. A single line the shell refuses is refused.
    private func run(_ lines: [String], checks: [String] = []) -> Outcome {
        let before = interpreter.loadedRuns.map(ObjectIdentifier.init)
        let counts = Dictionary(interpreter.loadedRuns.map { ($0.name, $0.graph.steps.count) }, uniquingKeysWith: { a, _ in a })
        transcript.lines = []
        for line in lines {
            if lines.count > 1 { transcript.lines.append("> " + line) }
            let outcome = interpreter.execute(line)
            if outcome == .error && lines.count == 1 && checks.isEmpty {
                let printed = transcript.lines.joined(separator: "\n")
                return .refused(printed.hasPrefix("error: ") ? String(printed.dropFirst(7)) : printed)
            }
        }
        // The verdicts on predictions come first among the step's checks.
        var results = transcript.lines.filter { $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ") }
            .flatMap { $0.split(separator: "\n").map(String.init) }
        for check in checks {
            let mark = transcript.lines.count
            interpreter.execute(check)
            results += transcript.lines[mark...].flatMap { $0.split(separator: "\n").map(String.init) }
        }
        let printed = transcript.lines.joined(separator: "\n")
        let runs = interpreter.loadedRuns
        guard let loaded = interpreter.loaded else { return .refused(printed) }
        let fresh = runs.map(ObjectIdentifier.init) != before
        // Steps taken by these lines, per variant, lined up by order: a line that is not an
        // action (`deps`, `tree`) takes none. The first render goes whole; every other step
        // as what changed since the variant's step before.
        if fresh { states = [:] }
        var newSteps: [[String: LiveFrame]] = []
        for run in runs {
            let first = fresh ? 0 : counts[run.name] ?? 0
            let steps = run.graph.steps
            guard first < steps.count else { continue }
            for (offset, position) in (first..<steps.count).enumerated() {
                if newSteps.count <= offset { newSteps.append([:]) }
                let current = position == steps.count - 1
                if states[run.name] != nil {
                    newSteps[offset][run.name] = .change(states[run.name]!.advance(to: steps[position], of: run,
                                                                                     current: current))
                } else {
                    let (state, frame) = LiveVariantState.whole(steps[position], of: run, current: current)
                    states[run.name] = state
                    newSteps[offset][run.name] = .whole(frame)
                }
            }
        }
        let start = fresh ? 0 : document.map { $0.droppedSteps + $0.steps.count } ?? 0
        let steps = newSteps.enumerated().map { offset, frames -> LiveStep in
            let action = frames.isEmpty ? "" : runs.compactMap { run -> String? in
                let position = (fresh ? 0 : counts[run.name] ?? 0) + offset
                return run.graph.steps.indices.contains(position) ? run.graph.steps[position].action : nil
            }.first ?? ""
            let last = offset == newSteps.count - 1
            return LiveStep(index: start + offset, action: fresh && offset == 0 ? "first render" : action, variants: frames,
                            trace: last ? printed : nil, checks: last && !results.isEmpty ? results : nil)
        }
        if fresh {
            version += 1
            let document = LiveDocument(
                scenario: loaded.scenario.id, title: loaded.scenario.title, summary: loaded.scenario.summary,
                variants: runs.map(\.name),
                actions: Dictionary(runs.map { ($0.name, $0.actionNames) }, uniquingKeysWith: { a, _ in a }),
                steps: steps, version: version)
            self.document = document
            return .loaded(document)
        }
        if steps.isEmpty && !printed.isEmpty, var last = document?.steps.popLast() {
            // Looking (`deps`, `tree`) takes no step: what it printed joins the current one,
            // sent without its frames (the page keeps them).
            last.trace = [last.trace, printed].compactMap { $0 }.joined(separator: "\n")
            if !results.isEmpty { last.checks = results }
            document?.steps.append(last)
            version += 1
            document?.version = version
            return .stepped([LiveStep(index: last.index, action: last.action, variants: [:], trace: last.trace,
                                      checks: last.checks)])
        }
        if !steps.isEmpty {
            version += 1
            document?.steps += steps
            document?.version = version
            if let count = document?.steps.count, count > Self.keptSteps + Self.keptSteps / 2 {
                document?.dropSteps(keeping: Self.keptSteps)
            }
        }
        return .stepped(steps)
    }

    /// How many views the server looked at to make `variant`'s last step's changes.
    func work(of variant: String) -> Int? { states[variant]?.work }

    /// The whole state for a page that loads or resynchronizes: the steps kept, the last
    /// one's frames whole and made afresh from the runtime (not from the changes sent).
    /// The steps before it keep their screens as far back as the state stays within
    /// `limit` bytes; earlier ones are counts only (``LiveDocument/countsOnly(before:)``).
    /// A screen change lists each custom view that changed whole, so a list that grows
    /// with every tap (the food truck's orders) would make every kept step as large as the
    /// list, and the state grow with the session.
    func state(within limit: Int = LiveSession.stateBytes) -> LiveDocument? {
        guard let document, let last = document.steps.last else { return document }
        var whole: [String: LiveFrame] = [:]
        for run in interpreter.loadedRuns where last.variants[run.name] != nil {
            guard let step = run.graph.steps.last else { continue }
            whole[run.name] = .whole(.live(step, of: run, current: true))
        }
        let lastPosition = document.steps.count - 1
        var compact = document.countsOnly(before: lastPosition)
        compact.steps[lastPosition].variants = whole
        // Back from the step before the last: the screens of steps k… cost their changes
        // and step k whole (about the last one's size), less their counts.
        var left = limit - JSONEncoding.encode(compact).count
        let wholeSize = JSONEncoding.encode(compact.steps[lastPosition]).count
        var first = lastPosition
        var changes = 0
        for position in stride(from: lastPosition - 1, through: 0, by: -1) {
            let full = JSONEncoding.encode(document.steps[position]).count
            left += JSONEncoding.encode(compact.steps[position]).count
            let base = position == 0 ? full : wholeSize
            if changes + base <= left { first = position }
            changes += full
            if changes > left { break }
        }
        guard first < lastPosition else { return compact }
        var state = document.countsOnly(before: first)
        state.steps[lastPosition].variants = whole
        return state
    }

    /// The bytes `GET /api/state` keeps to, the catalog and the lessons included, when the
    /// counts and the last screen fit in it.
    nonisolated static let stateBytes = 1_000_000
}

/// What the interpreter printed for the line being run.
@MainActor
private final class Transcript {
    var lines: [String] = []
}

import Foundation
import ObsLab

/// One scenario on the live page: the shell's interpreter, driven only by the actions the
/// page may take, and every step it took so far as the player shows it.
///
/// Runs on the main actor, so requests that arrive together are applied one after the
/// other, never interleaved.
@MainActor
final class LiveSession {
    /// What the page asked for, as it arrives in a request's JSON body.
    struct Request: Decodable, Sendable {
        /// `tap`, `toggle`, `type`, `do`, `choose`, `load` or `reset`.
        var verb: String
        /// The control's label, or the named action for `do`.
        var label: String?
        /// `on`/`off` for `toggle`, the option for `choose`.
        var value: String?
        /// What `type` types after the field's current text.
        var text: String?
        /// The catalog id for `load`.
        var scenario: String?
    }

    /// What a request did.
    enum Outcome: Sendable {
        /// A new scenario (or the same, fresh): the whole document.
        case loaded(PlayerDocument)
        /// One more step.
        case stepped(PlayerStep)
        /// The request was well formed but could not be done; the shell's message.
        case refused(String)
        /// The request was malformed.
        case malformed(String)
    }

    let catalog: [Scenario]
    private let interpreter: Interpreter
    private let transcript = Transcript()
    private(set) var document: PlayerDocument?

    /// The verbs that act on the scenario, the only commands the page can run.
    static let actionVerbs = ["tap", "toggle", "type", "do", "choose"]
    /// The longest label or text a request may carry.
    static let maximumArgumentLength = 500

    init(catalog: [Scenario]) {
        self.catalog = catalog
        let transcript = self.transcript
        interpreter = Interpreter(catalog: catalog, style: TextStyle(color: false)) { transcript.lines.append($0) }
    }

    /// Loads the catalog scenario `id`; the shell's message when it cannot.
    func load(_ id: String) -> Outcome {
        guard catalog.contains(where: { $0.id == id }) else {
            return .refused("no scenario `\(id)`; the catalog has: \(catalog.map(\.id).joined(separator: ", "))")
        }
        return run(["load", id])
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
        case "tap", "do":
            guard let label = request.label else { return .malformed("`\(request.verb)` needs `label`") }
            words = [request.verb, label]
        case "toggle":
            guard let label = request.label else { return .malformed("`toggle` needs `label`") }
            if let value = request.value, value != "on" && value != "off" {
                return .malformed("`toggle` takes `value` on or off")
            }
            words = ["toggle", label] + (request.value.map { [$0] } ?? [])
        case "type":
            guard let label = request.label, let text = request.text, !text.isEmpty else {
                return .malformed("`type` needs `label` and a non-empty `text`")
            }
            words = ["type", label, text]
        case "choose" where Command.named("choose") != nil:
            guard let label = request.label, let value = request.value else {
                return .malformed("`choose` needs `label` and `value`")
            }
            words = ["choose", label, value]
        default:
            return .malformed("unknown verb `\(request.verb)`; the page can \((Self.actionVerbs + ["load", "reset"]).joined(separator: ", "))")
        }
        for word in words {
            guard word.count <= Self.maximumArgumentLength else { return .malformed("a label or text is too long") }
            guard !word.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return .malformed("labels and text cannot hold control characters")
            }
        }
        guard document != nil || words[0] == "load" else { return .refused("no scenario loaded; choose one first") }
        return run(words)
    }

    private func run(_ words: [String]) -> Outcome {
        let line = words.map(CommandTokenizer.quote).joined(separator: " ")
        let before = interpreter.loadedRuns.map { ($0.name, $0.graph.steps.count) }
        transcript.lines = []
        let outcome = interpreter.execute(line)
        let printed = transcript.lines.joined(separator: "\n")
        guard outcome != .error else {
            return .refused(printed.hasPrefix("error: ") ? String(printed.dropFirst(7)) : printed)
        }
        let runs = interpreter.loadedRuns
        if words[0] == "load" || words[0] == "reset" {
            guard let loaded = interpreter.loaded else { return .refused(printed) }
            let frames = Dictionary(runs.compactMap { run in run.graph.steps.last.map { (run.name, PlayerFrame.live($0, of: run)) } },
                                    uniquingKeysWith: { a, _ in a })
            let document = PlayerDocument(
                scenario: loaded.scenario.id, title: loaded.scenario.title, summary: loaded.scenario.summary,
                variants: runs.map(\.name), actions: Dictionary(runs.map { ($0.name, $0.actionNames) }, uniquingKeysWith: { a, _ in a }),
                steps: [PlayerStep(index: 0, action: "first render", variants: frames, trace: printed)], live: true)
            self.document = document
            return .loaded(document)
        }
        let counts = Dictionary(before, uniquingKeysWith: { a, _ in a })
        var frames: [String: PlayerFrame] = [:]
        for run in runs where run.graph.steps.count > counts[run.name] ?? 0 {
            if let step = run.graph.steps.last { frames[run.name] = .live(step, of: run) }
        }
        let step = PlayerStep(index: document?.steps.count ?? 0, action: line, variants: frames, trace: printed)
        document?.steps.append(step)
        return .stepped(step)
    }
}

/// What the interpreter printed for the line being run.
@MainActor
private final class Transcript {
    var lines: [String] = []
}

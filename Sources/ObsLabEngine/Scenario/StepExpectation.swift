import ObsLab

/// A claim about what the last action did in one variant: how often a view's body ran
/// and why, what the screen shows, what was created, what fired, warned or crashed.
///
/// The engine behind the shell's and scripts' `expect` lines and the testing library's
/// assertions, so both say the same thing in the same words.
public struct StepExpectation: Equatable, Sendable {
    public enum Subject: Equatable, Sendable {
        /// A view, by its path or the last components of it (`OrderList`).
        case view(String)
        /// Any line of the step's full trace.
        case event
        /// No line of the step's full trace.
        case noEvent
        /// A runtime warning of the step.
        case warning
        /// The simulated crash of the step.
        case crash
        /// Instances of a type (`Model`) the lab first saw during the step.
        case created(type: String)
    }

    public enum Check: Equatable, Sendable {
        /// The view's body ran this many times during the step.
        case runs(Int)
        /// The view's body ran this many times since the first render.
        case total(Int)
        /// One of its `_printChanges` lines contains this text (`_model changed.`).
        case reason(String)
        /// One of its named causes contains this text (`FoodTruckModel#1.orders`).
        case cause(String)
        /// Whether a body that ran produced exactly its previous output.
        case wasted(Bool)
        /// The event, warning or crash message contains this text.
        case text(String)
        /// The view's subtree shows this text now (see `ViewGraph.renderedText(ofView:)`).
        case shows(String)
        /// This many instances were created.
        case count(Int)
    }

    /// The variant the claim is about; nil: every loaded variant.
    public var variant: String?
    public var subject: Subject
    public var checks: [Check]

    public init(variant: String? = nil, subject: Subject, checks: [Check]) {
        self.variant = variant
        self.subject = subject
        self.checks = checks
    }

    /// What is wrong with this claim about `step`, the last step of `variant` in `graph`;
    /// empty when it holds. `graph` is needed for `shows`, which reads the screen now.
    @MainActor
    package func failures(in step: TraceStep, variant: String, graph: ViewGraph?) -> [ExpectationFailure] {
        switch subject {
        case .event, .noEvent:
            guard case .text(let text)? = checks.first else { return [] }
            let trace = TextTraceFormatter(style: TextStyle(color: false, detail: .full, foldsRepeats: false)).format([(variant, step)])
            let mentions = trace.split(separator: "\n").filter { $0.contains(text) }
            if subject == .noEvent {
                return mentions.map { .eventMentions(text: text, line: $0.trimmingCharacters(in: .whitespaces)) }
            }
            return mentions.isEmpty ? [.noEventMentions(text: text)] : []
        case .warning:
            guard case .text(let text)? = checks.first else { return [] }
            let found = step.events.contains { $0.kind == .warning && ($0.detailText ?? "").contains(text) }
            return found ? [] : [.noWarningSays(text: text)]
        case .crash:
            let crash = step.events.first { $0.kind == .crash }
            guard let crash else { return [.didNotCrash] }
            if case .text(let text)? = checks.first, !(crash.detailText ?? "").contains(text) {
                return [.crashedWith(detail: crash.detailText ?? "")]
            }
            return []
        case .created(let typeName):
            guard case .count(let expected)? = checks.first else { return [] }
            let made = step.createdObjects.filter { Self.typeName(ofObject: $0) == typeName }
            guard made.count != expected else { return [] }
            let discarded = Set(step.events.filter { $0.kind == .objectDiscarded }.compactMap(\.object))
            return [.created(count: made.count, type: typeName, expected: expected,
                             objects: made.map { .init(name: $0, discarded: discarded.contains($0)) })]
        case .view(let name):
            return viewFailures(name, in: step, graph: graph)
        }
    }

    @MainActor
    private func viewFailures(_ name: String, in step: TraceStep, graph: ViewGraph?) -> [ExpectationFailure] {
        let matches = Self.views(named: name, in: step)
        guard matches.count == 1, let path = matches.first else {
            if matches.isEmpty {
                // A large tree is not listed whole in a message.
                let views = step.viewCount <= TraceDocument.fullListLimit ? step.viewPaths : nil
                return [.noSuchView(name: name, views: views, total: step.viewCount)]
            }
            return [.ambiguousView(name: name, matches: matches)]
        }
        let counts = step.counts(of: path)
        let runs = counts?.runs ?? 0, total = counts?.total ?? 0
        let evaluations = step.events.filter { $0.kind == .evaluation && $0.view == path }
        var failures: [ExpectationFailure] = []
        for check in checks {
            switch check {
            case .runs(let expected) where runs != expected:
                failures.append(.runs(view: name, runs: runs, expected: expected))
            case .total(let expected) where total != expected:
                failures.append(.total(view: name, runs: total, expected: expected))
            case .reason(let text) where !evaluations.contains(where: { ($0.printChanges ?? "").contains(text) }):
                failures.append(.reason(view: name, expected: text, printed: evaluations.compactMap(\.printChanges)))
            case .cause(let text) where !evaluations.contains(where: { ($0.detailText ?? "").contains(text) }):
                failures.append(.noCauseMentions(view: name, text: text))
            case .wasted(true) where !evaluations.contains(where: { $0.wasted == true }):
                failures.append(.notWasted(view: name))
            case .wasted(false) where evaluations.contains(where: { $0.wasted == true }):
                failures.append(.wasted(view: name))
            case .shows(let text):
                guard let graph else { break }
                do {
                    let shown = try graph.renderedText(ofView: path)
                    if !shown.contains(where: { $0.contains(text) }) {
                        failures.append(.doesNotShow(view: name, text: text, shown: shown))
                    }
                } catch {
                    failures.append(.lookup(error))
                }
            default:
                break
            }
        }
        return failures
    }

    /// Views of the step matching `name`: the whole path, or its last components.
    package static func views(named name: String, in step: TraceStep) -> [String] {
        step.viewPaths(named: name)
    }

    /// `Model` for `Model#2`.
    static func typeName(ofObject name: String) -> String {
        name.lastIndex(of: "#").map { String(name[..<$0]) } ?? name
    }
}

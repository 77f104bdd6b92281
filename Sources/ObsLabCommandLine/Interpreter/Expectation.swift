import ObsLab

/// An `expect` line: an assertion on the last step of one or every variant.
///
///     expect [old|new|<variant>] <view> runs <n> [reason "<text>"] [cause "<text>"] [wasted]
///     expect [old|new|<variant>] <view> total <n>
///     expect [old|new|<variant>] event "<text>"
///     expect [old|new|<variant>] warning "<text>"
///     expect [old|new|<variant>] crash ["<text>"]
///
/// `reason` matches the `_printChanges` line (`_model changed.`), `cause` the detail
/// behind it (`FoodTruckModel#1.orders`), `event` any line of the step's trace.
struct Expectation {
    enum Subject: Equatable {
        case view(String)
        case event
        case warning
        case crash
    }
    enum Check: Equatable {
        case runs(Int)
        case total(Int)
        case reason(String)
        case cause(String)
        case wasted
        case text(String)
    }

    let variant: String?
    let subject: Subject
    let checks: [Check]

    static let usage = "expect [old|new] <view> runs <n> [reason \"<text>\"] [cause \"<text>\"] [wasted] | expect [old|new] <view> total <n> | expect [old|new] event|warning \"<text>\" | expect [old|new] crash"

    static func parse(_ words: [String], variants: [String]) -> Expectation? {
        var rest = words[...]
        var variant: String?
        if let first = rest.first, variants.contains(first), rest.count > 1 {
            variant = first
            rest = rest.dropFirst()
        }
        guard let subjectWord = rest.popFirst() else { return nil }
        switch subjectWord {
        case "event", "warning":
            guard let text = rest.popFirst(), rest.isEmpty else { return nil }
            return Expectation(variant: variant, subject: subjectWord == "event" ? .event : .warning, checks: [.text(text)])
        case "crash":
            if let text = rest.popFirst() {
                return rest.isEmpty ? Expectation(variant: variant, subject: .crash, checks: [.text(text)]) : nil
            }
            return Expectation(variant: variant, subject: .crash, checks: [])
        default:
            var checks: [Check] = []
            while let keyword = rest.popFirst() {
                switch keyword {
                case "runs", "total":
                    guard let number = rest.popFirst().flatMap(Int.init), number >= 0 else { return nil }
                    checks.append(keyword == "runs" ? .runs(number) : .total(number))
                case "reason", "cause":
                    guard let text = rest.popFirst() else { return nil }
                    checks.append(keyword == "reason" ? .reason(text) : .cause(text))
                case "wasted":
                    checks.append(.wasted)
                default:
                    return nil
                }
            }
            guard !checks.isEmpty else { return nil }
            return Expectation(variant: variant, subject: .view(subjectWord), checks: checks)
        }
    }

    /// The failures of this expectation against one variant's last step; empty when it holds.
    func failures(in step: TraceStep, variant: String, lines: [String]) -> [String] {
        switch subject {
        case .event:
            guard case .text(let text)? = checks.first else { return [] }
            return lines.contains { $0.contains(text) } ? [] : ["no event mentions \"\(text)\""]
        case .warning:
            guard case .text(let text)? = checks.first else { return [] }
            let found = step.events.contains { $0.kind == .warning && ($0.detail ?? "").contains(text) }
            return found ? [] : ["no warning says \"\(text)\""]
        case .crash:
            let crash = step.events.first { $0.kind == .crash }
            guard let crash else { return ["the scenario did not crash"] }
            if case .text(let text)? = checks.first, !(crash.detail ?? "").contains(text) {
                return ["it crashed with \"\(crash.detail ?? "")\""]
            }
            return []
        case .view(let name):
            let matches = Self.views(named: name, in: step)
            guard matches.count == 1, let path = matches.first else {
                if matches.isEmpty { return ["there is no view \"\(name)\" (views: \(step.viewPaths.joined(separator: ", ")))"] }
                return ["\"\(name)\" is ambiguous: \(matches.joined(separator: ", "))"]
            }
            let counts = step.counts(of: path)
            let runs = counts?.runs ?? 0
            let total = counts?.total ?? 0
            let evaluations = step.events.filter { $0.kind == .evaluation && $0.view == path }
            var failures: [String] = []
            for check in checks {
                switch check {
                case .runs(let expected) where runs != expected:
                    failures.append("\(name) ran \(runs) time\(runs == 1 ? "" : "s"), expected \(expected)")
                case .total(let expected) where total != expected:
                    failures.append("\(name) ran \(total) times in all, expected \(expected)")
                case .reason(let text) where !evaluations.contains(where: { ($0.printChanges ?? "").contains(text) }):
                    let seen = evaluations.compactMap(\.printChanges)
                    failures.append("\(name)'s reason is not \"\(text)\"" + (seen.isEmpty ? " (it did not run)" : " (it printed \"\(seen.joined(separator: "\", \""))\")"))
                case .cause(let text) where !evaluations.contains(where: { ($0.detail ?? "").contains(text) }):
                    failures.append("no cause of \(name) mentions \"\(text)\"")
                case .wasted where !evaluations.contains(where: { $0.wasted == true }):
                    failures.append("\(name) was not a wasted evaluation")
                default:
                    break
                }
            }
            return failures
        }
    }

    /// Views of the step matching `name`: the whole path, or its last components.
    static func views(named name: String, in step: TraceStep) -> [String] {
        if step.counts(of: name) != nil { return [name] }
        let paths = step.viewPaths
        return paths.filter { $0.hasSuffix("/" + name) }
    }
}

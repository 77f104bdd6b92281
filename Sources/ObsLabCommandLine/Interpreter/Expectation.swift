import ObsLab
import ObsLabEngine

/// An `expect` line: an assertion on the last step of one or every variant.
///
///     expect [old|new|<variant>] <view> runs <n> [reason "<text>"] [cause "<text>"] [wasted] [shows "<text>"]
///     expect [old|new|<variant>] <view> total <n>
///     expect [old|new|<variant>] <view> shows "<text>"
///     expect [old|new|<variant>] created <Type> <n>
///     expect [old|new|<variant>] event "<text>"
///     expect [old|new|<variant>] no event "<text>"
///     expect [old|new|<variant>] warning "<text>"
///     expect [old|new|<variant>] crash ["<text>"]
///
/// `reason` matches the `_printChanges` line (`_model changed.`), `cause` the detail
/// behind it (`FoodTruckModel#1.orders`), `event` any line of the step's trace (`no event`:
/// none), `shows`
/// the text of the view's subtree on screen now, `created` the instances of a type the
/// lab first saw during the step. The runtime's `StepExpectation` checks them.
enum Expectation {
    static let usage = "expect [old|new] <view> runs <n> [reason \"<text>\"] [cause \"<text>\"] [wasted] [shows \"<text>\"] | expect [old|new] <view> total <n> | expect [old|new] <view> shows \"<text>\" | expect [old|new] created <Type> <n> | expect [old|new] [no] event \"<text>\" | expect [old|new] warning \"<text>\" | expect [old|new] crash"

    static func parse(_ words: [String], variants: [String]) -> StepExpectation? {
        var rest = words[...]
        var variant: String?
        if let first = rest.first, variants.contains(first), rest.count > 1 {
            variant = first
            rest = rest.dropFirst()
        }
        guard let subjectWord = rest.popFirst() else { return nil }
        switch subjectWord {
        case "no":
            guard rest.popFirst() == "event", let text = rest.popFirst(), rest.isEmpty else { return nil }
            return StepExpectation(variant: variant, subject: .noEvent, checks: [.text(text)])
        case "event", "warning":
            guard let text = rest.popFirst(), rest.isEmpty else { return nil }
            return StepExpectation(variant: variant, subject: subjectWord == "event" ? .event : .warning, checks: [.text(text)])
        case "crash":
            if let text = rest.popFirst() {
                return rest.isEmpty ? StepExpectation(variant: variant, subject: .crash, checks: [.text(text)]) : nil
            }
            return StepExpectation(variant: variant, subject: .crash, checks: [])
        case "created":
            guard let typeName = rest.popFirst(), let number = rest.popFirst().flatMap(Int.init), number >= 0,
                  rest.isEmpty else { return nil }
            return StepExpectation(variant: variant, subject: .created(type: typeName), checks: [.count(number)])
        default:
            var checks: [StepExpectation.Check] = []
            while let keyword = rest.popFirst() {
                switch keyword {
                case "runs", "total":
                    guard let number = rest.popFirst().flatMap(Int.init), number >= 0 else { return nil }
                    checks.append(keyword == "runs" ? .runs(number) : .total(number))
                case "reason", "cause", "shows":
                    guard let text = rest.popFirst() else { return nil }
                    checks.append(keyword == "reason" ? .reason(text) : keyword == "cause" ? .cause(text) : .shows(text))
                case "wasted":
                    checks.append(.wasted(true))
                default:
                    return nil
                }
            }
            guard !checks.isEmpty else { return nil }
            return StepExpectation(variant: variant, subject: .view(subjectWord), checks: checks)
        }
    }

    /// Views of the step matching `name`: the whole path, or its last components.
    static func views(named name: String, in step: TraceStep) -> [String] {
        StepExpectation.views(named: name, in: step)
    }
}

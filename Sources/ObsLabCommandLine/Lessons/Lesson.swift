/// A lesson: a Markdown file that reads well on its own (on GitHub, in a browser) and
/// that the lab runs and checks.
///
///     ---
///     id: views-are-values
///     title: Views are values
///     scenario: counter
///     ---
///     Introduction…
///
///     ## A step's title
///     Prose and ```swift code it talks about.
///     > **Predict:** which views re-run when you tap "Increment"?
///     > **Hint:** which bodies read `count`?
///     ```obslab
///     tap "Increment"
///     ```
///     ```expect
///     expect CounterScreen runs 1 reason "_count changed."
///     ```
///
/// `obslab` blocks hold the commands the learner runs (or `play` runs for them);
/// `expect` blocks hold the claims the lab checks before moving on, and in CI.
public struct Lesson: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var title: String
        /// The prose and code, as Markdown.
        public var text: String
        public var commands: [String]
        public var expectations: [String]
        /// The question, when the step asks the learner to predict which views re-run on
        /// its last action; the lab checks it (`predict`).
        public var prediction: String?
        /// What the question asks about, when it says (`> **Predict (new):**`,
        /// `> **Predict (Row, Board):**`): variant names and view names, as written. The
        /// lab judges a prediction only within it; views outside are information
        /// (docs/rules/predictions.md).
        public var predictionScope: [String] = []
        /// A question to think about that the lab cannot check (`> **Think:** …`); shown
        /// without a verdict.
        public var reflection: String? = nil
        public var hint: String?
        /// The line in the lesson file of each command and each expectation (1-based).
        public var commandLines: [Int] = []
        public var expectationLines: [Int] = []
    }

    public var id: String
    public var title: String
    /// The scenario loaded when the lesson starts (`food-truck`, or `food-truck both`).
    public var scenario: String?
    /// The language of the text (`en`, `zh-Hans`).
    public var language: String
    public var introduction: String
    public var steps: [Step]
    /// Where the lesson came from, for messages.
    public var origin: String
    /// The line of the front matter's `scenario:` (1-based), for messages.
    public var scenarioLine: Int = 1
}

/// Why a lesson file could not be read.
public struct LessonFormatError: Error, Equatable, Sendable {
    public let message: String
}

enum LessonParser {
    static let predictionMarkers = ["Predict", "预测"]
    static let hintMarkers = ["Hint", "提示"]
    static let reflectionMarkers = ["Think", "想一想"]

    static func parse(_ text: String, origin: String, language: String) throws(LessonFormatError) -> Lesson {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else {
            throw LessonFormatError(message: "\(origin): a lesson starts with front matter between --- lines")
        }
        lines = lines.dropFirst()
        var fields: [String: String] = [:]
        var scenarioLine = 1
        while let line = lines.first, line.trimmingCharacters(in: .whitespaces) != "---" {
            guard let colon = line.firstIndex(of: ":") else {
                lines = lines.dropFirst()
                continue
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            if key == "scenario" { scenarioLine = lines.startIndex + 1 }
            lines = lines.dropFirst()
            fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard !lines.isEmpty else { throw LessonFormatError(message: "\(origin): the front matter is not closed with ---") }
        lines = lines.dropFirst()
        guard let id = fields["id"], !id.isEmpty, let title = fields["title"], !title.isEmpty else {
            throw LessonFormatError(message: "\(origin): the front matter needs an id and a title")
        }
        var introduction: [String] = []
        var steps: [Lesson.Step] = []
        var current: (title: String, lines: [(number: Int, text: String)])?
        for (index, line) in zip(lines.indices, lines) {
            if line.hasPrefix("## ") {
                if let current { steps.append(try step(current.title, current.lines, origin: origin)) }
                current = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
            } else if current != nil {
                current?.lines.append((index + 1, line))
            } else {
                introduction.append(line)
            }
        }
        if let current { steps.append(try step(current.title, current.lines, origin: origin)) }
        guard !steps.isEmpty else { throw LessonFormatError(message: "\(origin): a lesson needs at least one ## step") }
        return Lesson(id: id, title: title, scenario: fields["scenario"], language: language,
                      introduction: introduction.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines),
                      steps: steps, origin: origin, scenarioLine: scenarioLine)
    }

    private static func step(_ title: String, _ lines: [(number: Int, text: String)],
                             origin: String) throws(LessonFormatError) -> Lesson.Step {
        var text: [String] = []
        var commands: [String] = []
        var expectations: [String] = []
        var prediction: String?
        var predictionScope: [String] = []
        var reflection: String?
        var hint: String?
        /// The prompt a `>` line continues (a prompt may run over several `>` lines).
        var continuing: WritableKeyPath<Prompts, String?>?
        var prompts = Prompts()
        var commandLines: [Int] = []
        var expectationLines: [Int] = []
        var fence: String?
        for (number, line) in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let kind = fence {
                if trimmed.hasPrefix("```") {
                    fence = nil
                    if kind != "obslab" && kind != "expect" { text.append(line) }
                    continue
                }
                switch kind {
                case "obslab" where !trimmed.isEmpty && !trimmed.hasPrefix("#"):
                    commands.append(trimmed)
                    commandLines.append(number)
                case "expect" where !trimmed.isEmpty && !trimmed.hasPrefix("#"):
                    expectations.append(trimmed)
                    expectationLines.append(number)
                case "obslab", "expect": break
                default: text.append(line)
                }
                continue
            }
            if trimmed.hasPrefix("```") {
                let kind = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                fence = kind
                if kind != "obslab" && kind != "expect" { text.append(line) }
                continue
            }
            if let (question, scope) = marked(trimmed, with: predictionMarkers) {
                prompts.prediction = question
                predictionScope = scope
                continuing = \.prediction
            } else if let (advice, _) = marked(trimmed, with: hintMarkers) {
                prompts.hint = advice
                continuing = \.hint
            } else if let (question, _) = marked(trimmed, with: reflectionMarkers) {
                prompts.reflection = question
                continuing = \.reflection
            } else if let prompt = continuing, trimmed.hasPrefix(">"), trimmed.count > 1 {
                // A continuation line of the prompt above, as Markdown joins it.
                let more = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
                prompts[keyPath: prompt] = (prompts[keyPath: prompt] ?? "") + " " + more
            } else {
                continuing = nil
                text.append(line)
            }
        }
        prediction = prompts.prediction
        hint = prompts.hint
        reflection = prompts.reflection
        if fence != nil { throw LessonFormatError(message: "\(origin): step \"\(title)\" has an unclosed ``` block") }
        for expectation in expectations where !expectation.hasPrefix("expect ") {
            throw LessonFormatError(message: "\(origin): step \"\(title)\": an expect block holds only expect lines, not \"\(expectation)\"")
        }
        return Lesson.Step(title: title, text: text.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines),
                           commands: commands, expectations: expectations, prediction: prediction,
                           predictionScope: predictionScope, reflection: reflection, hint: hint,
                           commandLines: commandLines, expectationLines: expectationLines)
    }

    struct Prompts {
        var prediction: String?
        var hint: String?
        var reflection: String?
    }

    /// The text after `> **Predict:**` (or `> Predict:`, or a translation of the marker),
    /// and the names of a scope written in parentheses after the marker
    /// (`> **Predict (new):**`, `> **预测（new）：**`).
    private static func marked(_ line: String, with markers: [String]) -> (String, [String])? {
        guard line.hasPrefix(">") else { return nil }
        let body = line.dropFirst().trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "**", with: "")
        for marker in markers where body.hasPrefix(marker) {
            var rest = body.dropFirst(marker.count).drop { $0 == " " }
            var scope: [String] = []
            if let open = rest.first, open == "(" || open == "（" {
                guard let close = rest.firstIndex(where: { $0 == ")" || $0 == "）" }) else { return nil }
                scope = rest[rest.index(after: rest.startIndex)..<close]
                    .split(whereSeparator: { ",，;；、".contains($0) })
                    .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") }
                    .filter { !$0.isEmpty }
                rest = rest[rest.index(after: close)...].drop { $0 == " " }
            }
            guard let colon = rest.first, colon == ":" || colon == "：" else { continue }
            return (String(rest.dropFirst()).trimmingCharacters(in: .whitespaces), scope)
        }
        return nil
    }
}

import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import ObsLabTesting
import Scenarios

/// A 10,000-character paste into a text field (issue 12, item 1): one update per
/// keystroke, a cost per keystroke that does not grow with what was typed before, and a
/// trace a person can read.
@MainActor
@Suite struct LongTyping {
    static let paste = String(String(repeating: "Lorem ipsum dolor sit amet, 中文 é 🙂. ", count: 300).prefix(10_000))

    @Test func tenThousandKeystrokesKeepEveryEventSmall() throws {
        #expect(Self.paste.count == 10_000)
        var lines: [String] = []
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog) { lines.append($0) }
        #expect(interpreter.execute("load scene-storage") == .done)
        lines = []
        #expect(interpreter.execute("type \"Draft A\" " + CommandTokenizer.quote(Self.paste)) == .done)
        let step = try #require(interpreter.loadedRuns.first?.graph.steps.last)
        // One update per keystroke, as SwiftUI: the preview re-ran 10,000 times.
        #expect(step.runs("Window[A]/Preview") == 10_000)
        #expect(step.transactionStarts.count == 10_000)
        // What is recorded per keystroke is bounded: no event carries the whole text.
        let longest = step.events.map { ($0.detailText ?? "").count }.max() ?? 0
        #expect(longest < 400, "an event of \(longest) characters")
        #expect(step.events.count <= 3 * 10_000)
        // The trace folds the run: first keystroke, a count, last keystroke, the table.
        let trace = lines.joined(separator: "\n")
        #expect(trace.contains("… 9998 more keystrokes, each with the same events as the one above and the one below "
                               + "(`trace all` shows every one)"))
        #expect(trace.contains("(10000 characters)"))
        #expect(lines.joined().count < 10_000, "the folded trace is short")
        #expect(interpreter.execute("expect Window[A]/Preview runs 10000") == .done)
    }

    @Test func traceAllShowsEveryKeystrokeAndFoldedFoldsAgain() {
        var lines: [String] = []
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog) { lines.append($0) }
        #expect(interpreter.execute("load scene-storage") == .done)
        #expect(interpreter.execute("trace all") == .done)
        #expect(lines.last == "trace is brief; every keystroke is shown (`trace folded` folds long runs)")
        lines = []
        #expect(interpreter.execute("type \"Draft A\" \"abcdefghijklmnopqrst\"") == .done)
        var trace = lines.joined(separator: "\n")
        #expect(!trace.contains("more keystrokes"))
        #expect(trace.components(separatedBy: "Preview  _draft changed.").count - 1 == 20)
        #expect(interpreter.execute("trace full folded") == .done)
        lines = []
        #expect(interpreter.execute("type \"Draft A\" \"uvwxyzabcdefghijklmn\"") == .done)
        trace = lines.joined(separator: "\n")
        #expect(trace.contains("… 18 more keystrokes"))
        #expect(trace.contains("→ invalidates Preview"))
        // Up to eight identical keystrokes are shown one by one.
        lines = []
        #expect(interpreter.execute("type \"Draft A\" \"12345678\"") == .done)
        #expect(!lines.joined().contains("more keystrokes"))
        #expect(interpreter.execute("trace all folded") == .error)
        #expect(interpreter.execute("trace loud") == .error)
    }

    @Test func aLongStringIsShortenedInTheTraceButComparedWhole() {
        let long = String(repeating: "x", count: 100) + "END"
        let names = ObjectRegistry()
        #expect(ValueDescription.describe(long, names: names)
            == "\"" + String(repeating: "x", count: 48) + "…" + String(repeating: "x", count: 21) + "END\" (103 characters)")
        #expect(ValueDescription.describe(long, names: names, complete: true) == "\"\(long)\"")
        #expect(ValueDescription.describe(String(repeating: "é", count: 80), names: names).count == 82)
    }

    /// The engine's trace names no shell command: in a test, a fold says only what it folds.
    @MainActor
    @Test func aFoldInATestNamesNoShellCommand() throws {
        struct Editor: View {
            @State private var draft = ""
            var body: some View { TextField("Draft", text: $draft) }
        }
        let lab = try LabHost(Editor())
        try lab.type("abcdefghijklmnopqrst", into: "Draft")
        #expect(lab.trace.contains("… 18 more keystrokes, each with the same events as the one above and the one below\n"),
                "\(lab.trace)")
        #expect(!lab.trace.contains("`trace"), "\(lab.trace)")
    }
}

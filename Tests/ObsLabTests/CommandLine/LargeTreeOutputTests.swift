import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import Scenarios

/// docs/rules/output-size.md: after an action, what is printed grows with the views that
/// ran, not with the tree.
@MainActor
@Suite struct LargeTreeOutput {
    static func loaded(_ line: String) -> (Interpreter, InterpreterCommands.Transcript) {
        InterpreterCommands.loaded(line)
    }

    @Test func aLargeTreeListsTheViewsThatRanAndOneTotal() {
        let (interpreter, transcript) = Self.loaded("load scaling new n=1000")
        #expect(interpreter.execute("tap \"Score for player 1\"") == .done)
        #expect(transcript.lines.joined(separator: "\n") == """
            new Player#1.score changed
                  Row[1]  @dependencies changed.  body #2  (Player#1.score)
            views     new
            Row[1]      1
            … 1000 more views ran 0 times
            all views      1
            """)
    }

    /// Each view that ran is listed once, in the order of the first variant that ran it,
    /// named by its path where another row shares its last component.
    @Test func aLargeTableListsEachViewThatRanOnceAcrossVariants() {
        let paths = ["App"] + (0..<30).map { "App/Row[\($0)]" } + ["App/Other/Row[3]"]
        func step(ran: [Int]) -> TraceStep {
            TraceStep(action: "tap", events: [], views: paths.enumerated().map { index, path in
                ViewCount(view: path, runs: ran.contains(index) ? 1 : 0, total: 1)
            })
        }
        let text = TextTraceFormatter(style: TextStyle()).format([("old", step(ran: [1, 2, 3, 4])),
                                                                  ("new", step(ran: [3, 4, 5, 31]))])
        let rows = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Row[") || $0.hasPrefix("App/") }
        #expect(rows.map { String($0.prefix { $0 != " " }) }
                == ["Row[0]", "Row[1]", "Row[2]", "App/Row[3]", "Row[4]", "App/Other/Row[3]"])
        #expect(rows[0].hasSuffix("  1    0") && rows[3].hasSuffix("  1    1") && rows[5].hasSuffix("  0    1"))
        #expect(text.contains("… 26 more views ran 0 times"))
    }

    @Test func theSameLinesAtAnySizeOnceTheTreeIsLarge() {
        var outputs: [String] = []
        for rows in [100, 5_000] {
            let (interpreter, transcript) = Self.loaded("load scaling new n=\(rows)")
            #expect(interpreter.execute("tap \"Score for player 1\"") == .done)
            outputs.append(transcript.lines.joined(separator: "\n").replacingOccurrences(of: "\(rows) more", with: "N more"))
        }
        #expect(outputs[0] == outputs[1])
    }

    @Test func countsPrintsEveryView() {
        let (interpreter, transcript) = Self.loaded("load scaling new n=30")
        #expect(interpreter.execute("tap \"Score for player 1\"") == .done)
        transcript.lines = []
        #expect(interpreter.execute("counts") == .done)
        let table = transcript.lines.joined(separator: "\n").split(separator: "\n")
        #expect(table.count == 1 + 1 + 31)   // title, header, Board and 30 rows
        #expect(table.contains { $0.hasPrefix("Row[30]") })
    }

    @Test func aSmallTreeListsEveryView() {
        let (interpreter, transcript) = Self.loaded("load scaling new n=3")
        #expect(interpreter.execute("tap \"Score for player 1\"") == .done)
        let text = transcript.lines.joined(separator: "\n")
        for view in ["Board", "Row[1]", "Row[2]", "Row[3]"] { #expect(text.contains("\n" + view + " ")) }
        #expect(!text.contains("more views ran 0 times"))
    }

    // Finding the control a command names looks only at the views that show its label.
    @Observable final class Tally {
        var taps: [Int] = []
    }

    struct Rows: View {
        let tally: Tally
        var body: some View {
            // A plain stack builds all 500 rows (a `List` would build those on screen).
            VStack {
                ForEach(0..<500) { index in Row(tally: tally, index: index) }
                Button("Same") { tally.taps.append(-1) }
            }
        }
    }

    struct Row: View {
        let tally: Tally
        let index: Int
        var body: some View {
            HStack {
                Button("Tap \(index)") { tally.taps.append(index) }
                if index == 7 { Button("same") { tally.taps.append(-7) } }
            }
        }
    }

    @Test func theControlACommandNamesIsFoundInTreeOrder() throws {
        let tally = Tally()
        let scenario = Scenario(id: "rows", title: "Rows", summary: "", variants: [
            ScenarioVariant("app") { _ in Rows(tally: tally) },
        ])
        let run = VariantRun(scenario: scenario, variant: scenario.variants[0])
        _ = try run.graph.tap("Tap 499", command: "tap")
        _ = try run.graph.tap("tap 3", command: "tap")
        // Two views show "same" in some case: the exact label wins, wherever it is.
        _ = try run.graph.tap("Same", command: "tap")
        _ = try run.graph.tap("same", command: "tap")
        #expect(tally.taps == [499, 3, -1, -7])
        #expect(throws: ActionError.self) { try run.graph.tap("Tap 500", command: "tap") }
    }

    // The controls a tap reads are those the view's last body made (rule 8): a label that
    // changes, and an action that captures the body's values, are current.
    struct Stepper: View {
        let tally: Tally
        @State private var value = 0
        var body: some View {
            VStack {
                Button("Value \(value)") { tally.taps.append(value); value += 1 }
                ForEach(0..<40) { index in Row(tally: tally, index: index) }
            }
        }
    }

    @Test func aTapUsesTheControlsOfTheLastBody() throws {
        let tally = Tally()
        let scenario = Scenario(id: "stepper", title: "Stepper", summary: "", variants: [
            ScenarioVariant("app") { _ in Stepper(tally: tally) },
        ])
        let run = VariantRun(scenario: scenario, variant: scenario.variants[0])
        _ = try run.graph.tap("Value 0", command: "tap")
        _ = try run.graph.tap("Value 1", command: "tap")
        _ = try run.graph.tap("value 2", command: "tap")
        #expect(tally.taps == [0, 1, 2])
        #expect(throws: ActionError.self) { try run.graph.tap("Value 1", command: "tap") }
    }

    // An expectation finds the view it names through an index of the step's views (rule 9).
    @Test func expectFindsViewsByTheEndOfTheirPath() throws {
        let (interpreter, transcript) = Self.loaded("load scaling new n=1000")
        #expect(interpreter.execute("tap \"Score for player 1\"") == .done)
        let step = try #require(interpreter.loadedRuns.first?.graph.steps.last)
        #expect(step.viewPaths(named: "Row[1]") == ["Board/Row[1]"])
        #expect(step.viewPaths(named: "Board/Row[1000]") == ["Board/Row[1000]"])
        #expect(step.viewPaths(named: "ow[1]").isEmpty)
        #expect(step.viewPaths(named: "Row[1001]").isEmpty)
        #expect(step.viewPaths(named: "Board") == ["Board"])
        transcript.lines = []
        #expect(interpreter.execute("expect Row[1] runs 1") == .done)
        #expect(interpreter.execute("expect Row[2] runs 0") == .done)
        #expect(!transcript.lines.joined().contains("✗"))
        // A name that matches nothing does not print a thousand paths.
        transcript.lines = []
        #expect(interpreter.execute("expect Rwo[1] runs 1") == .expectationFailed)
        let failure = transcript.lines.joined(separator: "\n")
        #expect(failure.contains("there is no view \"Rwo[1]\" (views: 1001 views, listed by `counts`)"))
        #expect(failure.count < 400)
    }

    @Test func viewsNamedAlikeAreFoundInTreeOrder() throws {
        let tally = Tally()
        let scenario = Scenario(id: "rows", title: "Rows", summary: "", variants: [
            ScenarioVariant("app") { _ in Rows(tally: tally) },
        ])
        let run = VariantRun(scenario: scenario, variant: scenario.variants[0])
        let step = try #require(run.graph.steps.last)
        // Every name a path ends with finds what a search through every path finds.
        let names = Set(step.viewPaths.flatMap { path in
            path.split(separator: "/").indices.map { path.split(separator: "/")[$0...].joined(separator: "/") }
        }).union(["Row", "ow[3]", "Rows/Row"])
        #expect(names.count > 500)
        for name in names {
            let everyPath = step.viewPaths.contains(name) ? [name] : step.viewPaths.filter { $0.hasSuffix("/" + name) }
            #expect(step.viewPaths(named: name) == everyPath, "\(name)")
        }
    }
}

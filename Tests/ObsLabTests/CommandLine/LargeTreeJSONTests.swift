import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import Scenarios

/// docs/rules/output-size.md, the JSON trace: past 24 live views a step lists the views
/// that ran and how many it left out; `--all-views` lists them all; both validate
/// against docs/trace.schema.json.
@MainActor
@Suite struct LargeTreeJSON {
    static let docs = ReportJSONSchema.docs

    static func trace(_ id: String, _ parameters: [String] = [], variant: String = "both", allViews: Bool = false,
                      script: String? = nil) -> String {
        let scenario = BuiltInCatalog.scenarios.first { $0.id == id }!
        var lines: [String] = []
        _ = BatchRun(scenario: scenario, variant: variant, parameters: parameters, format: "json", allViews: allViews,
                     standardOutput: { lines.append($0) }, standardError: { _ in })
            .run(script: script ?? scenario.script ?? "")
        return lines.joined(separator: "\n")
    }

    static func problems(_ text: String) throws -> [String] {
        let schema = try String(contentsOf: docs.appendingPathComponent("trace.schema.json"), encoding: .utf8)
        return JSONSchemaValidator(root: try JSONValue.parse(schema)).problems(in: try JSONValue.parse(text))
    }

    static func document(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func steps(_ document: [String: Any], variant index: Int = 0) -> [[String: Any]] {
        ((document["variants"] as? [[String: Any]])?[index]["steps"] as? [[String: Any]]) ?? []
    }

    static let tap = "tap \"Score for player 1\"\ntap \"Score for player 1\""

    @Test func aLargeStepListsTheViewsThatRanAndWhatItLeftOut() throws {
        let text = Self.trace("scaling", ["n=1000"], variant: "new", script: Self.tap)
        let document = try Self.document(text)
        #expect(document["schemaVersion"] as? Int == 2)
        let steps = Self.steps(document)
        #expect(steps.count == 3)
        // The first render counts no runs: it lists no view, and says how many are live.
        #expect((steps[0]["views"] as? [Any])?.count == 0)
        #expect(steps[0]["liveViews"] as? Int == 1001)
        #expect(steps[0]["omittedViews"] as? Int == 1001)
        let views = try #require(steps[2]["views"] as? [[String: Any]])
        #expect(views.count == 1)
        #expect(views[0]["view"] as? String == "Board/Row[1]")
        #expect(views[0]["runs"] as? Int == 1)
        #expect(views[0]["total"] as? Int == 2)
        #expect(steps[2]["liveViews"] as? Int == 1001)
        #expect(steps[2]["omittedViews"] as? Int == 1000)
        #expect(try Self.problems(text) == [])
    }

    @Test func theSizeOfAStepDoesNotGrowWithTheTree() throws {
        var sizes: [Int] = []
        for rows in [100, 3_000] {
            var step = Self.steps(try Self.document(Self.trace("scaling", ["n=\(rows)"], variant: "new", script: Self.tap)))[2]
            #expect(step.removeValue(forKey: "liveViews") as? Int == rows + 1)
            #expect(step.removeValue(forKey: "omittedViews") as? Int == rows)
            let data = try JSONSerialization.data(withJSONObject: step, options: [.sortedKeys])
            sizes.append(data.count)
        }
        #expect(sizes[0] == sizes[1])
    }

    @Test func allViewsListsEveryLiveViewInEveryStep() throws {
        let text = Self.trace("scaling", ["n=30"], variant: "new", allViews: true, script: Self.tap)
        let document = try Self.document(text)
        #expect(document["schemaVersion"] as? Int == 1)
        for step in Self.steps(document) {
            #expect((step["views"] as? [Any])?.count == 31)
            #expect(step["liveViews"] == nil && step["omittedViews"] == nil)
        }
        #expect(try Self.problems(text) == [])
    }

    @Test func aSmallTreeIsVersionOneAndListsEveryView() throws {
        let text = Self.trace("scaling", ["n=3"], script: Self.tap)
        let document = try Self.document(text)
        #expect(document["schemaVersion"] as? Int == 1)
        for variant in 0..<2 {
            for step in Self.steps(document, variant: variant) {
                #expect((step["views"] as? [Any])?.count == 4)
                #expect(step["liveViews"] == nil)
            }
        }
        #expect(try Self.problems(text) == [])
    }

    /// The golden traces, and every kind of event, validate against the schema.
    @Test(arguments: ["counter", "food-truck", "inline-observed-object", "environment-object", "missing-environment"])
    func builtInTracesValidate(_ id: String) throws {
        let problems = try Self.problems(Self.trace(id))
        #expect(problems == [], "\(problems.prefix(10).joined(separator: "\n"))")
    }

    @Test func theSchemaRejectsAStepWithAnUnknownKey() throws {
        var text = Self.trace("counter")
        text = text.replacingOccurrences(of: "\"action\" :", with: "\"actions\" : 1, \"action\" :")
        #expect(try !Self.problems(text).isEmpty)
    }
}

/// docs/rules/output-size.md, reports: past 24 views on screen a step lists the views that
/// ran or were skipped, and how many it left out.
@MainActor
@Suite struct LargeTreeReport {
    static func sessionReport(rows: Int) -> ComparisonReport {
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog) { _ in }
        _ = interpreter.execute("load scaling both n=\(rows)")
        _ = interpreter.execute("tap \"Score for player 1\"")
        _ = interpreter.execute("tap \"Score for player 1\"")
        return interpreter.sessionReport(of: interpreter.loaded!)
    }

    @Test func aLargeStepListsTheViewsThatDidSomething() throws {
        let report = Self.sessionReport(rows: 1_000)
        #expect(report.schemaVersion == 2)
        let step = report.scenarios[0].steps[1]
        // Old: the board and every row ran; new: one row. Each view that ran is listed, and
        // in a variant where it is on screen and did not run, it shows 0 runs.
        #expect(step.views.count == 1_001)
        #expect(step.omittedViews == 0)
        let second = try #require(step.views.first { $0.name == "Row[2]" })
        #expect(second.variants["old"]?.runs == 1)
        #expect(second.variants["new"]?.runs == 0)
        let markdown = MarkdownReport(report: report).render()
        #expect(!markdown.contains("not on screen"))
        let problems = try ReportJSONSchema.validator().problems(in: try JSONValue.parse(report.encodedJSON()))
        #expect(problems == [], "\(problems.prefix(10).joined(separator: "\n"))")
    }

    @Test func aNewOnlySessionListsOneRow() throws {
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog) { _ in }
        _ = interpreter.execute("load scaling new n=1000")
        _ = interpreter.execute("tap \"Score for player 1\"")
        let report = interpreter.sessionReport(of: interpreter.loaded!)
        let step = report.scenarios[0].steps[0]
        #expect(step.views.map(\.name) == ["Row[1]"])
        #expect(step.omittedViews == 1_000)
        #expect(report.schemaVersion == 2)
        let markdown = MarkdownReport(report: report).render()
        #expect(markdown.contains("1,000 other views did nothing in any variant."))
        let problems = try ReportJSONSchema.validator().problems(in: try JSONValue.parse(report.encodedJSON()))
        #expect(problems == [], "\(problems.prefix(10).joined(separator: "\n"))")
    }

    @Test func aSmallStepListsEveryViewInVersionOne() {
        let report = Self.sessionReport(rows: 3)
        #expect(report.schemaVersion == 1)
        #expect(report.scenarios[0].steps.allSatisfy { $0.views.count == 4 && $0.omittedViews == nil })
    }
}

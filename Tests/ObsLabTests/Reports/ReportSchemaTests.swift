import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import Scenarios

/// The JSON report against its published schema, docs/report.schema.json, and the
/// validator against documents that break it.
@MainActor
@Suite struct ReportJSONSchema {
    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs")

    static func validator() throws -> JSONSchemaValidator {
        let text = try String(contentsOf: docs.appendingPathComponent("report.schema.json"), encoding: .utf8)
        return JSONSchemaValidator(root: try JSONValue.parse(text))
    }

    static func scenario(_ id: String) -> Scenario {
        BuiltInCatalog.catalog.first { $0.id == id }!
    }

    /// A report that uses every optional part of the schema: several scenarios, one
    /// omitted, a scaling series, parameters, skips and a crash where the catalog has one.
    static func richReport() -> ComparisonReport {
        let builder = ReportBuilder(scalingSizes: [10, 100])
        let chosen = ["food-truck", "environment-object", "scaling", "counter", "missing-environment"]
            .compactMap { id in BuiltInCatalog.catalog.first { $0.id == id } }
        return builder.report(for: chosen, omittingSingleVariants: true)
    }

    @Test func schemaUsesOnlyWhatTheValidatorChecks() throws {
        let validator = try Self.validator()
        // An empty report is valid, and the validator has no complaint about the schema's keywords.
        let empty = try JSONValue.parse(ComparisonReport(scenarios: []).encodedJSON())
        #expect(validator.problems(in: empty) == [])
    }

    @Test func generatedReportValidatesAgainstTheSchema() throws {
        let validator = try Self.validator()
        let report = Self.richReport()
        #expect(report.scenarios.contains { $0.scaling != nil }, "scaling should have a series")
        #expect(report.omitted.map(\.id) == ["counter"])
        let problems = validator.problems(in: try JSONValue.parse(report.encodedJSON()))
        #expect(problems == [], "\(problems.prefix(10).joined(separator: "\n"))")
    }

    @Test func sessionReportValidatesAgainstTheSchema() throws {
        var lines: [String] = []
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog) { lines.append($0) }
        #expect(interpreter.execute("load scaling both n=12") == .done)
        #expect(interpreter.execute("tap \"Score for player 1\"") == .done)
        let report = interpreter.sessionReport(of: interpreter.loaded!)
        #expect(report.scenarios[0].origin == .session)
        #expect(report.scenarios[0].parameters == [ScenarioParameter(name: "n", value: "12")])
        let problems = try Self.validator().problems(in: try JSONValue.parse(report.encodedJSON()))
        #expect(problems == [], "\(problems.prefix(10).joined(separator: "\n"))")
    }

    @Test func validatorRejectsWhatBreaksTheSchema() throws {
        let validator = try Self.validator()
        let builder = ReportBuilder(scalingSizes: [])
        let good = builder.report(for: [Self.scenario("food-truck")]).encodedJSON()
        #expect(validator.problems(in: try JSONValue.parse(good)) == [])

        func problems(after edit: (inout [String: Any]) -> Void) throws -> [String] {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(good.utf8)) as? [String: Any])
            edit(&object)
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            return validator.problems(in: try JSONValue.parse(String(decoding: data, as: UTF8.self)))
        }
        func editScenario(_ object: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
            var scenarios = object["scenarios"] as! [[String: Any]]
            edit(&scenarios[0])
            object["scenarios"] = scenarios
        }

        let missing = try problems { editScenario(&$0) { $0.removeValue(forKey: "totals") } }
        #expect(missing.contains { $0.contains("missing required key totals") })

        let wrongType = try problems { editScenario(&$0) { $0["steps"] = "none" } }
        #expect(wrongType.contains { $0.contains("$.scenarios[0].steps: expected array, found string") })

        let extra = try problems { $0["generatedAt"] = "today" }
        #expect(extra.contains { $0.contains("unexpected key generatedAt") })

        let version = try problems { $0["schemaVersion"] = 3 }
        #expect(version.contains { $0.contains("schemaVersion") })

        let badKind = try problems {
            editScenario(&$0) { scenario in
                var dependencies = scenario["dependencies"] as! [String: Any]
                var old = dependencies["old"] as! [[String: Any]]
                var edges = old[0]["dependencies"] as! [[String: Any]]
                edges[0]["kind"] = "telepathy"
                old[0]["dependencies"] = edges
                dependencies["old"] = old
                scenario["dependencies"] = dependencies
            }
        }
        #expect(badKind.contains { $0.contains("telepathy") })

        let negative = try problems {
            editScenario(&$0) { scenario in
                var variants = scenario["variants"] as! [[String: Any]]
                variants[0]["evaluations"] = -1
                scenario["variants"] = variants
            }
        }
        #expect(negative.contains { $0.contains("below the minimum") })

        let fractional = try problems {
            editScenario(&$0) { scenario in
                var steps = scenario["steps"] as! [[String: Any]]
                steps[0]["index"] = 1.5
                scenario["steps"] = steps
            }
        }
        #expect(fractional.contains { $0.contains("expected integer, found number") })
    }

    @Test func documentationNamesEveryKeyOfTheSchema() throws {
        let documentation = try String(contentsOf: Self.docs.appendingPathComponent("report-json.md"), encoding: .utf8)
        let schema = try Self.validator().root
        guard case .object(let definitions)? = schema["$defs"] else {
            Issue.record("the schema has no $defs")
            return
        }
        for (name, definition) in definitions {
            guard case .object(let properties)? = definition["properties"] else { continue }
            for key in properties.keys {
                #expect(documentation.contains("`\(key)`"), "docs/report-json.md does not mention \(key) of \(name)")
            }
        }
    }
}

import Foundation

/// Results as JSON, in the schema of docs/check-json.md: pretty-printed with sorted keys,
/// so the same run gives the same bytes.
enum CheckResultsJSON {
    struct Document: Codable, Equatable {
        var schemaVersion = 1
        var command: String
        var passed: Bool
        var totals: Totals
        var suites: [Suite]
    }

    struct Totals: Codable, Equatable {
        var suites: Int
        var failedSuites: Int
        var expectations: Int
        var passed: Int
        var failed: Int
        var errors: Int
        var skipped: Int
    }

    struct Suite: Codable, Equatable {
        var name: String
        var file: String?
        var passed: Bool
        var lines: [Line]
    }

    struct Line: Codable, Equatable {
        var text: String
        var file: String?
        var line: Int?
        var step: String?
        var status: CheckedLine.Status
        var messages: [String]
        var trace: String?
    }

    static func document(_ results: CheckResults) -> Document {
        let failedSuites = results.suites.filter { !$0.passed }.count
        let totals = Totals(suites: results.suites.count, failedSuites: failedSuites,
                            expectations: results.count(.passed) + results.count(.failed) + results.count(.skipped),
                            passed: results.count(.passed), failed: results.count(.failed),
                            errors: results.count(.error), skipped: results.count(.skipped))
        return Document(command: results.command, passed: results.passed, totals: totals, suites: results.suites.map { suite in
            Suite(name: suite.name, file: suite.file, passed: suite.passed, lines: suite.lines.map { line in
                Line(text: line.text, file: line.location?.file, line: line.location?.line, step: line.group,
                     status: line.status, messages: line.messages, trace: line.trace)
            })
        })
    }

    static func render(_ results: CheckResults) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document(results)), let text = String(data: data, encoding: .utf8) else {
            return "{}"
        }
        return text
    }
}

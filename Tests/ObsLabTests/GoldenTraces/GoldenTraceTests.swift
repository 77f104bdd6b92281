import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import Scenarios

/// The text and JSON traces of the built-in scenarios, compared byte for byte with the
/// files in Tests/ObsLabTests/Golden. After an intended change, regenerate them with
/// `OBSLAB_UPDATE_GOLDEN=1 swift test --filter GoldenTraces` and review the diff.
@MainActor
@Suite struct GoldenTraces {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static func output(of id: String, format: String) -> String {
        let scenario = BuiltInCatalog.scenarios.first { $0.id == id }!
        var lines: [String] = []
        let status = BatchRun(scenario: scenario, format: format, standardOutput: { lines.append($0) },
                              standardError: { lines.append("stderr: " + $0) })
            .run(script: scenario.script ?? "")
        return lines.joined(separator: "\n") + "\n" + "exit status \(status)\n"
    }

    static func compare(_ actual: String, toGolden name: String) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["OBSLAB_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(try? String(contentsOf: url, encoding: .utf8),
                                    "missing golden file \(name); run with OBSLAB_UPDATE_GOLDEN=1 to create it")
        #expect(actual == expected, "\(name) differs from its golden file")
    }

    @Test(arguments: ["counter", "food-truck", "inline-observed-object"])
    func textTraceMatchesGoldenFile(_ id: String) throws {
        try Self.compare(Self.output(of: id, format: "text"), toGolden: "\(id).txt")
    }

    @Test(arguments: ["counter", "food-truck", "inline-observed-object"])
    func jsonTraceMatchesGoldenFile(_ id: String) throws {
        try Self.compare(Self.output(of: id, format: "json"), toGolden: "\(id).json")
    }

    /// The text transcript with its traces handed out a line at a time, as standard output
    /// takes them: the same bytes as the golden files.
    @Test(arguments: ["counter", "food-truck", "inline-observed-object"])
    func tracesWrittenLineByLineMatchGoldenFile(_ id: String) throws {
        let scenario = BuiltInCatalog.scenarios.first { $0.id == id }!
        let collected = CollectedLines()
        let status = BatchRun(scenario: scenario, format: "text", standardOutput: { collected.lines.append($0) },
                              standardError: { collected.lines.append("stderr: " + $0) }, traceLines: collected)
            .run(script: scenario.script ?? "")
        #expect(collected.lineCount > 0, "the traces came a line at a time")
        try Self.compare(collected.lines.joined(separator: "\n") + "\n" + "exit status \(status)\n", toGolden: "\(id).txt")
    }

    @Test func sameScriptGivesByteIdenticalOutput() {
        for id in ["food-truck", "inline-observed-object"] {
            #expect(Self.output(of: id, format: "text") == Self.output(of: id, format: "text"))
        }
    }
}

/// Lines collected as `StandardOutputLines` would write them, one entry a line.
@MainActor
private final class CollectedLines: LineOutput {
    var lines: [String] = []
    var lineCount = 0

    func write(_ prefix: String, _ line: String) {
        lines.append(prefix + line)
        lineCount += 1
    }

    func flush() {}
}

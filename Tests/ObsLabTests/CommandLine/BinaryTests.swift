import Foundation
import Testing

/// The real `obslab` binary, driven as a user or CI would: arguments, pipes, exit codes.
@Suite struct ObslabBinary {
    struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    static var binary: URL? {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent(),
                          directory.deletingLastPathComponent().deletingLastPathComponent()]
        return candidates.map { $0.appendingPathComponent("obslab") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        guard let executable = Self.binary else {
            Issue.record("the obslab binary was not built next to the tests")
            throw CancellationError()
        }
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let ran = try ChildProcess.run(process, input: input)
        return Result(status: ran.status, output: ran.output, errors: ran.errors)
    }

    @Test func scenariosListsTheCatalog() throws {
        let result = try Self.run(["scenarios"])
        #expect(result.status == 0)
        for id in ["counter", "food-truck", "inline-observed-object"] {
            #expect(result.output.contains(id))
        }
    }

    @Test func runFoodTruckShowsOldRerunningEveryHolderAndNewOnlyTheReader() throws {
        let result = try Self.run(["run", "food-truck", "--variant", "both"])
        #expect(result.status == 0)
        #expect(result.output.contains("FoodTruckModel#1.objectWillChange  (orders will change)"))
        #expect(result.output.contains("FoodTruckModel#1.orders changed"))
        #expect(!result.output.contains("\u{1B}["), "no colour when piped")
    }

    @Test func failedExpectationExitsNonZeroAndSaysWhatDiffered() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-failing-\(getpid()).txt")
        try "tap \"Add order\"\nexpect new DonutMenu runs 1\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try Self.run(["run", "food-truck", "--script", script.path])
        #expect(result.status != 0)
        #expect(result.output.contains("DonutMenu ran 0 times, expected 1"))
    }

    @Test func jsonOutputIsValidJSONWithEveryVariant() throws {
        let result = try Self.run(["run", "food-truck", "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let variants = object?["variants"] as? [[String: Any]]
        #expect(variants?.map { $0["name"] as? String } == ["old", "new"])
    }

    @Test func pipedInputRunsLikeAScriptWithoutPrompt() throws {
        let result = try Self.run([], input: "load counter\ntap \"Increment\"\nexpect CounterScreen runs 1\nfrobnicate\nquit\n")
        #expect(result.status == 0)
        #expect(!result.output.contains("lab>"))
        #expect(result.output.contains("✓ expect CounterScreen runs 1"))
        #expect(result.output.contains("unknown command `frobnicate`"))
    }

    @Test func unknownScenarioIsAnErrorNotACrash() throws {
        let result = try Self.run(["run", "no-such-scenario"])
        #expect(result.status != 0)
        #expect(result.errors.contains("no scenario `no-such-scenario`"))
    }

    @Test func checkRunsEveryDefaultScriptAndLessonGreen() throws {
        let result = try Self.run(["check"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("✓ tracking-primitives"))
        #expect(result.output.contains("✓ lessons/zh-Hans/18-observation-tracking.md"))
        #expect(result.output.contains(" passed, 0 failed"))
    }
}

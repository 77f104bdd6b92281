import Foundation
import Testing

/// Wrong command lines and failing output, through the real binary (issue 12, items 2
/// and 6): one clear message and a status, never a trap.
@Suite struct CommandLineFailures {
    /// Runs `script` in bash with `$OBSLAB` set to the binary; returns what bash printed.
    static func shell(_ script: String) throws -> ObslabBinary.Result {
        guard let binary = ObslabBinary.binary else {
            Issue.record("the obslab binary was not built next to the tests")
            throw CancellationError()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(["OBSLAB": binary.path]) { $1 }
        let ran = try ChildProcess.run(process)
        return ObslabBinary.Result(status: ran.status, output: ran.output, errors: ran.errors)
    }

    // MARK: Item 2: usage errors exit with 2

    @Test(arguments: [
        (["report", "l", "t", "r", "--set", "="], "--set takes name=value"),
        (["report", "food-truck", "--set", "="], "--set takes name=value"),
        (["report", "food-truck", "--set", "=5"], "not `=5`"),
        (["report", "food-truck", "--set", "n"], "not `n`"),
        (["report", "food-truck", "--set", "n=5"], "--set does not fit food-truck: this scenario takes no parameters"),
        (["report", "scaling", "--set", "n=-1"], "n must be a whole number from 0 to 100000"),
        (["report", "scaling", "--sizes", "9223372036854775807"], "--sizes takes whole numbers from 1 to 100000"),
        (["report", "scaling", "--sizes", ","], "--sizes needs at least one size"),
        (["report", "no-such-scenario"], "no scenario `no-such-scenario`"),
        (["report", "food-truck", "--all"], "give scenarios or --all, not both"),
        (["report", "food-truck", "--format", "pdf"], "--format is md, html or json"),
        (["report", "food-truck", "--graphs", "ascii"], "--graphs is auto, dot or builtin"),
        (["run", "counter", "--set", "="], "--set takes name=value"),
        (["run", "counter", "--set", "n=5"], "this scenario takes no parameters"),
        (["run", "scaling", "--set", "n=99999999999999999999"], "n must be a whole number"),
        (["run", "counter", "--variant", "newest"], "`counter` has no variant `newest`"),
        (["run", "counter", "--format", "yaml"], "--format"),
        (["run", "countr"], "did you mean `counter`?"),
        (["run", "counter", "--script", "/no/such/script"], "cannot read /no/such/script (No such file or directory)"),
        (["run", "counter", "--format", "\u{1B}[31mred"], "The value '\\u{1b}[31mred' is invalid"),
        (["run", "\u{1B}[31mred"], "no scenario `\\u{1b}[31mred`"),
        (["run"], "Missing expected argument"),
        (["frobnicate", "now"], "unexpected arguments"),
    ])
    func aWrongCommandLineIsAUsageError(arguments: [String], message: String) throws {
        let result = try ObslabBinary.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.errors)")
        #expect(result.errors.contains(message), "\(arguments): \(result.errors)")
        #expect(!result.errors.contains("Fatal error"))
        #expect(!result.errors.unicodeScalars.contains("\u{1B}"), "no escape byte reaches the terminal")
        #expect(result.output.isEmpty, "\(arguments): \(result.output)")
    }

    // MARK: Item 6: output that cannot be written

    @Test(arguments: ["report food-truck", "run food-truck", "scenarios", "check", "run counter --format json"])
    func aClosedStandardOutputIsReportedNotATrap(command: String) throws {
        let result = try Self.shell("\"$OBSLAB\" \(command) >&-")
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("obslab: cannot write to standard output: Bad file descriptor"), "\(result.errors)")
    }

    @Test(arguments: ["report food-truck", "run food-truck", "scenarios"])
    func aFullDiskIsReportedNotATrap(command: String) throws {
        let result = try Self.shell("\"$OBSLAB\" \(command) >/dev/full")
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("obslab: cannot write to standard output: No space left on device"), "\(result.errors)")
    }

    @Test func aReportFileThatCannotBeWrittenIsReported() throws {
        let result = try ObslabBinary.run(["report", "food-truck", "--out", "/no/such/folder/report.md"])
        #expect(result.status == 1)
        #expect(result.errors.contains("obslab: cannot write /no/such/folder/report.md: No such file or directory"),
                "\(result.errors)")
    }

    @Test func aReaderThatGoesAwayEndsTheOutputQuietly() throws {
        // Enough output to fill the pipe long after `head` has gone.
        let result = try Self.shell("""
            "$OBSLAB" run scaling --set n=3000 2>errors.$$ | head -1
            echo "status ${PIPESTATUS[0]}"; cat errors.$$ >&2; rm -f errors.$$
            """)
        #expect(result.output.hasPrefix("N rows"), "\(result.output)")
        // 141: ended by SIGPIPE, as `cat` or `yes` would be; and not one word on standard error.
        #expect(result.output.contains("status 141"), "\(result.output)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }
}

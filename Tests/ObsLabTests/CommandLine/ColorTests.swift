import Foundation
import Testing
@testable import ObsLabCommandLine

/// Escape codes only where a terminal shows them: never with `NO_COLOR`, never in a
/// stream that is not a terminal, even when another stream of the same run is one.
@Suite struct NoEscapeCodesOffTerminal {
    @Test func colourNeedsATerminalAndNoNoColor() {
        #expect(TerminalStyle.allowsColor(isTerminal: true, environment: [:]))
        #expect(!TerminalStyle.allowsColor(isTerminal: false, environment: [:]))
        #expect(!TerminalStyle.allowsColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        // https://no-color.org: set *and not empty*.
        #expect(TerminalStyle.allowsColor(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!TerminalStyle.allowsColor(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    /// Runs `command` (`$OBSLAB` is the binary) through `sh` with standard output on a
    /// pseudo-terminal (`script`);
    /// returns what the terminal showed and what went to `stderr.txt`.
    static func onATerminal(_ command: String, environment extra: [String: String] = [:]) throws
        -> (terminal: String, standardError: String)? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return nil }
        let binary = try #require(ObslabBinary.binary)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-color-\(getpid())-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "tap \"Increment\"\nexpect CounterScreen runs 2\nfrobnicate\n"
            .write(to: directory.appendingPathComponent("bad.obslab"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", command.replacingOccurrences(of: "$OBSLAB", with: binary.path), "/dev/null"]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["SHELL"] = "/bin/sh"
        environment["TERM"] = "xterm"
        environment.removeValue(forKey: "NO_COLOR")
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let terminal = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errors = (try? String(contentsOf: directory.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
        return (terminal, errors)
    }

    @Test func aTerminalGetsColourButARedirectedStandardErrorDoesNot() throws {
        guard let text = try Self.onATerminal("$OBSLAB run counter --script bad.obslab 2>stderr.txt") else { return }
        #expect(text.terminal.contains("\u{1B}[31m✗ \u{1B}[0mbad.obslab:2: expect CounterScreen runs 2"), "\(text.terminal)")
        #expect(text.standardError.contains("1 expectation failed"))
        #expect(!text.standardError.contains("\u{1B}"))
        // The JSON trace on the terminal, its messages on a standard error that is a file.
        guard let json = try Self.onATerminal("$OBSLAB run counter --format json --script bad.obslab 2>stderr.txt") else { return }
        #expect(json.standardError.contains("bad.obslab:3: error: unknown command `frobnicate`"), "\(json.standardError)")
        #expect(!json.standardError.contains("\u{1B}"), "\(json.standardError)")
    }

    @Test func noColorMeansNoEscapeCodesEvenOnATerminal() throws {
        guard let text = try Self.onATerminal("$OBSLAB run counter --script bad.obslab; $OBSLAB check bad.obslab",
                                              environment: ["NO_COLOR": "1"]) else { return }
        #expect(text.terminal.contains("✗ bad.obslab:2: expect CounterScreen runs 2"), "\(text.terminal)")
        #expect(!text.terminal.contains("\u{1B}["), "\(text.terminal)")
    }
}

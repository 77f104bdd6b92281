import Foundation
import Testing

/// Two interactive shells at once, each on a pseudo-terminal of its own (through
/// util-linux's `script`, so that each reads with its line editor and saves history), type
/// their commands into one history file: every command of both is kept.
@Suite struct TwoShellsHistory {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func twoShellsAtOnceLoseNoHistory() throws {
        let binary = try #require(ObslabBinary.binary)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-two-shells-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: state) }
        let perShell = 100
        let shells = try ["A", "B"].map { name -> Process in
            let input = state.appendingPathComponent("input-\(name)")
            try ((1...perShell).map { "# shell \(name) \($0)" } + ["quit"]).joined(separator: "\n").appending("\n")
                .write(to: input, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qfec", binary.path, "/dev/null"]
            process.environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": state.path]) { _, new in new }
            process.standardInput = try FileHandle(forReadingFrom: input)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for shell in shells { try shell.run() }
        let deadline = Date().addingTimeInterval(60)
        while shells.contains(where: \.isRunning), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        for shell in shells where shell.isRunning { shell.terminate() }
        let saved = try String(contentsOf: state.appendingPathComponent("obslab/history"), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("# shell ") }
        #expect(saved.count == 2 * perShell)
        for name in ["A", "B"] {
            #expect(saved.filter { $0.hasPrefix("# shell \(name) ") }.map(String.init) == (1...perShell).map { "# shell \(name) \($0)" })
        }
    }
}

import Foundation
import Testing

/// The shell on a real pseudo-terminal (through `script`), where libedit is in charge:
/// TAB completes words and the history file is written on exit.
@Suite struct ShellOnATerminal {
    @Test func tabCompletesAndHistoryIsSaved() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("`script` (util-linux) is needed to run the shell on a pseudo-terminal")
            return
        }
        let binary = try #require(ObslabBinary.binary)
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-pty-\(getpid())")
        try? FileManager.default.removeItem(at: state)
        defer { try? FileManager.default.removeItem(at: state) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", binary.path, "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // TAB after "loa", after "food", after "b", and inside a quoted label.
        for chunk in ["loa\t", "food\t", "b\t\r", "tap \"Ad\t\r", "quit\r"] {
            input.fileHandleForWriting.write(Data(chunk.utf8))
            Thread.sleep(forTimeInterval: 0.3)
        }
        let transcript = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(transcript.contains("One model, many views — old beside new"), "\(transcript)")
        #expect(transcript.contains("FoodTruckModel#1.orders changed"), "\(transcript)")
        let history = try String(contentsOf: state.appendingPathComponent("obslab/history"), encoding: .utf8)
        #expect(history.contains("food-truck"))
        #expect(history.contains("Add"))
    }
}

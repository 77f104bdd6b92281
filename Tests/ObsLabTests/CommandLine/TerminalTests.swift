import Foundation
import Testing

/// The shell on a real pseudo-terminal (through `script`), where libedit is in charge:
/// TAB completes words and each command is saved to the history file.
@Suite(.serialized) struct ShellOnATerminal {
    /// Types `chunks` into the shell on a pseudo-terminal, a pause after each, and returns
    /// what the terminal showed.
    static func session(_ chunks: [String], state: URL, environment extra: [String: String] = [:],
                        pauses: [TimeInterval] = [], killAfter seconds: Int? = nil) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("`script` (util-linux) is needed to run the shell on a pseudo-terminal")
            throw CancellationError()
        }
        let binary = try #require(ObslabBinary.binary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        // `killAfter`: a shell that may not end by itself (a body that never returns) is killed.
        let command = seconds.map { "timeout -s KILL \($0) \(binary.path)" } ?? binary.path
        process.arguments = ["-qfec", command, "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        environment["TERM"] = "xterm"
        environment["NO_COLOR"] = "1"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        for (index, chunk) in chunks.enumerated() {
            input.fileHandleForWriting.write(Data(chunk.utf8))
            Thread.sleep(forTimeInterval: index < pauses.count ? pauses[index] : 0.3)
        }
        let transcript = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return transcript
    }

    static func freshState(_ name: String) -> URL {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-pty-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: state)
        return state
    }

    @Test func tabCompletesAndHistoryIsSaved() throws {
        let state = Self.freshState("tab")
        defer { try? FileManager.default.removeItem(at: state) }
        // TAB after "loa", after "food", after "b", and inside a quoted label.
        let transcript = try Self.session(["loa\t", "food\t", "b\t\r", "tap \"Ad\t\r", "quit\r"], state: state)
        #expect(transcript.contains("One model, many views — old beside new"), "\(transcript)")
        #expect(transcript.contains("FoodTruckModel#1.orders changed"), "\(transcript)")
        let history = try String(contentsOf: state.appendingPathComponent("obslab/history"), encoding: .utf8)
        #expect(history == "load food-truck both \ntap \"Add order\" \nquit\n")
    }

    /// libedit counts the cursor in characters, the line in bytes: completion after a
    /// Chinese, accented or emoji word must use the right one.
    @Test(arguments: [("predict 中文 Cou\t\r", "Count"), ("expect é ru\t\r", "runs"), ("predict 🍩 Cou\t\r", "Count")])
    func tabCompletesAfterNonASCIIText(typed: String, completed: String) throws {
        let state = Self.freshState("unicode")
        defer { try? FileManager.default.removeItem(at: state) }
        let transcript = try Self.session(["load counter\r", typed, "quit\r"], state: state)
        #expect(transcript.contains("lab> quit"), "the shell must live on: \(transcript)")
        let history = try String(contentsOf: state.appendingPathComponent("obslab/history"), encoding: .utf8)
        #expect(history.contains(completed), "\(history)")
    }

    /// Without libedit the shell says so once and still reads lines.
    @Test func worksWithoutLibedit() throws {
        let state = Self.freshState("nolibedit")
        defer { try? FileManager.default.removeItem(at: state) }
        let transcript = try Self.session(["load counter\r", "tap \"Increment\"\r", "quit\r"], state: state,
                                          environment: ["OBSLAB_LIBEDIT": "/nonexistent/libedit.so"])
        #expect(transcript.components(separatedBy: "line editing is off").count == 2, "\(transcript)")
        #expect(transcript.contains("body #2"), "\(transcript)")
        let history = try String(contentsOf: state.appendingPathComponent("obslab/history"), encoding: .utf8)
        #expect(history.contains("tap \"Increment\""))
    }

    /// A history path that is a FIFO is never opened: the shell starts, and says history
    /// is not saved.
    @Test func historyFIFODoesNotHang() throws {
        let state = Self.freshState("fifo")
        defer { try? FileManager.default.removeItem(at: state) }
        try FileManager.default.createDirectory(at: state.appendingPathComponent("obslab"), withIntermediateDirectories: true)
        #expect(mkfifo(state.appendingPathComponent("obslab/history").path, 0o600) == 0)
        let transcript = try Self.session(["load counter\r", "quit\r"], state: state)
        #expect(transcript.contains("history is not saved"), "\(transcript)")
        #expect(transcript.contains("first render, 3 views"), "\(transcript)")
    }
}

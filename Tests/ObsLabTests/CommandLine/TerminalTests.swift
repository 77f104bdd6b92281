import Foundation
import Testing

/// The shell on a real pseudo-terminal (through `script`), where libedit is in charge:
/// TAB completes words and each command is saved to the history file.
@Suite(.serialized) struct ShellOnATerminal {
    /// One thing typed into the shell, and what the terminal must show before the next.
    struct Keystrokes: ExpressibleByStringLiteral {
        var text: String
        /// Text the terminal must show after this keystroke is typed before typing on
        /// (what it showed before does not count: the welcome screen names "first render"
        /// too, and a wait that matched it typed on while `load` still compiled).
        var waitsFor: String?
        /// A pause after typing, once `waitsFor` has shown.
        var pause: TimeInterval = 0.3
        /// How long `waitsFor` may take to show.
        var patience: TimeInterval = 120

        init(_ text: String, waitingFor shown: String? = nil, within patience: TimeInterval = 120,
             thenPausing pause: TimeInterval = 0.3) {
            self.text = text
            self.waitsFor = shown
            self.pause = pause
            self.patience = patience
        }

        init(stringLiteral text: String) { self.init(text) }
    }

    /// What the terminal has shown so far, filled from the reading side of its pipe.
    final class Screen: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes = Data()

        func append(_ data: Data) { lock.withLock { bytes.append(data) } }
        var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

        /// How many bytes the screen holds so far.
        var count: Int { lock.withLock { bytes.count } }

        /// What the screen showed from byte `start` on.
        func text(from start: Int) -> String {
            lock.withLock { String(decoding: bytes[min(start, bytes.count)...], as: UTF8.self) }
        }

        /// Waits until what the screen showed from byte `start` on contains `shown`, at
        /// most `seconds`.
        func waitUntilShown(_ shown: String, from start: Int, seconds: TimeInterval) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if text(from: start).contains(shown) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return text(from: start).contains(shown)
        }
    }

    /// Types `keystrokes` into the shell on a pseudo-terminal, each after the screen shows
    /// what the one before waits for, and returns what the terminal showed.
    ///
    /// - Parameters:
    ///   - keystrokes: What to type, in order.
    ///   - state: The `XDG_STATE_HOME` of the shell (history, progress).
    ///   - extra: More environment variables.
    ///   - seconds: Kills the shell after this long, for a shell that may not end by itself.
    static func session(_ keystrokes: [Keystrokes], state: URL, environment extra: [String: String] = [:],
                        killAfter seconds: Int? = nil) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("`script` (util-linux) is needed to run the shell on a pseudo-terminal")
            throw CancellationError()
        }
        let binary = try #require(ObslabBinary.binary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        // `--foreground` keeps the shell in the terminal's foreground process group: without
        // it `timeout` makes a group of its own, and the shell, stopped by SIGTTOU the moment
        // libedit sets up the terminal, never reads a line (seen when `script` runs `/bin/sh`).
        let command = seconds.map { "exec timeout --foreground -s KILL \($0) \(binary.path)" } ?? "exec \(binary.path)"
        process.arguments = ["-qfec", command, "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = state.path
        environment["TERM"] = "xterm"
        environment["SHELL"] = "/bin/sh"  // what `script` runs the command with, as on CI
        environment["NO_COLOR"] = "1"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        let screen = Screen()
        let finished = DispatchSemaphore(value: 0)
        // A thread of its own reads the terminal until it closes: no dispatch queue or run
        // loop the test's other work might hold.
        let reading = output.fileHandleForReading
        let reader = Thread {
            while true {
                let data = reading.availableData
                if data.isEmpty { break }
                screen.append(data)
            }
            finished.signal()
        }
        try process.run()
        reader.start()
        for keystroke in keystrokes {
            let typedAt = screen.count
            input.fileHandleForWriting.writeToChild(Data(keystroke.text.utf8))
            if let shown = keystroke.waitsFor, !screen.waitUntilShown(shown, from: typedAt, seconds: keystroke.patience) {
                Issue.record("the terminal never showed \(String(reflecting: shown)):\n\(screen.text)")
                break
            }
            Thread.sleep(forTimeInterval: keystroke.pause)
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        // The end of the output may never come: a process another test starts meanwhile
        // inherits the pipe's writing end and keeps it open. What `script` wrote is read by
        // now, or within moments.
        _ = finished.wait(timeout: .now() + 5)
        return screen.text
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
        let transcript = try Self.session(["load counter\r", .init(typed), "quit\r"], state: state)
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

import Foundation
import ObsLab
import ObsLabEngine
import Synchronization

/// Watches, from a thread of its own, the command the interpreter is running, so that a
/// body that never returns (`while true {}` in a user's file) cannot hang the lab.
///
/// The main thread cannot be taken out of a body that does not return, so the lab can only
/// end the process, naming the body: in batch mode when a command has run longer than the
/// limit (`OBSLAB_ACTION_TIME_LIMIT` seconds, 10 by default); in the interactive shell,
/// which has no limit, on a second Ctrl-C while the command runs (the first one says what
/// is running). The cost is two atomic stores per command; bodies are not touched.
final class ActionWatchdog: Sendable {
    static let shared = ActionWatchdog()

    /// Odd while a command runs; each command adds two.
    private let generation = Atomic<Int>(0)
    private let state = Mutex(State())

    private struct State {
        var command = ""
        /// nil: no limit (the interactive shell).
        var limit: Duration? = ActionWatchdog.limitFromEnvironment()
        var isWatching = false
    }

    /// The status the process ends with when a command overran its limit.
    static let overrunStatus: Int32 = 1
    /// The status for a second Ctrl-C, as a shell reports a process ended by SIGINT.
    static let interruptedStatus: Int32 = 130

    /// `OBSLAB_ACTION_TIME_LIMIT`, in seconds (0 or less: no limit); 10 without it.
    static func limitFromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Duration? {
        guard let text = environment["OBSLAB_ACTION_TIME_LIMIT"], let seconds = Double(text) else { return .seconds(10) }
        return seconds > 0 ? .milliseconds(Int(seconds * 1000)) : nil
    }

    /// The interactive shell runs without a limit: Ctrl-C is there to stop a command.
    func removeLimit() {
        state.withLock { $0.limit = nil }
    }

    /// Runs `body`, the command `command`, under watch.
    func watch<Result>(_ command: String, _ body: () -> Result) -> Result {
        startIfNeeded()
        state.withLock { $0.command = command }
        generation.add(1, ordering: .releasing)
        defer { generation.add(1, ordering: .releasing) }
        return body()
    }

    private func startIfNeeded() {
        let starts = state.withLock { state -> Bool in
            defer { state.isWatching = true }
            return !state.isWatching
        }
        guard starts else { return }
        let thread = Thread { [self] in self.loop() }
        thread.name = "obslab action watchdog"
        thread.start()
    }

    private func loop() {
        var seen = 0
        var started = ContinuousClock.now
        var warned = false
        while true {
            usleep(100_000)
            let current = generation.load(ordering: .acquiring)
            if current != seen {
                seen = current
                started = .now
                warned = false
            }
            guard current % 2 == 1 else { continue }
            let (command, limit) = state.withLock { ($0.command, $0.limit) }
            if let limit, ContinuousClock.now - started > limit {
                stop(Self.overrunStatus, "`\(CommandTokenizer.printable(command))` has run for \(Self.seconds(limit)) s: "
                    + what() + "; stopping (OBSLAB_ACTION_TIME_LIMIT=<seconds> allows longer)")
            }
            if Interruption.received != 0 {
                Interruption.received = 0
                if warned { stop(Self.interruptedStatus, "stopped during `\(CommandTokenizer.printable(command))`: " + what()) }
                warned = true
                StandardStreams.writeError("\n" + what() + "; Ctrl-C again quits the lab\n")
            }
        }
    }

    /// What the main thread is doing, for the user.
    private func what() -> String {
        guard let path = ViewGraph.pathOfBodyRunning else { return "the command has not finished" }
        return "the body of \(path) has not returned"
    }

    /// Ends the process from this thread: what was printed is flushed, nothing else runs.
    private func stop(_ status: Int32, _ message: String) -> Never {
        fflush(nil)
        StandardStreams.writeError("obslab: " + message + "\n")
        _exit(status)
    }

    private static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}

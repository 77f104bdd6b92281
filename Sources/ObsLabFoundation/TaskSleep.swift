// `Task.sleep` in the lab. The standard library's sleeps in real time; these two (the
// forms apps write) sleep on the lab's clock in a task a view started, so `wait 2s` lets
// them end and the same script gives the same output every time (docs/rules/time.md).
// Elsewhere, and in every other form (`sleep(for:tolerance:clock:)`, `sleep(until:)`),
// the standard library's real sleep runs. A declaration here shadows the standard
// library's of the same signature in every module that imports this one.
//
// Both are `nonisolated(nonsending)`: they run on the caller's actor and come back to it.
// A plain nonisolated async function returns on the global executor, so a view's task
// woken by `wait` went main actor → global pool → main actor, and its last hop was queued
// from a pool thread at a time of the machine's choosing: on a loaded machine, after the
// graph had settled, and the write after the sleep left the step (docs/rules/time.md).

extension Task where Success == Never, Failure == Never {
    /// Suspends the current task for at least `duration` nanoseconds: on the lab's clock in
    /// a task a view started (time passes by `wait`), else in real time.
    public nonisolated(nonsending) static func sleep(nanoseconds duration: UInt64) async throws {
        if let clock = LabTime.clock {
            try await clock.sleep(seconds: Double(duration) / 1_000_000_000)
        } else {
            try await ContinuousClock().sleep(for: .nanoseconds(duration))
        }
    }

    /// Suspends the current task for at least `duration`: on the lab's clock in a task a
    /// view started (time passes by `wait`), else in real time.
    public nonisolated(nonsending) static func sleep(for duration: Duration) async throws {
        if let clock = LabTime.clock {
            let (seconds, attoseconds) = duration.components
            try await clock.sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
        } else {
            try await ContinuousClock().sleep(for: duration)
        }
    }
}

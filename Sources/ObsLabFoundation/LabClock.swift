import Foundation

/// The lab's clock: time that passes only when the learner says so (`wait 2s`), so the
/// same script gives the same output on any machine, however loaded.
///
/// It starts at Foundation's reference date (2001-01-01 00:00:00 UTC). What waits on it:
/// `Task.sleep` in a task a view started (`.task`, `.refreshable`) or in a task made there,
/// and a Foundation timer a view receives (`Timer.publish(every:…).autoconnect()` with
/// `onReceive`). `advance(to:fire:)` hands each due event, earliest first (two due at the
/// same instant in the order they were scheduled), to the graph, which runs it as an update
/// of its own (docs/rules/time.md).
@MainActor
package final class LabClock {
    /// Seconds since the clock started.
    package private(set) var elapsed: TimeInterval = 0
    private var events: [Event] = []
    private var serial = 0

    private struct Event {
        let id: Int
        var deadline: TimeInterval
        /// The order it was scheduled in, for events due at the same instant.
        var order: Int
        let interval: TimeInterval?
        let fire: @MainActor () -> Void
    }

    package init() {}

    /// What a timer publishes at the present instant: the clock's date.
    package var now: Date { Date(timeIntervalSinceReferenceDate: elapsed) }

    /// Suspends the calling task until the clock has advanced by `seconds`; a cancelled task
    /// is resumed at once with `CancellationError`, as `Task.sleep` is.
    package func sleep(seconds: TimeInterval) async throws {
        let id = nextSerial()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                schedule(Event(id: id, deadline: elapsed + max(0, seconds), order: id, interval: nil) {
                    continuation.resume()
                })
                cancellations[id] = { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            Task { @MainActor in self.cancel(id) }
        }
    }

    /// What resumes a sleeping task with `CancellationError`, by its event.
    private var cancellations: [Int: @MainActor () -> Void] = [:]

    /// Calls `tick` every `interval` seconds from now, until `cancel` is called with the id
    /// returned.
    package func repeating(every interval: TimeInterval, _ tick: @escaping @MainActor () -> Void) -> Int {
        let id = nextSerial()
        let step = max(interval, 0.001)
        schedule(Event(id: id, deadline: elapsed + step, order: id, interval: step, fire: tick))
        return id
    }

    /// Calls `fire` once, `seconds` from now (at once on the next `wait` when `seconds` is
    /// 0), unless `cancel` is called with the id returned first.
    package func once(after seconds: TimeInterval, _ fire: @escaping @MainActor () -> Void) -> Int {
        let id = nextSerial()
        schedule(Event(id: id, deadline: elapsed + max(0, seconds), order: id, interval: nil, fire: fire))
        return id
    }

    /// Forgets the event `id`; a sleeping task is resumed with `CancellationError`.
    package func cancel(_ id: Int) {
        events.removeAll { $0.id == id }
        cancellations.removeValue(forKey: id)?()
    }

    /// Whether something waits on the clock.
    package var hasEvents: Bool { !events.isEmpty }

    /// Advances to `elapsed + seconds`: each event due on the way, earliest first, moves the
    /// clock to its instant and is handed to `fire`, which runs it (`run()`) and lets what it
    /// starts settle before the next; a timer is due again one interval later.
    package func advance(by seconds: TimeInterval, fire: (_ run: () -> Void) -> Void) {
        let target = elapsed + max(0, seconds)
        while let index = nextDue(upTo: target) {
            var event = events[index]
            elapsed = max(elapsed, event.deadline)
            if let interval = event.interval {
                event.deadline += interval
                event.order = nextSerial()
                events[index] = event
            } else {
                events.remove(at: index)
                cancellations[event.id] = nil
            }
            fire { event.fire() }
        }
        elapsed = target
    }

    private func nextDue(upTo target: TimeInterval) -> Int? {
        var best: Int?
        for (index, event) in events.enumerated() where event.deadline <= target + 1e-9 {
            if let current = best {
                let other = events[current]
                if (event.deadline, event.order) < (other.deadline, other.order) { best = index }
            } else {
                best = index
            }
        }
        return best
    }

    private func schedule(_ event: Event) { events.append(event) }

    private func nextSerial() -> Int {
        serial += 1
        return serial
    }
}

/// The clock of the lab the current task belongs to: set for the tasks a view starts
/// (`.task`, `.refreshable`) when the front end lets time pass only by `wait`; nil
/// elsewhere, where `Task.sleep` sleeps in real time.
package enum LabTime {
    @TaskLocal package static var clock: LabClock?
    /// The clock of the graph whose update runs on this thread now (an action, a body, a
    /// lifecycle action, a tick, the tasks settling after them): what a model schedules then
    /// (`Timer.scheduledTimer`, `DispatchQueue.main.asyncAfter`) waits on it. Nil outside an
    /// update, on other threads, and in a graph without a clock (`LabHost`). Kept per thread:
    /// the graph runs its updates on the main actor, whose thread a test runner may not make
    /// the process's main thread, and code on any other thread must not see it.
    /// (A POSIX thread-specific value, unretained: the graph holds its clock for as long
    /// as the update runs, and setting it allocates nothing.)
    package static var updating: LabClock? {
        get { pthread_getspecific(updatingKey).map { Unmanaged<LabClock>.fromOpaque($0).takeUnretainedValue() } }
        set { pthread_setspecific(updatingKey, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
    }

    private static let updatingKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}

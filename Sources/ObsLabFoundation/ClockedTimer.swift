import Foundation

// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the lab's clock.
//
// A model schedules its timer with Foundation's class method, which Swift cannot shadow
// from another module: an extension with the same signature is an ambiguous overload, not
// a replacement (only the standard library's names give way to a module's, which is how
// `Task.sleep` is replaced). So `obslab try` adds `typealias Timer = Foundation.Timer.
// _OnLabClock` to the user's module (a module's own declaration shadows every import),
// and this subclass overrides the class method: inside an update of a graph with a clock
// the timer ticks on that clock (`wait 2s`), elsewhere it is scheduled on the current run
// loop, as Foundation's is (docs/rules/time.md).

extension Foundation.Timer {
    /// `Timer` in a user's file compiled by `obslab try`: Foundation's timer, scheduled on
    /// the lab's clock when the lab owns time.
    public final class _OnLabClock: Foundation.Timer {
        /// Creates a timer and schedules it: on the lab's clock when code running in an
        /// update of a graph with a clock calls it (it fires when `wait` reaches each
        /// interval, until invalidated), else on the current run loop in the default mode.
        @available(*, noasync)
        public override class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                                  block: @escaping @Sendable (Foundation.Timer) -> Void)
        -> _OnLabClock {
            // Used on the main thread only, by the clock's ticks.
            nonisolated(unsafe) let timer = _OnLabClock(timeInterval: interval, repeats: repeats, block: block)
            guard let clock = LabTime.updating else {
                RunLoop.current.add(timer, forMode: .default)
                return timer
            }
            MainActor.assumeIsolated {
                // The clock's id for the timer, known once it is scheduled; the tick reads it to stop.
                let scheduled = ScheduledTick()
                let tick: @MainActor () -> Void = { [weak clock] in
                    guard timer.isValid else {
                        clock?.cancel(scheduled.id)
                        return
                    }
                    block(timer)
                    if !repeats { timer.invalidate() }
                }
                scheduled.id = repeats ? clock.repeating(every: max(interval, 0.0001), tick)
                                       : clock.once(after: max(interval, 0), tick)
            }
            return timer
        }
    }
}

/// What a clocked timer's tick needs to cancel it: its id on the clock, set once scheduled.
@MainActor
private final class ScheduledTick {
    var id = 0
}

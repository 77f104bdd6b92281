import Dispatch
import Foundation

// `DispatchQueue.main.asyncAfter(deadline:) { … }` on the lab's clock.
//
// Dispatch's `asyncAfter(deadline:qos:flags:execute:)` cannot be replaced from another
// module (a same-signature overload is ambiguous), but a call that leaves `qos:` and
// `flags:` out prefers an overload without them: Swift ranks a candidate that needs no
// default arguments above one that does. So this overload takes the form apps write
// (`DispatchQueue.main.asyncAfter(deadline: .now() + 2) { … }`); a call that passes
// `qos:` or `flags:`, or a `DispatchWorkItem`, goes to Dispatch in real time.

extension DispatchQueue {
    /// Submits `work` to run on this queue at `deadline`. On the main queue inside an update
    /// of a graph with a clock, `deadline` is read as a delay from now (to the millisecond)
    /// on the lab's clock, and `work` runs when `wait` reaches it, as an update of its own;
    /// otherwise (and for a delay under a millisecond: the next turn of the queue) as
    /// Dispatch's `asyncAfter(deadline:qos:flags:execute:)`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        if label == DispatchQueue.main.label, let clock = LabTime.updating {
            guard deadline != .distantFuture else { return }
            let now = DispatchTime.now().uptimeNanoseconds
            let nanoseconds = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
            let seconds = (Double(nanoseconds) / 1_000_000).rounded() / 1_000
            if seconds > 0 {
                MainActor.assumeIsolated { _ = clock.once(after: seconds) { work() } }
                return
            }
        }
        asyncAfter(deadline: deadline, execute: DispatchWorkItem(block: work))
    }
}

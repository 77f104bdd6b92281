import Dispatch

/// Where `BoundedHTTPServer` runs its handler's tasks: a queue of its own, not Swift's
/// cooperative pool, whose few threads (one per core) may all be blocked elsewhere — by
/// synchronous tests waiting on the server, or by a body that runs long — and would then
/// keep every answer waiting. Awaiting the main actor still hops to it.
final class HandlerExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = HandlerExecutor()
    private let queue = DispatchQueue(label: "obslab-http-handler")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

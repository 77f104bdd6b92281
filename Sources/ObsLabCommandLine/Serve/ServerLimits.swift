import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What one client may cost the live page's server, enforced before any work grows with
/// what the client sends: a request's head is read into a buffer of `headBytes` and no
/// more (431 past it), within `headDeadline` of its first byte (408), a connection with
/// nothing to say for `idleTimeout` is closed, and at most `connections` are open at once
/// (past it, the one waiting longest for a request is closed to make room).
struct ServerLimits: Sendable {
    /// The request line and header fields together, in bytes.
    var headBytes = 16 * 1024
    /// A request body, in bytes (`LiveHandler.maximumBodySize`).
    var bodyBytes = LiveHandler.maximumBodySize
    /// Seconds from a request's first byte to the end of its head (and again for its body).
    var headDeadline: Double = 10
    /// Seconds a connection may wait with no request before it is closed.
    var idleTimeout: Double = 15
    /// Seconds an answer may take to be sent to a client that does not read it.
    var sendTimeout: Double = 30
    /// Connections open at once.
    var connections = 256

    /// The file descriptors a server may use: at start it raises its soft limit to the
    /// hard one (at most 65,536), and keeps `connections` below what it got, with room for
    /// the files the process has open anyway. Returns the soft limit in force.
    @discardableResult
    static func raiseDescriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        let wanted = min(limit.rlim_max, 65_536)
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = wanted
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return Int(limit.rlim_cur)
    }

    /// These limits with `connections` fitted under a descriptor limit of `descriptors`.
    func fitted(toDescriptors descriptors: Int) -> ServerLimits {
        var fitted = self
        fitted.connections = max(8, min(connections, descriptors - 64))
        return fitted
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The connections a server has open, each marked while it waits for a request, so that
/// the one waiting longest can be closed to make room. A connection leaves the set (under
/// its lock) before its descriptor is closed, so a descriptor number reused by the system
/// is never shut down by mistake.
final class OpenConnections: @unchecked Sendable {
    private let lock = NSLock()
    /// Each open descriptor, with when it started waiting for a request (nil while busy).
    private var waiting: [Int32: Double?] = [:]

    var count: Int { lock.withLock { waiting.count } }

    func add(_ descriptor: Int32) { lock.withLock { waiting[descriptor] = .some(Self.now) } }

    /// Marks the connection as waiting for a request (true) or busy with one (false).
    func mark(_ descriptor: Int32, waiting isWaiting: Bool) {
        lock.withLock { if waiting[descriptor] != nil { waiting[descriptor] = .some(isWaiting ? Self.now : nil) } }
    }

    /// Takes the connection out of the set and closes its descriptor.
    func close(_ descriptor: Int32) {
        lock.withLock { _ = waiting.removeValue(forKey: descriptor) }
        Glibc.close(descriptor)
    }

    /// Shuts down the connection that has waited longest for a request: its thread sees
    /// the end of its input and closes it. Returns whether there was one.
    @discardableResult
    func closeLongestWaiting() -> Bool {
        lock.withLock {
            guard let (descriptor, _) = waiting.compactMap({ key, value in value.map { (key, $0) } })
                .min(by: { $0.1 < $1.1 }) else { return false }
            waiting[descriptor] = .some(nil)
            shutdown(descriptor, Int32(SHUT_RDWR))
            return true
        }
    }

    func closeAll() {
        lock.withLock { for descriptor in waiting.keys { shutdown(descriptor, Int32(SHUT_RDWR)) } }
    }

    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

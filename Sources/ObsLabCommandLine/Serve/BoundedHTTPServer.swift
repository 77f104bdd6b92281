import FlyingFox
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The live page's HTTP/1.1 server: it listens, accepts and reads requests itself, within
/// `ServerLimits`, and hands each whole request to an `HTTPHandler` (FlyingFox's types).
///
/// FlyingFox's own server cannot be bounded: it parses a request line or header line in
/// time quadratic in its length (16 KB 0.23 s, 128 KB 11 s, 1 MB never), before any
/// handler sees it, keeps a connection with nothing to say forever, and ends when
/// `accept` fails for want of descriptors. Here a request's head is read into a buffer of
/// at most `headBytes` and parsed in one pass (`RequestHead`); each connection has its own
/// thread, which waits with `poll` and a deadline; and the accepting thread, when it
/// cannot accept (`EMFILE`), closes the connection waiting longest and tries again.
final class BoundedHTTPServer: @unchecked Sendable {
    /// The port it listens on (the one the system chose for port 0).
    let port: UInt16
    let limits: ServerLimits
    private let handler: any HTTPHandler
    private let listener: Int32
    private let connections = OpenConnections()
    private let stopped = NSLock()
    private var isStopped = false

    /// Why the server could not listen.
    enum ListenFailure: Error {
        /// The host is not an IPv4 or IPv6 address.
        case notAnAddress
        /// The system refused, for `reason` (`strerror`'s words).
        case refused(reason: String, addressInUse: Bool)
    }

    /// Listens on `host` (an IPv4 or IPv6 address) and `port`; serving starts with
    /// `start()`. `handler` is made for the port it listens on.
    init(host: String, port: UInt16, limits: ServerLimits,
         handler makeHandler: (_ port: UInt16) -> any HTTPHandler) throws(ListenFailure) {
        self.limits = limits
        let isIPv6 = host.contains(":")
        let descriptor = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Self.failure() }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var bound: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else {
                close(descriptor)
                throw .notAnAddress
            }
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
                close(descriptor)
                throw .notAnAddress
            }
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard bound == 0, Glibc.listen(descriptor, 512) == 0 else {
            let failure = Self.failure()
            close(descriptor)
            throw failure
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        let chosen = withUnsafePointer(to: &storage) { pointer -> UInt16 in
            isIPv6 ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
                : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
        listener = descriptor
        self.port = chosen
        handler = makeHandler(chosen)
    }

    private static func failure() -> ListenFailure {
        .refused(reason: String(cString: strerror(errno)), addressInUse: errno == EADDRINUSE)
    }

    /// Starts accepting on a thread of its own; returns at once.
    func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "obslab-accept"
        thread.start()
    }

    /// Stops accepting and closes every connection (tests; `obslab serve` runs until killed).
    func stop() {
        stopped.withLock { isStopped = true }
        connections.closeAll()
    }

    private var isRunning: Bool { stopped.withLock { !isStopped } }

    /// How many connections are open now.
    var openConnections: Int { connections.count }

    private func acceptLoop() {
        while isRunning {
            var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 200) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                switch errno {
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    // Out of descriptors: make room, wait a little, accept again.
                    connections.closeLongestWaiting()
                    usleep(20_000)
                default:
                    break
                }
                continue
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            if connections.count >= limits.connections, !connections.closeLongestWaiting() {
                // Every connection is busy with a request: this one is told to come back.
                let busy = ServerConnection.encode(LiveHandler.message(.serviceUnavailable, "the server is busy"),
                                                   body: LiveUpdate(error: "the server is busy").encoded(), keepsAlive: false)
                _ = busy.withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
                close(client)
                continue
            }
            connections.add(client)
            let connection = ServerConnection(descriptor: client, limits: limits, handler: handler, connections: connections)
            let thread = Thread { connection.serve() }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        close(listener)
    }
}

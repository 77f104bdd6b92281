import FlyingFox
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One client of `BoundedHTTPServer`, served on a thread of its own: it reads each
/// request within the limits, waits for the handler's answer, sends it, and goes on
/// while the client keeps the connection alive.
struct ServerConnection: Sendable {
    let descriptor: Int32
    let limits: ServerLimits
    let handler: any HTTPHandler
    let connections: OpenConnections

    /// Serves requests until the client closes, breaks a limit or goes quiet.
    func serve() {
        defer { connections.close(descriptor) }
        var timeout = timeval(tv_sec: Int(limits.sendTimeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffered: [UInt8] = []
        while true {
            connections.mark(descriptor, waiting: true)
            let head: RequestHead
            switch readHead(&buffered) {
            case .closed: return
            case .refused(let status, let message):
                refuse(status, message)
                return
            case .head(let read): head = read
            }
            connections.mark(descriptor, waiting: false)
            if head.value(of: "Transfer-Encoding") != nil {
                return refuse(.lengthRequired, "send the body with a Content-Length")
            }
            let length = head.value(of: "Content-Length").map { Int($0) } ?? 0
            guard let length, length >= 0 else { return refuse(.badRequest, "the Content-Length is not a number") }
            guard length <= limits.bodyBytes else {
                return refuse(HTTPStatusCode(413, phrase: "Content Too Large"), "a request body is at most \(limits.bodyBytes) bytes")
            }
            guard let body = readBody(length, &buffered) else { return refuse(.requestTimeout, "the body did not arrive in time") }
            let keepsAlive = head.keepsAlive
            guard send(answer(to: head.request(body: body), keepsAlive: keepsAlive)), keepsAlive else { return }
        }
    }

    private enum HeadRead {
        case head(RequestHead)
        case refused(HTTPStatusCode, String)
        case closed
    }

    /// Reads until a whole head is in `buffered`, which keeps what follows it. Never holds
    /// more than `headBytes` of it; gives up after `idleTimeout` with nothing, or
    /// `headDeadline` after the first byte.
    private func readHead(_ buffered: inout [UInt8]) -> HeadRead {
        let start = OpenConnections.now
        var deadline = buffered.isEmpty ? start + limits.idleTimeout : start + limits.headDeadline
        var started = !buffered.isEmpty
        var looked = 0
        while true {
            if let end = RequestHead.end(in: buffered, from: looked - 3) {
                defer { buffered.removeFirst(end) }
                do {
                    return .head(try RequestHead(buffered[..<end]))
                } catch {
                    return .refused(.badRequest, error.reason)
                }
            }
            looked = buffered.count
            if buffered.count > limits.headBytes {
                return .refused(.requestHeaderFieldsTooLarge, "the request line and headers are at most \(limits.headBytes) bytes")
            }
            switch receive(into: &buffered, upTo: limits.headBytes + 1 - buffered.count, before: deadline) {
            case .closed: return .closed
            case .timedOut:
                return started ? .refused(.requestTimeout, "the request's headers did not arrive in time") : .closed
            case .received:
                if !started {
                    started = true
                    deadline = OpenConnections.now + limits.headDeadline
                }
            }
        }
    }

    private func readBody(_ length: Int, _ buffered: inout [UInt8]) -> [UInt8]? {
        let deadline = OpenConnections.now + limits.headDeadline
        while buffered.count < length {
            guard case .received = receive(into: &buffered, upTo: length - buffered.count, before: deadline) else { return nil }
        }
        defer { buffered.removeFirst(length) }
        return Array(buffered[..<length])
    }

    private enum Received { case received, closed, timedOut }

    /// Waits for input until `deadline` and appends at most `count` bytes of it.
    private func receive(into buffered: inout [UInt8], upTo count: Int, before deadline: Double) -> Received {
        while true {
            let remaining = deadline - OpenConnections.now
            guard remaining > 0 else { return .timedOut }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(min(remaining * 1000 + 1, 60_000)))
            if polled < 0 && errno != EINTR { return .closed }
            guard polled > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: min(max(count, 1), 16 * 1024))
            let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return .closed }
            buffered.append(contentsOf: chunk[..<got])
            return .received
        }
    }

    /// The handler's answer, encoded. The handler runs as a task on `HandlerExecutor`;
    /// this thread waits.
    private func answer(to request: HTTPRequest, keepsAlive: Bool) -> [UInt8] {
        let box = AnswerBox()
        let handler = self.handler
        Task(executorPreference: HandlerExecutor.shared) {
            let response = (try? await handler.handleRequest(request))
                ?? LiveHandler.message(.internalServerError, "the request could not be answered")
            let body = (try? await response.bodyData) ?? Data()
            box.finish(Self.encode(response, body: body, keepsAlive: keepsAlive))
        }
        return box.wait()
    }

    /// Answers with `status` and closes: what was sent is read and dropped first for a
    /// moment (at most 1 MB or 1 second), so that the client, still sending, reads the
    /// answer instead of a reset.
    private func refuse(_ status: HTTPStatusCode, _ message: String) {
        let answer = Self.encode(LiveHandler.message(status, message), body: LiveUpdate(error: message).encoded(),
                                 keepsAlive: false)
        guard send(answer) else { return }
        shutdown(descriptor, Int32(SHUT_WR))
        let deadline = OpenConnections.now + 1
        var drained: [UInt8] = []
        var total = 0
        while total < 1 << 20, case .received = receive(into: &drained, upTo: 64 * 1024, before: deadline) {
            total += drained.count
            drained.removeAll(keepingCapacity: true)
        }
    }

    private func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// `response` with `body` as HTTP/1.1 bytes, its length and whether the connection
    /// stays open said by the server.
    static func encode(_ response: HTTPResponse, body: Data, keepsAlive: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for (name, value) in response.headers
        where name.rawValue.lowercased() != "content-length" && name.rawValue.lowercased() != "connection" {
            head += "\(name.rawValue): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\nConnection: \(keepsAlive ? "keep-alive" : "close")\r\n\r\n"
        return Array(head.utf8) + Array(body)
    }
}

/// Hands an answer from the handler's task to the connection's thread.
private final class AnswerBox: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var bytes: [UInt8] = []

    func finish(_ answer: [UInt8]) {
        bytes = answer
        done.signal()
    }

    func wait() -> [UInt8] {
        done.wait()
        return bytes
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A raw TCP client on 127.0.0.1 for the server's tests: sends bytes as a hostile or slow
/// client would, and reads with a deadline, so that no test waits forever.
final class LoopbackClient {
    let descriptor: Int32

    /// Connects to 127.0.0.1:`port`; nil when the connection is refused.
    init?(port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Sends `bytes`, stopping quietly when the server has closed; returns how many went.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Int {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return offset }
            offset += sent
        }
        return offset
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// What arrives within `seconds`, until the server closes or the answer is whole
    /// (its `Content-Length` of body after the head); nil when nothing came.
    func receive(within seconds: Double = 5) -> String? {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 50) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let got = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if got <= 0 { break }
            received += chunk[..<got]
            if Self.isWhole(received) { break }
        }
        return received.isEmpty ? nil : String(decoding: received, as: UTF8.self)
    }

    /// Whether the connection was closed by the server within `seconds`.
    func isClosed(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 50) > 0 else { continue }
            var byte: UInt8 = 0
            if recv(descriptor, &byte, 1, 0) <= 0 { return true }
        }
        return false
    }

    private static func isWhole(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { return false }
        let head = text[..<split.lowerBound].lowercased()
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) else { return false }
        return text[split.upperBound...].utf8.count >= length
    }
}

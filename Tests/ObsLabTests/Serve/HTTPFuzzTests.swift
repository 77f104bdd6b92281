import Foundation
import Testing
@testable import ObsLabCommandLine

/// A seeded fuzzer over what a client sends the live page's server: long lines, broken
/// heads, partial requests, bytes that are not text. After every request the server
/// answers (or closes) within its limits, and a normal request is still answered.
@Suite(.serialized) struct HTTPFuzz {
    static let pieces = ["GET", "POST", "PUT", "G\u{0}T", " ", "  ", "/", "/api/state", "/api/action", "/../etc/passwd",
                         "?q=1", "HTTP/1.1", "HTTP/1.0", "HTTP/9.9", "\r\n", "\n", "\r", ":", "Host", "Host: 127.0.0.1",
                         "Content-Length: 5", "Content-Length: -1", "Content-Length: 99999999999999999999",
                         "Transfer-Encoding: chunked", "Connection: close", "Connection: keep-alive", "é", "\u{1B}[2J",
                         "hello", "{\"verb\":\"tap\"}"]

    @Test func anyBytesGetAnAnswerOrAClose() throws {
        var limits = ServerLimits()
        limits.headDeadline = 0.3
        limits.idleTimeout = 0.3
        let server = try ServerLimitsTests.server(limits)
        defer { server.stop() }
        var random = SplitMix64(seed: ProcessInfo.processInfo.environment["OBSLAB_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x0B5_1AB)
        for round in 0..<100 {
            var request = ""
            for _ in 0..<(1 + Int(random.next() % 12)) { request += LineGenerator.pick(Self.pieces, &random) }
            if random.next() % 10 == 0 { request += String(repeating: "x", count: 1 << Int(10 + random.next() % 11)) }
            if random.next() % 2 == 0 { request += "\r\n\r\n" }
            let client = try #require(LoopbackClient(port: server.port))
            client.send(request)
            let answer = client.receive(within: 3)
            if let answer { #expect(answer.hasPrefix("HTTP/1.1 "), "round \(round): \(answer.prefix(40))") }
            #expect(answer != nil || client.isClosed(within: 3), "round \(round): neither answered nor closed")
        }
        #expect(LoopbackClient(port: server.port)?.sendingNormalRequest() == true)
    }
}

import FlyingFox
import Foundation

/// The request line and header fields of one HTTP/1.x request, parsed from bytes the
/// server has already bounded (`ServerLimits.headBytes`): one pass over them, so a
/// request costs time in proportion to its size.
struct RequestHead: Equatable {
    var method: String
    var target: String
    var version: String
    /// The fields in the order sent, names as sent.
    var fields: [(name: String, value: String)]

    static func == (lhs: RequestHead, rhs: RequestHead) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.version == rhs.version
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// Why a head was refused: a malformed line.
    struct Malformed: Error, Equatable {
        let reason: String
    }

    /// Where the head ends in `bytes`: the index after its blank line (`\r\n\r\n`, or
    /// `\n\n` from a lenient client), looking from `start` on (a reader that looked
    /// before passes where it stopped, less three bytes).
    static func end(in bytes: [UInt8], from start: Int) -> Int? {
        var index = max(start, 0)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                if index >= 1, bytes[index - 1] == UInt8(ascii: "\n") { return index + 1 }
                if index >= 3, bytes[index - 1] == UInt8(ascii: "\r"), bytes[index - 2] == UInt8(ascii: "\n"),
                   bytes[index - 3] == UInt8(ascii: "\r") { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    /// Parses the head, `bytes` up to its blank line.
    init(_ bytes: ArraySlice<UInt8>) throws(Malformed) {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { throw Malformed(reason: "the request is empty") }
        let parts = first.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
              parts[0].allSatisfy(Self.isTokenByte) else {
            throw Malformed(reason: "the request line is not `METHOD /path HTTP/1.1`")
        }
        method = String(decoding: parts[0], as: UTF8.self)
        target = String(decoding: parts[1], as: UTF8.self)
        version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw Malformed(reason: "only HTTP/1.0 and HTTP/1.1 are spoken here")
        }
        fields = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[..<colon].allSatisfy(Self.isTokenByte) else {
                throw Malformed(reason: "a header line is not `Name: value`")
            }
            let value = line[(colon + 1)...].drop { $0 == 32 || $0 == 9 }
            let trimmed = value.reversed().drop { $0 == 32 || $0 == 9 }.reversed()
            fields.append((String(decoding: line[..<colon], as: UTF8.self), String(decoding: trimmed, as: UTF8.self)))
        }
    }

    /// The value of the field `name` (any case), the first when sent more than once.
    func value(of name: String) -> String? {
        fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Whether the connection stays open after the answer: HTTP/1.1 unless the client
    /// says `close`; HTTP/1.0 only when it asks for `keep-alive`.
    var keepsAlive: Bool {
        let connection = value(of: "Connection")?.lowercased() ?? ""
        return version == "HTTP/1.1" ? !connection.contains("close") : connection.contains("keep-alive")
    }

    /// The request as the handler takes it, with `body`.
    func request(body: [UInt8]) -> HTTPRequest {
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var headers: [HTTPHeader: String] = [:]
        for field in fields where headers[HTTPHeader(field.name)] == nil { headers[HTTPHeader(field.name)] = field.value }
        return HTTPRequest(method: HTTPMethod(method), version: HTTPVersion(version), path: String(pieces[0]),
                           query: [], headers: headers, body: Data(body))
    }

    /// The characters of a method or a field name (RFC 9110's `tchar`).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}

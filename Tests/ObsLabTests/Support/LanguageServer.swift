import Foundation

/// The toolchain's sourcekit-lsp, driven over its standard input and output with JSON-RPC, as
/// an editor drives it: enough to open a file and ask for its diagnostics and a definition.
final class LanguageServer {
    static var isAvailable: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/sourcekit-lsp")
        }
    }

    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer = Data()
    private var nextID = 1

    init(root: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sourcekit-lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        _ = try request("initialize", ["processId": NSNull(), "rootUri": root.absoluteString,
                                       "capabilities": ["textDocument": ["publishDiagnostics": [:] as [String: Any]]]])
        notify("initialized", [:])
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }

    /// Opens `file` with `text`; the messages of the first diagnostics published for it.
    func open(_ file: URL, text: String) throws -> [String] {
        notify("textDocument/didOpen", ["textDocument": ["uri": file.absoluteString, "languageId": "swift",
                                                         "version": 1, "text": text]])
        while true {
            let message = try receive(timeout: 120)
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                  let parameters = message["params"] as? [String: Any],
                  parameters["uri"] as? String == file.absoluteString,
                  let diagnostics = parameters["diagnostics"] as? [[String: Any]] else { continue }
            return diagnostics.compactMap { $0["message"] as? String }
        }
    }

    /// The definition of the symbol at a zero-based line and character, as JSON text.
    func definition(in file: URL, line: Int, character: Int) throws -> String {
        let result = try request("textDocument/definition", ["textDocument": ["uri": file.absoluteString],
                                                             "position": ["line": line, "character": character]])
        let data = try JSONSerialization.data(withJSONObject: result ?? NSNull(), options: [.fragmentsAllowed, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    private func request(_ method: String, _ parameters: [String: Any]) throws -> Any? {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": parameters])
        while true {
            let message = try receive(timeout: 120)
            if message["id"] as? Int == id, message["method"] == nil { return message["result"] }
        }
    }

    private func notify(_ method: String, _ parameters: [String: Any]) {
        send(["jsonrpc": "2.0", "method": method, "params": parameters])
    }

    private func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        input.fileHandleForWriting.writeToChild(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    struct Timeout: Error {}

    private func receive(timeout: TimeInterval) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let separator = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<separator.lowerBound], as: UTF8.self)
                let length = header.split(separator: "\r\n").compactMap { line -> Int? in
                    let parts = line.split(separator: ":", maxSplits: 1)
                    return parts.count == 2 && parts[0].lowercased() == "content-length"
                        ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
                }.first ?? 0
                if buffer.count - (separator.upperBound - buffer.startIndex) >= length {
                    let body = buffer[separator.upperBound..<separator.upperBound + length]
                    buffer = Data(buffer[(separator.upperBound + length)...])
                    if let message = try JSONSerialization.jsonObject(with: body) as? [String: Any] { return message }
                    continue
                }
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw Timeout() }
            buffer.append(chunk)
        }
        throw Timeout()
    }
}

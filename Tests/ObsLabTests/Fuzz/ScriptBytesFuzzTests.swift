import Foundation
import Testing
@testable import ObsLabCommandLine
import Scenarios

/// A seeded fuzzer over the bytes of a script file: Windows line endings, byte order
/// marks and bytes that are not UTF-8, as editors and careless copies leave them.
@MainActor
@Suite struct ScriptBytesFuzz {
    static let script = "load food-truck\ntap \"Add order\"\nexpect new OrderList runs 1\ntype \"中文\" \"é\"\n"
    static let invalid: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF8, 0x88, 0x80, 0x80, 0x80]]

    static func output(of text: String) -> String {
        var lines: [String] = []
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog) { lines.append($0) }
        _ = interpreter.runScript(text, echo: true, file: "fuzz.obslab")
        return lines.joined(separator: "\n")
    }

    /// A script saved with CR LF and a byte order mark runs exactly as the same script
    /// with LF; one with bytes that are not UTF-8 is refused at the first of them, and the
    /// bytes before it are UTF-8.
    @Test func scriptBytesAreReadOrRefusedExactly() throws {
        var random = SplitMix64(seed: Fuzz.seed)
        let expected = Self.output(of: Self.script)
        let clean = Array(Self.script.utf8)
        for round in 0..<300 {
            var bytes: [UInt8] = []
            let crlf = random.next() % 2 == 0
            if random.next() % 3 == 0 { bytes += [0xEF, 0xBB, 0xBF] }
            for byte in clean { bytes += byte == 10 && crlf ? [13, 10] : [byte] }
            var inserted: Int?
            if random.next() % 2 == 0 {
                let at = Int(random.next() % UInt64(bytes.count + 1))
                bytes.insert(contentsOf: LineGenerator.pick(Self.invalid, &random), at: at)
                inserted = at
            }
            do {
                let text = try UserTextFile.text(of: Data(bytes), path: "fuzz.obslab")
                #expect(inserted == nil, "round \(round): bytes that are not UTF-8 were accepted")
                if round % 25 == 0 { #expect(Self.output(of: text) == expected, "round \(round)") }
                #expect(text == Self.script, "round \(round)")
            } catch {
                guard case .notUTF8(_, let offset, _, let line) = error else {
                    Issue.record("round \(round): \(error)"); continue
                }
                #expect(inserted != nil, "round \(round): a UTF-8 script was refused at \(offset)")
                let before = bytes[..<offset].starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes[3..<offset]) : Array(bytes[..<offset])
                #expect(String(validating: before, as: UTF8.self) != nil, "round \(round): valid bytes before \(offset)")
                #expect(line == before.filter { $0 == 10 }.count + 1)
            }
        }
    }
}

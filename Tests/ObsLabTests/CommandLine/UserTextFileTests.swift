import Foundation
import Testing
@testable import ObsLabCommandLine

/// Scripts and files are read as editors save them: Windows line endings and a byte order
/// mark accepted, a file that is not UTF-8 named with the place of its first bad byte.
@Suite struct UserTextFiles {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-text-\(UUID().uuidString)")

    private func save(_ bytes: [UInt8], as name: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file
    }

    @Test func windowsLineEndingsAndAByteOrderMarkAreRead() throws {
        let text = try UserTextFile.text(of: Data([0xEF, 0xBB, 0xBF] + Array("load counter\r\ntap \"+1\"\r\n".utf8)), path: "s")
        #expect(text == "load counter\ntap \"+1\"\n")
        #expect(text.split(separator: "\n").count == 2)
    }

    /// The offset counts from the file's first byte (the byte order mark included), the
    /// line from 1, so that `cmp`, `xxd` or an editor finds the byte.
    @Test func aFileThatIsNotUTF8IsNamedWithItsFirstBadByte() throws {
        let latin1: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("tap \"+1\"\n# caf".utf8) + [0xE9] + Array("\n".utf8)
        #expect(throws: UserTextFile.Failure.notUTF8(path: "s.obslab", offset: 17, byte: 0xE9, line: 2)) {
            try UserTextFile.text(of: Data(latin1), path: "s.obslab")
        }
        let failure = UserTextFile.Failure.notUTF8(path: "s.obslab", offset: 17, byte: 0xE9, line: 2)
        #expect(failure.message == "s.obslab is not UTF-8 text: byte 0xE9 at offset 17 (line 2); save it as UTF-8")
        // A sequence cut short at the end of the file is not UTF-8 either.
        #expect(throws: UserTextFile.Failure.notUTF8(path: "s", offset: 2, byte: 0xE4, line: 1)) {
            try UserTextFile.text(of: Data([0x61, 0x62, 0xE4, 0xB8]), path: "s")
        }
    }

    @Test func aFileThatCannotBeOpenedSaysWhy() throws {
        #expect(throws: UserTextFile.Failure.unreadable(path: "/no/such/script", reason: "No such file or directory")) {
            try UserTextFile.read("/no/such/script")
        }
        // A device that never ends is refused at 16 MB, not read until memory runs out.
        #expect(throws: UserTextFile.Failure.tooLarge(path: "/dev/zero")) { try UserTextFile.read("/dev/zero") }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(throws: UserTextFile.Failure.unreadable(path: folder.path, reason: "Is a directory")) {
            try UserTextFile.read(folder.path)
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// `obslab run --script` with a script saved on Windows: each line runs on its own.
    @Test func aScriptWithWindowsLineEndingsRuns() throws {
        let script = try save([0xEF, 0xBB, 0xBF] + Array("tap \"Add order\"\r\nexpect new OrderList runs 1\r\n".utf8),
                              as: "windows.obslab")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ObslabBinary.run(["run", "food-truck", "--script", script.path])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("✓ expect new OrderList runs 1"))
        #expect(!result.output.contains("\\u{d}"))
    }

    @Test func aScriptThatIsNotUTF8IsSaidToBeSo() throws {
        let script = try save(Array("tap \"Add order\"\n# caf".utf8) + [0xE9] + Array("\n".utf8), as: "latin1.obslab")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ObslabBinary.run(["run", "food-truck", "--script", script.path])
        #expect(run.errors.contains("latin1.obslab is not UTF-8 text: byte 0xE9 at offset 21 (line 2)"), "\(run.errors)")
        #expect(!run.errors.contains("cannot read"))
        let check = try ObslabBinary.run(["check", script.path])
        #expect(check.status != 0)
        #expect(check.output.contains("is not UTF-8 text: byte 0xE9 at offset 21 (line 2)"), "\(check.output)")
    }

    /// A piped script (`obslab < script`) may start with a byte order mark too.
    @Test func aPipedScriptMayStartWithAByteOrderMark() throws {
        let result = try ObslabBinary.run([], input: "\u{FEFF}load food-truck\r\ntap \"Add order\"\r\nexpect new OrderList runs 1\r\n")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("✓ expect new OrderList runs 1"))
        #expect(!result.output.contains("unknown command"))
    }
}

/// What was typed comes back short and harmless: a long label is named in 80 characters
/// however often it is named, and no control character reaches the terminal.
@MainActor
@Suite struct EchoedUserText {
    @Test func aLongQuotedPartIsShortenedAndCounted() {
        let label = String(repeating: "x", count: 1_000_000)
        #expect(EchoedText.shown("no button labelled \"\(label)\"; on screen: \"Add\"")
            == "no button labelled \"" + String(repeating: "x", count: 80) + "… (1000000 characters)\"; on screen: \"Add\"")
        #expect(EchoedText.shown("no scenario `\(label)`") == "no scenario `" + String(repeating: "x", count: 80)
            + "… (1000000 characters)`")
        // An escaped quote inside a quoted part does not end it.
        #expect(EchoedText.shorteningQuotedParts("type \"a\\\"b\" \"c\"") == "type \"a\\\"b\" \"c\"")
        #expect(EchoedText.shown("tap \"short\"") == "tap \"short\"")
        // A long crash message in an `expect` is shown whole.
        let crash = "expect old crash \"" + String(repeating: "c", count: 200) + "\""
        #expect(EchoedText.shown(crash) == crash)
        // Shown twice, the same.
        let once = EchoedText.shown("tap \"\(label)\"")
        #expect(EchoedText.shown(once) == once)
    }

    /// A 1 MB label in a script: the echo and the error of both variants were 3 MB.
    @Test func aScriptWithAHugeLabelPrintsLittle() {
        let (interpreter, transcript) = InterpreterCommands.loaded()
        let label = String(repeating: "x", count: 1_000_000)
        _ = interpreter.runScript("tap \"\(label)\"\nexpect \(label) runs 1\n", echo: true)
        #expect(transcript.text.utf8.count < 3_000, "\(transcript.text.utf8.count) bytes")
        #expect(transcript.text.contains("… (1000000 characters)\"; on screen: \"Add order\""))
    }

    @Test func controlCharactersInAnEchoedLineAreEscaped() {
        let (interpreter, transcript) = InterpreterCommands.loaded()
        _ = interpreter.runScript("tap \"a\u{1B}[31mb\"\nexpect \u{202E}OrderList runs 1\n", echo: true)
        #expect(!transcript.text.unicodeScalars.contains("\u{1B}"))
        #expect(!transcript.text.unicodeScalars.contains("\u{202E}"))
        #expect(transcript.text.contains("> tap \"a\\u{1b}[31mb\""))
        #expect(transcript.text.contains("expect \\u{202e}OrderList runs 1"))
    }
}

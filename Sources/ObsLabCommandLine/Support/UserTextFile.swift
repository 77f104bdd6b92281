import Foundation
import ObsLabEngine
#if canImport(Glibc)
import Glibc
#endif

/// A text file a user wrote (a script, a lesson, a Swift file), read as editors save
/// them: UTF-8, a leading byte order mark dropped, Windows line endings (CR LF) read as
/// one line break. A file that is not UTF-8 is refused with the place of its first byte
/// that is not, so that the user can find it.
enum UserTextFile {
    /// Why a file could not be read as text, in words for the user.
    enum Failure: Error, Equatable {
        /// The file could not be opened or read: `reason` is `strerror`'s words.
        case unreadable(path: String, reason: String)
        /// The file goes on past `UserTextFile.largest` bytes (`/dev/zero` never ends).
        case tooLarge(path: String)
        /// The byte at `offset` (from 0) on line `line` (from 1) does not belong to UTF-8.
        case notUTF8(path: String, offset: Int, byte: UInt8, line: Int)

        /// One sentence: `cannot read x.obslab (No such file or directory)`, or
        /// `x.obslab is not UTF-8 text: byte 0xE9 at offset 17 (line 2); save it as UTF-8`.
        var message: String { text(in: .english) }

        /// The sentence in `language`; the path and the system's reason stay as they are
        /// (the reason in glibc's Chinese where it has one).
        func text(in language: Language) -> String {
            switch self {
            case .unreadable(let path, let reason):
                let why = FileProblem(reason: reason).text(in: language)
                return language.pick("cannot read \(CommandTokenizer.printable(path)) (\(why))",
                                     "无法读取 \(CommandTokenizer.printable(path))（\(why)）")
            case .tooLarge(let path):
                return language.pick("cannot read \(CommandTokenizer.printable(path)): it is larger than 16 MB",
                                     "无法读取 \(CommandTokenizer.printable(path))：文件大于 16 MB")
            case .notUTF8(let path, let offset, let byte, let line):
                let hex = String(byte, radix: 16, uppercase: true)
                let shown = hex.count < 2 ? "0" + hex : hex
                return language.pick(
                    "\(CommandTokenizer.printable(path)) is not UTF-8 text: byte 0x\(shown) at offset \(offset) (line \(line)); save it as UTF-8",
                    "\(CommandTokenizer.printable(path)) 不是 UTF-8 文本：字节 0x\(shown) 位于偏移 \(offset)（第 \(line) 行）；请存为 UTF-8")
            }
        }
    }

    /// The most bytes read from one file: no script or source file comes near it, and a
    /// device that never ends (`run /dev/zero`) is refused when it is reached.
    static let largest = 16 << 20

    /// The text of the file at `path` (a pipe is read to its end, as `<(…)` gives).
    static func read(_ path: String) throws(Failure) -> String {
        try text(of: try bytes(of: path), path: path)
    }

    /// The bytes of the file, or why not in `strerror`'s words ("Is a directory"), not
    /// Foundation's ("The operation could not be completed").
    private static func bytes(of path: String) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            data.append(contentsOf: chunk[..<count])
            if data.count > largest { throw .tooLarge(path: path) }
        }
    }

    /// `data` as text, or where it stops being UTF-8.
    static func text(of data: Data, path: String) throws(Failure) -> String {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let skipped = data.count - bytes.count
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: break decoding
            case .error:
                let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                throw .notUTF8(path: path, offset: skipped + offset, byte: bytes[offset], line: line)
            }
        }
        return normalizingLineEnds(String(decoding: bytes, as: UTF8.self))
    }

    /// `text` with each CR LF as LF (Swift reads `"\r\n"` as one `Character`, which no
    /// split on `"\n"` finds) and a byte order mark at its start dropped.
    static func normalizingLineEnds(_ text: String) -> String {
        var text = text
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return text.contains("\r\n") ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
    }
}

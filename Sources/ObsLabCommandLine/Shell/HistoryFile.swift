import Foundation

/// The shell's history between sessions: one command per line in a UTF-8 file.
///
/// Each command is saved as soon as it is entered, so closing the terminal or killing the
/// shell loses nothing. A save reads the file again and appends this session's new
/// commands to what is there, so two shells open at once keep each other's commands, and
/// it replaces the file atomically (a temporary file, then a rename), writing through a
/// symbolic link to the file it names. A path that is not a regular file (a FIFO, a
/// folder) is never opened: history is then kept for this session only, and `problem`
/// says so.
struct HistoryFile {
    /// The file as given; writes go to the file it finally names.
    let location: URL
    /// How many commands the file keeps.
    let capacity: Int
    /// Why history is not saved, to tell the user once.
    private(set) var problem: String?

    init(location: URL, capacity: Int = 1000) {
        self.location = location
        self.capacity = capacity
        if case .unusable(let why) = Self.kind(of: target) {
            problem = "history is not saved: \(location.path) \(why)"
        }
    }

    /// The saved commands, oldest first.
    func load() -> [String] {
        guard problem == nil, case .regular = Self.kind(of: target),
              let data = FileManager.default.contents(atPath: target.path) else { return [] }
        return Self.entries(in: data)
    }

    /// Adds `command` to the file, keeping what other sessions appended.
    mutating func append(_ command: String) {
        guard problem == nil else { return }
        let file = target
        var entries = load()
        entries.append(command)
        let text = entries.suffix(capacity).joined(separator: "\n") + "\n"
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).writeAtomically(to: file)
        } catch {
            problem = "history is not saved: cannot write \(file.path) (\(error.plainFileReason))"
        }
    }

    /// Where writes go: the file a chain of symbolic links ends at.
    private var target: URL { location.finalLinkDestination }

    private enum Kind { case missing, regular, unusable(String) }

    private static func kind(of file: URL) -> Kind {
        var status = stat()
        guard stat(file.path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .unusable("is a folder")
        default: return .unusable("is not a regular file")
        }
    }

    /// Lines of the file. Files written by earlier versions through libedit start with
    /// `_HiStOrY_V2_` and encode characters as `\ooo` octal escapes.
    static func entries(in data: Data) -> [String] {
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init)
        guard lines.first == "_HiStOrY_V2_" else { return lines }
        lines.removeFirst()
        return lines.map(decodingOctalEscapes)
    }

    private static func decodingOctalEscapes(_ line: String) -> String {
        var bytes: [UInt8] = []
        let source = Array(line.utf8)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "\\"), index + 3 < source.count,
               let value = UInt8(String(decoding: source[(index + 1)...(index + 3)], as: UTF8.self), radix: 8) {
                bytes.append(value)
                index += 4
            } else if source[index] == UInt8(ascii: "\\"), index + 1 < source.count, source[index + 1] == UInt8(ascii: "\\") {
                bytes.append(UInt8(ascii: "\\"))
                index += 2
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

import Foundation

/// The shell's history between sessions: one command per line in a UTF-8 file.
///
/// Each command is saved as soon as it is entered, so closing the terminal or killing the
/// shell loses nothing. Two shells open at once keep each other's commands: a save holds
/// a lock (`FileLock`, on `.history.lock` beside the file) and appends its line to the
/// file with `O_APPEND`, so no save overwrites another's. When the file has grown past
/// its capacity by a tenth, the save that notices keeps the newest commands and replaces
/// the file atomically (a temporary file, then a rename), still under the lock. A
/// session's first save removes the temporary files of shells killed in the middle of
/// such a replacement (`.history.<pid>.tmp`, their process gone). Writes go
/// through a symbolic link to the file it names. A path that is not a regular file (a
/// FIFO, a folder) is never opened: history is then kept for this session only, and
/// `problem` says so.
struct HistoryFile {
    /// The file as given; writes go to the file it finally names.
    let location: URL
    /// How many commands the file keeps.
    let capacity: Int
    /// Why history is not saved, to tell the user once.
    private(set) var problem: ShellNote?
    /// Whether this session's first save has looked for temporary files left behind.
    private var leftoversRemoved = false

    init(location: URL, capacity: Int = 1000) {
        self.location = location
        self.capacity = capacity
        if case .unusable(let why) = Self.kind(of: target) {
            problem = .historyNotSaved(why == .folder ? .isAFolder(path: location.path) : .notARegularFile(path: location.path))
        }
    }

    /// The saved commands, oldest first: the newest `capacity` of them.
    func load() -> [String] {
        guard problem == nil, case .regular = Self.kind(of: target),
              let data = FileManager.default.contents(atPath: target.path) else { return [] }
        return Array(Self.entries(in: data).suffix(capacity))
    }

    /// Adds `command` to the file, keeping what other sessions appended.
    mutating func append(_ command: String) {
        guard problem == nil else { return }
        let file = target
        let removesLeftovers = !leftoversRemoved
        leftoversRemoved = true
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try FileLock.exclusive(beside: file) {
                if removesLeftovers { file.removeLeftoverTemporaryFiles() }
                let saved = FileManager.default.contents(atPath: file.path) ?? Data()
                if Self.takesAppends(saved, capacity: capacity) {
                    try Self.appendLine(command, to: file)
                } else {
                    let entries = (Self.entries(in: saved) + [command]).suffix(capacity)
                    try Data((entries.joined(separator: "\n") + "\n").utf8).writeAtomically(to: file)
                }
            }
        } catch {
            problem = .historyNotSaved(.cannotWrite(path: file.path, reason: FileProblem(reason: error.plainFileReason)))
        }
    }

    /// Whether a line can be appended to `saved` as it is: it is in this format (not
    /// libedit's), ends with a whole line, and has room before it must be trimmed.
    private static func takesAppends(_ saved: Data, capacity: Int) -> Bool {
        if saved.isEmpty { return true }
        guard saved.last == UInt8(ascii: "\n"), !saved.starts(with: Data(libeditHeader.utf8)) else { return false }
        let lines = saved.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return lines < capacity + max(1, capacity / 10)
    }

    /// Appends one line with `O_APPEND`: the kernel puts it at the end of the file as it
    /// is at that moment.
    private static func appendLine(_ command: String, to file: URL) throws {
        let descriptor = open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try Data((command + "\n").utf8).writeWhole(to: descriptor)
    }

    /// Where writes go: the file a chain of symbolic links ends at.
    private var target: URL { location.finalLinkDestination }

    private enum Kind { case missing, regular, unusable(Unusable) }
    private enum Unusable { case folder, other }

    private static func kind(of file: URL) -> Kind {
        var status = stat()
        guard stat(file.path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .unusable(.folder)
        default: return .unusable(.other)
        }
    }

    /// The first line of files written by earlier versions through libedit.
    private static let libeditHeader = "_HiStOrY_V2_"

    /// Lines of the file. Files written by earlier versions through libedit start with
    /// `_HiStOrY_V2_` and encode characters as `\ooo` octal escapes.
    static func entries(in data: Data) -> [String] {
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
            .map(String.init)
        guard lines.first == libeditHeader else { return lines }
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

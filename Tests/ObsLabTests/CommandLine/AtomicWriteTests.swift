import Foundation
import Testing
@testable import ObsLabCommandLine

/// The one writer of state files and reports.
@Suite struct AtomicWrites {
    /// A target that is not a regular file is written into, never replaced by a rename
    /// (`report --out /dev/full` once replaced the device with a file).
    @Test func aFIFOIsWrittenIntoNotReplaced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("out")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try Data("report\n".utf8).writeAtomically(to: fifo)
        var buffer = [UInt8](repeating: 0, count: 64)
        let got = read(reader, &buffer, buffer.count)
        #expect(got == 7 && String(decoding: buffer[..<max(got, 0)], as: UTF8.self) == "report\n")
        var status = stat()
        #expect(stat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
    }
}

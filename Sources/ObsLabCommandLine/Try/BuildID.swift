import Foundation

/// The GNU build ID the linker writes into an ELF executable (`.note.gnu.build-id`): the
/// same bytes for the same link, new bytes for any other. `obslab try` files the lab's
/// modules under it, so users' files are only ever compiled against the modules of the
/// binary that loads them.
enum BuildID {
    /// The build ID of the file at `path` in hex, or nil when it is not a 64-bit
    /// little-endian ELF file with one (the note is read from the program headers, which sit
    /// at the start of the file: a few kilobytes are read, whatever the file's size).
    static func of(fileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        func read(_ count: Int, at offset: UInt64) -> [UInt8]? {
            guard (try? handle.seek(toOffset: offset)) != nil,
                  let data = try? handle.read(upToCount: count), data.count == count else { return nil }
            return [UInt8](data)
        }
        guard let header = read(64, at: 0), header.starts(with: [0x7F, 0x45, 0x4C, 0x46]),
              header[4] == 2, header[5] == 1 else { return nil }
        let programHeaders = header.integer(at: 32, size: 8)
        let entrySize = header.integer(at: 54, size: 2)
        let count = header.integer(at: 56, size: 2)
        guard entrySize >= 56, count > 0, count < 256,
              let table = read(entrySize * count, at: UInt64(programHeaders)) else { return nil }
        for index in 0..<count {
            let entry = index * entrySize
            guard table.integer(at: entry, size: 4) == 4 else { continue }  // PT_NOTE
            let offset = table.integer(at: entry + 8, size: 8), size = table.integer(at: entry + 32, size: 8)
            guard size > 0, size < 1 << 16, let notes = read(size, at: UInt64(offset)) else { continue }
            if let id = buildID(inNotes: notes) { return id }
        }
        return nil
    }

    /// The build ID of the running executable.
    static var ofThisProcess: String? {
        of(fileAt: "/proc/self/exe")
    }

    /// Walks a note segment: name size, description size, type, then the name and the
    /// description, each padded to 4 bytes. The build ID is type 3 with the name "GNU".
    private static func buildID(inNotes notes: [UInt8]) -> String? {
        var position = 0
        while position + 12 <= notes.count {
            let nameSize = notes.integer(at: position, size: 4), descriptionSize = notes.integer(at: position + 4, size: 4)
            let type = notes.integer(at: position + 8, size: 4)
            let name = position + 12, description = name + (nameSize + 3) / 4 * 4
            let next = description + (descriptionSize + 3) / 4 * 4
            guard next <= notes.count else { return nil }
            if type == 3 && nameSize == 4 && notes[name..<name + 3].elementsEqual("GNU".utf8) && descriptionSize > 0 {
                return notes[description..<description + descriptionSize].map { String(format: "%02x", $0) }.joined()
            }
            position = next
        }
        return nil
    }
}

private extension [UInt8] {
    /// The little-endian unsigned integer of `size` bytes at `offset`.
    func integer(at offset: Int, size: Int) -> Int {
        guard offset >= 0, offset + size <= count else { return 0 }
        var value: UInt64 = 0
        for byte in self[offset..<offset + size].reversed() { value = value << 8 | UInt64(byte) }
        return value > UInt64(Int.max) ? 0 : Int(value)
    }
}

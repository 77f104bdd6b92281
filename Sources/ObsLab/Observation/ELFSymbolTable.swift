#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file an address of this process lies in and where that file is loaded, as
/// `dladdr` tells it (looked up at run time: it is a GNU extension the C module does not
/// declare), with the exported symbol at or before the address.
struct LoadedObject {
    var path: String
    var base: UInt
    var symbolName: String?
    var symbolAddress: UInt?

    private struct SharedObjectInfo {
        var fileName: UnsafePointer<CChar>?
        var base: UnsafeMutableRawPointer?
        var symbolName: UnsafePointer<CChar>?
        var symbolAddress: UnsafeMutableRawPointer?
    }

    private typealias AddressLookup = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32

    private static let addressLookup: AddressLookup? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "dladdr") else { return nil }
        return unsafeBitCast(symbol, to: AddressLookup.self)
    }()

    /// The loaded file holding `address`, if any.
    static func containing(_ address: UInt) -> LoadedObject? {
        guard let addressLookup, let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        var info = SharedObjectInfo()
        let found = withUnsafeMutableBytes(of: &info) { addressLookup(pointer, $0.baseAddress) }
        guard found != 0, let file = info.fileName.map({ String(cString: $0) }), let base = info.base else { return nil }
        return LoadedObject(path: file.isEmpty ? "/proc/self/exe" : file, base: UInt(bitPattern: base),
                            symbolName: info.symbolName.map { String(cString: $0) },
                            symbolAddress: info.symbolAddress.map { UInt(bitPattern: $0) })
    }

    /// The loaded file that exports `symbol`, found through `dlsym`.
    static func exporting(_ symbol: String) -> LoadedObject? {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, symbol) else { return nil }
        return containing(UInt(bitPattern: address))
    }
}

/// The static symbol table of one ELF file: the symbols are read once, their names on demand.
/// It lists local symbols too, which `dladdr` and `dlsym` do not see. ELF64, little-endian
/// only (x86_64 and arm64 Linux); any other file, or a stripped one, has no table.
final class ELFSymbolTable {
    private let descriptor: Int32
    private let symbols: [UInt8]
    private let strings: (offset: Int, size: Int)
    /// The lowest virtual address a loadable segment asks for (0 for position-independent files).
    private let firstVirtualAddress: UInt

    @MainActor private static var tables: [String: ELFSymbolTable?] = [:]

    /// The table of the file at `path`, read the first time it is asked for.
    @MainActor
    static func of(_ path: String) -> ELFSymbolTable? {
        if let known = tables[path] { return known }
        let table = ELFSymbolTable(path: path)
        tables[path] = .some(table)
        return table
    }

    private init?(path: String) {
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        let descriptor = descriptor
        func read(_ offset: Int, _ count: Int) -> [UInt8] {
            guard offset >= 0, count > 0, count < 1 << 30 else { return [] }
            var buffer = [UInt8](repeating: 0, count: count)
            let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return got == count ? buffer : []
        }
        func integer(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> Int {
            guard offset >= 0, offset + size <= bytes.count else { return 0 }
            var value = 0
            for index in (0..<size).reversed() { value = value << 8 | Int(bytes[offset + index]) }
            return value
        }
        let header = read(0, 64)
        guard header.count == 64, header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46,
              header[4] == 2, header[5] == 1 else {
            close(descriptor)
            return nil
        }
        let programHeaderSize = integer(header, 0x36, 2)
        let programHeaders = read(integer(header, 0x20, 8), programHeaderSize * integer(header, 0x38, 2))
        var lowest = UInt.max
        for start in stride(from: 0, to: programHeaders.count, by: max(1, programHeaderSize))
        where integer(programHeaders, start, 4) == 1 {   // PT_LOAD
            lowest = min(lowest, UInt(integer(programHeaders, start + 16, 8)))
        }
        firstVirtualAddress = lowest == .max ? 0 : lowest & ~UInt(0xFFF)
        let sectionSize = integer(header, 0x3A, 2)
        let sections = read(integer(header, 0x28, 8), sectionSize * integer(header, 0x3C, 2))
        var symbolSection: (Int, Int)?
        var stringSection = (0, 0)
        for start in stride(from: 0, to: sections.count, by: max(1, sectionSize))
        where integer(sections, start + 4, 4) == 2 {   // SHT_SYMTAB
            symbolSection = (integer(sections, start + 24, 8), integer(sections, start + 32, 8))
            let link = integer(sections, start + 40, 4) * sectionSize
            stringSection = (integer(sections, link + 24, 8), integer(sections, link + 32, 8))
            break
        }
        guard let symbolSection, case let table = read(symbolSection.0, symbolSection.1), !table.isEmpty else {
            close(descriptor)
            return nil
        }
        symbols = table
        strings = stringSection
    }

    /// The key path getter thunk (`…TK`) at `address`, for a file loaded at `base`.
    func keyPathGetter(at address: UInt, loadedAt base: UInt) -> String? {
        let target = UInt64(address &- (base &- firstVirtualAddress))
        var match: String?
        for entry in stride(from: 0, to: symbols.count - 23, by: 24) {
            let value = symbols.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self) }
            guard value == target else { continue }
            let nameOffset = symbols.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: entry, as: UInt32.self)) }
            guard let name = string(at: nameOffset), name.hasSuffix("TK") else { continue }
            if let match, match != name { return nil }   // two getters at one address: can't tell
            match = name
        }
        return match
    }

    /// Where the function called `name` is, for a file loaded at `base`: nil unless exactly
    /// one defined function has that name.
    func function(named name: String, loadedAt base: UInt) -> UInt? {
        let wanted = Array(name.utf8)
        var found: UInt?
        for entry in stride(from: 0, to: symbols.count - 23, by: 24) {
            let (nameOffset, kind, section, value) = symbols.withUnsafeBytes {
                (Int($0.loadUnaligned(fromByteOffset: entry, as: UInt32.self)), $0[entry + 4] & 0xF,
                 $0.loadUnaligned(fromByteOffset: entry + 6, as: UInt16.self),
                 $0.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self))
            }
            // STT_FUNC, defined in some section.
            guard kind == 2, section != 0, value != 0, nameOffset + wanted.count < strings.size,
                  let symbol = string(at: nameOffset), symbol.utf8.elementsEqual(wanted) else { continue }
            if found != nil { return nil }
            found = UInt(value) &+ (base &- firstVirtualAddress)
        }
        return found
    }

    private func string(at offset: Int) -> String? {
        guard offset < strings.size else { return nil }
        var buffer = [UInt8](repeating: 0, count: min(1_024, strings.size - offset))
        let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(strings.offset + offset)) }
        guard got > 0, let end = buffer[0..<got].firstIndex(of: 0) else { return nil }
        return String(decoding: buffer[..<end], as: UTF8.self)
    }
}

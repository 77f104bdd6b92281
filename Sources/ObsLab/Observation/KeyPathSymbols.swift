import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names the property behind a key path the way the toolchain's own `debugDescription`
/// does on Apple platforms: from the symbol of the getter the key path calls.
///
/// An `@Observable` property is computed (the macro moves its storage to `_name`), so its
/// key path holds a getter, a *key path getter thunk*, and on Linux `debugDescription`
/// prints only its address (`\Book.<computed 0x… (String)>`). The thunk's symbol names
/// the property (`key path getter for Book.title : String : Book`). The thunks are local
/// symbols, which `dladdr` does not see, so this reads them from the ELF symbol table of
/// the file that holds the address. A stripped binary has none: then it answers nil and
/// the caller falls back to what the object's stored fields can tell.
@MainActor
enum KeyPathSymbols {
    private static var tables: [String: SymbolTable?] = [:]

    /// The name of the last property `keyPath` goes through, if its description or its
    /// getter's symbol says it.
    static func propertyName(of keyPath: AnyKeyPath) -> String? {
        let description = keyPath.debugDescription
        guard let last = description.split(separator: ".").last.map(String.init) else { return nil }
        // A stored component prints its name: `\Point.x`.
        if !description.contains("<"), isIdentifier(last) { return last }
        guard let marker = description.range(of: "<computed 0x", options: .backwards) else { return nil }
        let hex = description[marker.upperBound...].prefix { $0.isHexDigit }
        guard let address = UInt(hex, radix: 16), address != 0 else { return nil }
        guard let symbol = symbolName(at: address), let demangled = demangle(symbol) else { return nil }
        return name(fromGetter: demangled)
    }

    /// `username` from `key path getter for App.Model.username : Swift.String : App.Model`.
    static func name(fromGetter demangled: String) -> String? {
        let prefix = "key path getter for "
        guard demangled.hasPrefix(prefix) else { return nil }
        let rest = demangled.dropFirst(prefix.count)
        let qualified = rest.range(of: " : ").map { rest[..<$0.lowerBound] } ?? rest
        guard let name = qualified.split(separator: ".").last.map(String.init), isIdentifier(name) else { return nil }
        return name
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    // MARK: Symbols

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

    private static func symbolName(at address: UInt) -> String? {
        guard let addressLookup, let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
        var info = SharedObjectInfo()
        let found = withUnsafeMutableBytes(of: &info) { addressLookup(pointer, $0.baseAddress) }
        guard found != 0 else { return nil }
        if let name = info.symbolName, let start = info.symbolAddress, UInt(bitPattern: start) == address {
            return String(cString: name)
        }
        guard let file = info.fileName.map({ String(cString: $0) }), let base = info.base else { return nil }
        let path = file.isEmpty ? "/proc/self/exe" : file
        if tables[path] == nil { tables[path] = .some(SymbolTable(path: path)) }
        guard let table = tables[path] ?? nil else { return nil }
        return table.keyPathGetter(at: address, loadedAt: UInt(bitPattern: base))
    }

    private static func demangle(_ symbol: String) -> String? {
        guard let result = symbol.withCString({ swiftDemangle($0, UInt(strlen($0)), nil, nil, 0) }) else { return nil }
        defer { free(result) }
        return String(cString: result)
    }
}

@_silgen_name("swift_demangle")
private func swiftDemangle(_ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt,
                           _ outputBuffer: UnsafeMutablePointer<CChar>?,
                           _ outputBufferSize: UnsafeMutablePointer<UInt>?, _ flags: UInt32) -> UnsafeMutablePointer<CChar>?

/// The static symbol table of one ELF file: the symbols are read once, their names on demand.
private final class SymbolTable {
    private let descriptor: Int32
    private let symbols: [UInt8]
    private let strings: (offset: Int, size: Int)
    /// The lowest virtual address a loadable segment asks for (0 for position-independent files).
    private let firstVirtualAddress: UInt

    init?(path: String) {
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
        // ELF64, little-endian only (x86_64 and arm64 Linux).
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

    private func string(at offset: Int) -> String? {
        guard offset < strings.size else { return nil }
        var buffer = [UInt8](repeating: 0, count: min(1_024, strings.size - offset))
        let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(strings.offset + offset)) }
        guard got > 0, let end = buffer[0..<got].firstIndex(of: 0) else { return nil }
        return String(decoding: buffer[..<end], as: UTF8.self)
    }
}

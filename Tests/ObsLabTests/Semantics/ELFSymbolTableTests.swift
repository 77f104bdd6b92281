import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine

// Where the lab finds Observation's scope functions (ObservationAccessScope, rule 2 of
// docs/rules/tracking-registrations.md): a loaded library's own symbol table, local
// symbols included. Anything it cannot read gives no answer, never a wrong address.
@MainActor
@Suite struct ELFSymbolTables {
    @Test func aLocalFunctionOfTheObservationLibraryIsFoundInsideIt() throws {
        let library = try #require(LoadedObject.exporting("$s11Observation0A9RegistrarVACycfC"))
        #expect(library.path.hasSuffix("libswiftObservation.so"))
        let table = try #require(ELFSymbolTable.of(library.path))
        let address = try #require(table.function(named: "_swift_observation_tls_get", loadedAt: library.base))
        // The address lies in the same loaded file, and is no exported symbol's.
        let found = try #require(LoadedObject.containing(address))
        #expect(found.path == library.path)
        #expect(found.symbolAddress != address)
    }

    @Test func aNameNoFunctionHasGivesNothing() throws {
        let library = try #require(LoadedObject.exporting("$s11Observation0A9RegistrarVACycfC"))
        let table = try #require(ELFSymbolTable.of(library.path))
        #expect(table.function(named: "_swift_observation_tls_get_", loadedAt: library.base) == nil)
        #expect(table.function(named: "", loadedAt: library.base) == nil)
    }

    @Test func aFileThatIsNoELFHasNoTable() throws {
        let path = "/tmp/obslab-not-elf-\(getpid())"
        _ = FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\necho not an ELF file\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(ELFSymbolTable.of(path) == nil)
        #expect(ELFSymbolTable.of("/no/such/file") == nil)
        #expect(LoadedObject.exporting("no_such_symbol_anywhere") == nil)
    }

    @Test func aTruncatedELFFileHasNoTable() throws {
        // A valid ELF64 little-endian header whose section table lies past the end of the file.
        var header = [UInt8](repeating: 0, count: 64)
        header[0...5] = [0x7F, 0x45, 0x4C, 0x46, 2, 1]
        header[0x28] = 0xFF; header[0x29] = 0xFF          // e_shoff
        header[0x3A] = 64; header[0x3C] = 30              // e_shentsize, e_shnum
        let path = "/tmp/obslab-truncated-elf-\(getpid())"
        _ = FileManager.default.createFile(atPath: path, contents: Data(header))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(ELFSymbolTable.of(path) == nil)
    }
}

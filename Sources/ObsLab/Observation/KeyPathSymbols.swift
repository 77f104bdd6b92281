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
/// the file that holds the address (`ELFSymbolTable`). A stripped binary has none: then it
/// answers nil and the caller falls back to what the object's stored fields can tell.
@MainActor
enum KeyPathSymbols {
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

    private static func symbolName(at address: UInt) -> String? {
        guard let object = LoadedObject.containing(address) else { return nil }
        if let name = object.symbolName, object.symbolAddress == address { return name }
        return ELFSymbolTable.of(object.path)?.keyPathGetter(at: address, loadedAt: object.base)
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

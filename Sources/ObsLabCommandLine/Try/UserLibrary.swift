import Foundation

/// A user's compiled files, loaded into this process. The library's references to the lab
/// bind to this binary's own symbols (it is linked with `--export-dynamic`), so the views
/// it builds are the lab's views, and the lab drives them as its own.
///
/// A library stays loaded for the life of the process: Swift's runtime keeps its type
/// metadata and conformances. An edited file is a new library, loaded beside the old one.
enum UserLibrary {
    private typealias Entry = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> Void

    /// What the library's entry point hands over (see `EntryPoint`).
    @MainActor
    static func items(in library: URL) throws -> [Any] {
        guard let handle = dlopen(library.path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "no reason given"
            throw TryEnvironmentFailure("cannot load your compiled files (\(library.path)): \(reason)")
        }
        guard let symbol = dlsym(handle, EntryPoint.symbol) else {
            throw TryEnvironmentFailure("\(library.path) has no \(EntryPoint.symbol); delete it and try again")
        }
        UserCrashReport.install(libraryOf: symbol)
        var result: UnsafeMutableRawPointer?
        unsafeBitCast(symbol, to: Entry.self)(&result)
        guard let result, let items = Unmanaged<AnyObject>.fromOpaque(result).takeRetainedValue() as? [Any] else {
            throw TryEnvironmentFailure("\(library.path) handed over nothing the lab can show")
        }
        return items
    }
}

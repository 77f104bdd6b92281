import Foundation

/// The package `obslab try` builds a user's files in: under the user's cache folder
/// (`$XDG_CACHE_HOME/obslab/try/<key>` or `~/.cache/obslab/try/<key>`), never beside
/// their files. The files are copied in (only when changed, so a second build
/// recompiles only what was edited), next to a generated entry point that hands their
/// previews to the lab's command line.
struct TryWorkspace {
    /// The user's files, as given and as absolute paths.
    let files: [URL]
    /// ObsLab's own package, which the workspace depends on.
    let labPackage: URL
    let folder: URL
    let languageMode: Int

    static let userModule = "UserCode"
    static let product = "obslab-try"

    init(files: [URL], labPackage: URL, languageMode: Int, cacheRoot: URL) {
        self.files = files
        self.labPackage = labPackage
        self.languageMode = languageMode
        let key = ([labPackage.path, "swift\(languageMode)"] + files.map(\.path).sorted()).joined(separator: "\n")
        folder = cacheRoot.appendingPathComponent(Self.stableHash(key))
    }

    /// `$XDG_CACHE_HOME/obslab/try`, or `~/.cache/obslab/try`.
    static func defaultCacheRoot() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty {
            return URL(fileURLWithPath: cache).appendingPathComponent("obslab/try")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/obslab/try")
    }

    var userSources: URL { folder.appendingPathComponent("Sources/\(Self.userModule)") }
    var entrySource: URL { folder.appendingPathComponent("Sources/\(Self.product)/main.swift") }
    var executable: URL { folder.appendingPathComponent(".build/debug/\(Self.product)") }

    /// The copy of `file` the compiler reads, and back.
    func copy(of file: URL) -> URL { userSources.appendingPathComponent(file.lastPathComponent) }
    func original(ofCopyAt path: String) -> URL? {
        files.first { copy(of: $0).path == path }
    }

    /// Writes the package, the files and the entry point; files whose text is unchanged
    /// are left alone.
    func write(entryPoint: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: userSources, withIntermediateDirectories: true)
        try manager.createDirectory(at: entrySource.deletingLastPathComponent(), withIntermediateDirectories: true)
        try writeIfChanged(manifest, to: folder.appendingPathComponent("Package.swift"))
        forgetBuildIfTheLabsFilesChanged()
        let wanted = Set(files.map { copy(of: $0).lastPathComponent })
        for stale in (try? manager.contentsOfDirectory(atPath: userSources.path)) ?? [] where !wanted.contains(stale) {
            try? manager.removeItem(at: userSources.appendingPathComponent(stale))
        }
        for file in files {
            try writeIfChanged(try UserTextFile.read(file.path), to: copy(of: file))
        }
        try writeIfChanged(entryPoint, to: entrySource)
    }

    /// The package manager does not notice files added to or removed from a path
    /// dependency in a build folder it planned before; after the lab's own files change
    /// (an update of ObsLab), the workspace builds again from scratch.
    private func forgetBuildIfTheLabsFilesChanged() {
        let manager = FileManager.default
        let sources = labPackage.appendingPathComponent("Sources")
        let files = (manager.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []).sorted()
        let stamp = Self.stableHash(files.joined(separator: "\n"))
        let stampFile = folder.appendingPathComponent("lab-files.stamp")
        let previous = try? String(contentsOf: stampFile, encoding: .utf8)
        guard previous != stamp else { return }
        if previous != nil { try? manager.removeItem(at: folder.appendingPathComponent(".build")) }
        try? Data(stamp.utf8).write(to: stampFile, options: .atomic)
    }

    private func writeIfChanged(_ text: String, to file: URL) throws {
        if let existing = try? String(contentsOf: file, encoding: .utf8), existing == text { return }
        let manager = FileManager.default
        let previous = (try? manager.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
        try Data(text.utf8).write(to: file, options: .atomic)
        // The compiler's incremental build compares modification times: an edit saved
        // within a second of the last copy must still look newer.
        if let previous, let written = (try? manager.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date,
           written.timeIntervalSince(previous) < 1 {
            try? manager.setAttributes([.modificationDate: previous.addingTimeInterval(1)], ofItemAtPath: file.path)
        }
    }

    /// The workspace's manifest: the user's files as one module, and the entry point.
    var manifest: String {
        WorkspaceManifest(packageName: "ObsLabTry", labPackage: labPackage, languageMode: languageMode,
                          userModules: [Self.userModule], executable: Self.product).text
    }

    /// FNV-1a, 64 bits, in hex: the same folder for the same files on every run.
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

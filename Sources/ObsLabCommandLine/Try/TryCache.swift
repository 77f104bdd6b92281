import Foundation

/// Where `obslab try` keeps what it compiles: `$XDG_CACHE_HOME/obslab/try` or
/// `~/.cache/obslab/try`, never beside the user's files.
///
///     try/
///       lab-<build ID>/          one lab build: its modules, and users' files compiled against them
///         kit/                   the lab's modules and macro plugin, copied from its build folder
///         module-cache/          the compiler's cache of C modules
///         builds/<key>/          one set of files, as a library the lab loads
///
/// Everything is written into a folder of its own (`….tmp-<pid>`) and renamed into place
/// when complete, so two tries at once never see each other's half-written files and a
/// try killed in the middle leaves nothing that the next one would use.
struct TryCache {
    let root: URL

    /// `$XDG_CACHE_HOME/obslab/try`, or `~/.cache/obslab/try`.
    static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty {
            return URL(fileURLWithPath: cache).appendingPathComponent("obslab/try")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/obslab/try")
    }

    /// How many compiled file sets a lab build keeps; the least recently used go first.
    static let keptBuilds = 64
    /// How many lab builds are kept besides the one running.
    static let keptLabs = 2

    /// The folder of the lab build `buildID`, made if needed, its use recorded.
    func labFolder(buildID: String) throws -> URL {
        let folder = root.appendingPathComponent("lab-" + buildID.prefix(20))
        try Self.makeFolder(folder)
        Self.markUsed(folder)
        makeCurrent(folder)
        return folder
    }

    /// `current`: a link to the folder of the lab build that ran last, so that an editor's
    /// `compile_commands.json` stays right when obslab is updated.
    var current: URL { root.appendingPathComponent("current") }

    /// Points `current` at `labFolder` (a new link renamed over the old one).
    func makeCurrent(_ labFolder: URL) {
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: current.path)) == labFolder.lastPathComponent { return }
        let link = Self.temporaryFolder(for: current)
        unlink(link.path)
        guard symlink(labFolder.lastPathComponent, link.path) == 0, rename(link.path, current.path) == 0 else {
            unlink(link.path)
            return
        }
    }

    /// Removes what earlier runs left: the half-written folders of processes that are gone,
    /// the least recently used compiled sets past `keptBuilds`, and the folders of lab
    /// builds other than `current` past `keptLabs`. Best effort: a folder another process
    /// removes first is simply gone.
    func removeStale(current labFolder: URL) {
        let manager = FileManager.default
        for folder in [root, labFolder, labFolder.appendingPathComponent("builds")] {
            for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
                guard let pid = Self.writer(ofTemporaryName: name), !Self.isRunning(pid) else { continue }
                try? manager.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        Self.removeLeastRecentlyUsed(in: labFolder.appendingPathComponent("builds"), keeping: Self.keptBuilds)
        Self.removeLeastRecentlyUsed(in: root, keeping: Self.keptLabs + 1, except: labFolder.lastPathComponent,
                                     where: { $0.hasPrefix("lab-") })
    }

    /// A folder for this process to write into before renaming it to `final`.
    static func temporaryFolder(for final: URL) -> URL {
        final.deletingLastPathComponent().appendingPathComponent(final.lastPathComponent + ".tmp-\(getpid())")
    }

    /// Renames `temporary` to `final`; when another process got there first, its folder
    /// stands (it holds the same) and this one is removed.
    static func publish(_ temporary: URL, as final: URL) throws {
        if rename(temporary.path, final.path) == 0 { return }
        let failure = errno
        try? FileManager.default.removeItem(at: temporary)
        guard failure == EEXIST || failure == ENOTEMPTY else {
            throw TryEnvironmentFailure("cannot write the cache folder \(final.deletingLastPathComponent().path): "
                + String(cString: strerror(failure)))
        }
    }

    /// Makes `folder` and its parents, or says plainly why it cannot (`mkdir` itself, for
    /// its `errno`: Foundation reports most refusals as one unknown write error).
    static func makeFolder(_ folder: URL) throws {
        var path = ""
        for component in folder.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            guard mkdir(path, 0o755) != 0 else { continue }
            let failure = errno
            var status = stat()
            if failure == EEXIST, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
            throw TryEnvironmentFailure("cannot write the cache folder \(path): "
                + String(cString: strerror(failure == EEXIST ? ENOTDIR : failure)))
        }
    }

    /// Records a use of `folder` in its modification time, which the pruning reads.
    static func markUsed(_ folder: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
    }

    /// `name.tmp-<pid>` → pid (a link as well as a folder).
    static func writer(ofTemporaryName name: String) -> pid_t? {
        guard let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
        return pid_t(name[marker.upperBound...])
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }

    private static func removeLeastRecentlyUsed(in folder: URL, keeping count: Int, except kept: String? = nil,
                                                where included: (String) -> Bool = { _ in true }) {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { included($0) && $0 != kept && writer(ofTemporaryName: $0) == nil }
        guard names.count > count - (kept == nil ? 0 : 1) else { return }
        let byUse = names.map { name -> (String, Date) in
            let date = (try? manager.attributesOfItem(atPath: folder.appendingPathComponent(name).path))?[.modificationDate]
            return (name, date as? Date ?? .distantPast)
        }.sorted { $0.1 == $1.1 ? $0.0 < $1.0 : $0.1 > $1.1 }
        for (name, _) in byUse.dropFirst(count - (kept == nil ? 0 : 1)) {
            try? manager.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// FNV-1a, 64 bits, in hex: the same name for the same text on every run.
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

import Foundation

/// Waits for a save of any of a few files, as `obslab try --watch` does. It polls each
/// file's status ten times a second: editors save by writing in place or by renaming a new
/// file over the old one, and a status that changed (inode, size or time) catches both.
struct FileWatcher {
    let paths: [String]
    private var lastSeen: [FileStatus?]

    init(paths: [String]) {
        self.paths = paths
        lastSeen = paths.map(FileStatus.init(path:))
    }

    /// Returns once a file has changed since the last call, and then stayed unchanged for a
    /// moment (an editor may write a file in several steps).
    mutating func waitForChange(pollInterval: useconds_t = 100_000) {
        while true {
            usleep(pollInterval)
            var now = paths.map(FileStatus.init(path:))
            guard now != lastSeen else { continue }
            repeat {
                lastSeen = now
                usleep(pollInterval / 2)
                now = paths.map(FileStatus.init(path:))
            } while now != lastSeen
            return
        }
    }
}

/// What a save changes of a file.
private struct FileStatus: Equatable {
    let inode: UInt64
    let size: Int64
    let modified: timespec

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modified = status.st_mtim
    }

    static func == (lhs: FileStatus, rhs: FileStatus) -> Bool {
        lhs.inode == rhs.inode && lhs.size == rhs.size
            && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
    }
}

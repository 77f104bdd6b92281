import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive advisory lock (`flock`) on a lock file beside a state file, held while
/// one process reads and changes that file, so that processes sharing it (two shells)
/// take turns.
///
/// The lock is on a file of its own, `.<name>.lock`, not on the state file: a state file
/// replaced by a rename is another file, and a lock on the old one would guard nothing.
/// Locks belong to the open file, so two threads that each take one exclude each other
/// too. Where the file system has no locks (`ENOLCK`), the work runs unlocked rather
/// than not at all.
enum FileLock {
    /// Runs `body` holding the lock for `file`, after waiting for any other holder.
    /// Throws when the lock file cannot be opened (a folder that cannot be written).
    static func exclusive<Result>(beside file: URL, _ body: () throws -> Result) throws -> Result {
        let path = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        return try body()
    }
}

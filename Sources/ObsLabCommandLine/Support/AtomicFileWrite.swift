import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Data {
    /// Writes these bytes to a temporary file beside `target`, then renames it over `target`:
    /// a reader sees the old file or the new one, never a part. A target that exists and
    /// is not a regular file (`/dev/stdout`, `/dev/full`, a FIFO) is written into instead,
    /// never replaced.
    func writeAtomically(to target: URL) throws {
        var status = stat()
        if stat(target.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
            let descriptor = open(target.path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            defer { close(descriptor) }
            return try writeWhole(to: descriptor)
        }
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failure: Int32 = 0
        do {
            try writeWhole(to: descriptor)
        } catch {
            failure = (error as? POSIXError)?.code.rawValue ?? EIO
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0, rename(temporary.path, target.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary.path)
            throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
        }
    }
}

extension URL {
    /// Removes the temporary files that `writeAtomically(to:)` left beside this file in
    /// processes killed in the middle of a save: each `.<name>.<pid>.tmp` whose process
    /// no longer runs, or is this one (which is not saving while it calls this). A file
    /// of a running process is left alone: it may be writing it now.
    func removeLeftoverTemporaryFiles() {
        let folder = deletingLastPathComponent()
        let prefix = ".\(lastPathComponent).", suffix = ".tmp"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            guard let pid = pid_t(name.dropFirst(prefix.count).dropLast(suffix.count)), pid > 0 else { continue }
            if pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH) {
                unlink(folder.appendingPathComponent(name).path)
            }
        }
    }
}

extension Error {
    /// Why a file operation failed, as `strerror` says it ("Permission denied"), without
    /// Foundation's "The operation could not be completed." frame.
    var plainFileReason: String {
        if let posix = self as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let underlying = (self as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(code))) }
        // Foundation on Linux often gives only its own code: said as strerror says it.
        let equivalents: [CocoaError.Code: Int32] = [
            .fileNoSuchFile: ENOENT, .fileReadNoSuchFile: ENOENT, .fileReadNoPermission: EACCES,
            .fileWriteNoPermission: EACCES, .fileWriteOutOfSpace: ENOSPC, .fileWriteVolumeReadOnly: EROFS,
            .fileWriteFileExists: EEXIST, .fileReadTooLarge: EFBIG, .fileWriteInvalidFileName: EINVAL,
        ]
        if let cocoa = self as? CocoaError, let code = equivalents[cocoa.code] { return String(cString: strerror(code)) }
        if let cocoa = self as? CocoaError { return "the file system refused (Foundation's error \(cocoa.code.rawValue))" }
        return localizedDescription
    }
}

import Foundation

/// Errors of the file system said as a user reads them: "the disk is full", not
/// "NSCocoaErrorDomain error 640" or "The operation could not be completed".
enum SystemError {
    /// The sentence for an `errno` value.
    static func sentence(errno code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: "the disk is full"
        case EROFS: "the file system is read-only"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR, EEXIST: "a file stands where a folder is needed"
        case ENOENT: "no such file or folder"
        case EMFILE, ENFILE: "too many files are open"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The sentence for an error thrown by Foundation's file APIs: the `errno` underneath
    /// when there is one, else the Cocoa code's meaning.
    static func sentence(for error: Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return sentence(errno: Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return sentence(errno: Int32(underlying.code))
        }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileWriteOutOfSpace: return sentence(errno: ENOSPC)
        case .fileWriteVolumeReadOnly: return sentence(errno: EROFS)
        case .fileWriteNoPermission, .fileReadNoPermission: return sentence(errno: EACCES)
        case .fileNoSuchFile, .fileReadNoSuchFile: return sentence(errno: ENOENT)
        case .fileWriteFileExists: return sentence(errno: EEXIST)
        case .fileReadInapplicableStringEncoding: return "the file is not UTF-8 text"
        default: return "the file system refused (\(error.domain) \(error.code))"
        }
    }
}

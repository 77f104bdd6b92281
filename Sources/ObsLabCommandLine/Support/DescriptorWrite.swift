import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Data {
    /// Writes all of these bytes to an open file, again after a short write or an
    /// interrupted one; throws the first other error.
    func writeWhole(to descriptor: Int32) throws {
        var failure: Int32 = 0
        withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, failure == 0 {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = errno }
                } else {
                    offset += written
                }
            }
        }
        if failure != 0 { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
    }
}

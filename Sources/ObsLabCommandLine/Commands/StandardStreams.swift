import Foundation

/// Writes to standard output and standard error without buffering, and never traps.
///
/// Foundation's `FileHandle.write(_:)` traps when the write fails and `print` drops the
/// failure silently. Here a failed write to standard output (a closed descriptor, a full
/// disk) prints `obslab: cannot write to standard output: <reason>` on standard error and
/// ends the process with status 1. A reader that went away (`obslab … | head -1`) ends it
/// quietly, by the default action of SIGPIPE, as `cat` and `grep` end.
public enum StandardStreams {
    /// Makes SIGPIPE end the process quietly, whatever the runtime set up before.
    public static func endQuietlyOnClosedPipe() {
        signal(SIGPIPE, SIG_DFL)
    }

    /// Writes `text` and a newline to standard output.
    public static func printLine(_ text: String) {
        write(text + "\n", to: STDOUT_FILENO, name: "standard output")
    }

    /// Writes `text` to standard output as it is.
    public static func print(_ text: String) {
        write(text, to: STDOUT_FILENO, name: "standard output")
    }

    /// Writes `bytes` to standard output as they are (`StandardOutputLines`' buffer).
    static func write(bytes: [UInt8]) {
        write(bytes, to: STDOUT_FILENO, name: "standard output")
    }

    /// Writes `text` and a newline to standard error; a failure there has nowhere to be told.
    public static func printError(_ text: String) {
        writeError(text + "\n")
    }

    /// Writes `text` to standard error as it is (progress that rewrites its line, say).
    public static func writeError(_ text: String) {
        _ = writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32, name: String) {
        write(Array(text.utf8), to: descriptor, name: name)
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, name: String) {
        // Text printed with `print` earlier must come first.
        fflush(nil)
        let error = writeAll(bytes, to: descriptor)
        guard error != 0 else { return }
        if error == EPIPE {
            // SIGPIPE is ignored (the runtime may have done so): end as it would have.
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        printError("obslab: cannot write to \(name): \(String(cString: strerror(error)))")
        exit(1)
    }

    /// Writes every byte, retrying after interruptions; returns 0 or the `errno` that stopped it.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}

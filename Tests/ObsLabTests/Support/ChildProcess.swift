import Foundation

extension FileHandle {
    /// Writes `data` to a child process's input. A child that has gone (a time limit can
    /// kill it on a loaded machine) fails the write and the test that waits for its
    /// answer, not the whole test process: SIGPIPE is ignored here, as servers do.
    func writeToChild(_ data: Data) {
        _ = BrokenPipe.ignored
        try? write(contentsOf: data)
    }
}

private enum BrokenPipe {
    static let ignored: Void = { signal(SIGPIPE, SIG_IGN) }()
}

/// Runs a child process to its end and collects what it wrote.
enum ChildProcess {
    /// Starts `process`, writes `input` to its standard input, and waits for it. Standard
    /// error goes to a file, not a second pipe: a pipe read only after standard output is
    /// done would block a child writing more than 64 KB to it (a cold `obslab try` build).
    static func run(_ process: Process, input: String? = nil) throws -> (status: Int32, output: String, errors: String) {
        let stdin = Pipe(), stdout = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let stderr = try FileHandle(forWritingTo: errorFile)
        if input != nil { process.standardInput = stdin }
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        if let input {
            stdin.fileHandleForWriting.writeToChild(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try stderr.close()
        let errors = try Data(contentsOf: errorFile)
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}

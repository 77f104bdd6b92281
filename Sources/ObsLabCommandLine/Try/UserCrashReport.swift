import Foundation
#if canImport(Glibc)
import Glibc
#endif

@_silgen_name("backtrace")
private func systemBacktrace(_ buffer: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ size: Int32) -> Int32

/// glibc's `Dl_info`, which Swift's Glibc module does not show (it needs `_GNU_SOURCE`).
private struct LoadedObjectInfo {
    var fileName: UnsafePointer<CChar>?
    var base: UnsafeMutableRawPointer?
    var symbolName: UnsafePointer<CChar>?
    var symbolAddress: UnsafeMutableRawPointer?
}

@_silgen_name("dladdr")
private func loadedObject(_ address: UnsafeRawPointer, _ info: UnsafeMutablePointer<LoadedObjectInfo>) -> Int32

@_silgen_name("swift_demangle")
private func swiftDemangle(_ name: UnsafePointer<CChar>, _ length: Int, _ output: UnsafeMutablePointer<CChar>?,
                           _ outputLength: UnsafeMutablePointer<Int>?, _ flags: UInt32) -> UnsafeMutablePointer<CChar>?

/// A crash in a user's own code (`fatalError`, a failed `precondition`, a force unwrap of
/// nil, an index out of range) told at the user's own `file:line`, with the lab's frames
/// folded (docs/rules/command-line-failures.md, "A crash in your code").
///
/// Swift's runtime prints `UserCode/File.swift:15: Fatal error: <message>` and traps; its
/// backtracer then prints some 120 lines, most of them the lab's. Once a user's library is
/// loaded, this replaces the backtracer's handler for the trap signals: when a frame of
/// the stack is in a user's library, it prints the user's frames (`addr2line` gives their
/// `path:line`), each run of the lab's frames between them as one line, and the process
/// ends with the signal as before. A crash with no frame of a user's library goes to the
/// handler that was there (the runtime's backtracer). `SWIFT_BACKTRACE` set in the
/// environment keeps the runtime's full backtrace.
enum UserCrashReport {
    static let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]
    /// The load addresses of the users' libraries loaded so far.
    nonisolated(unsafe) private static var libraries: [UInt] = []
    /// The handlers in place before, by signal.
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
    nonisolated(unsafe) private static var symbolizer: String?

    /// Counts the library that holds `symbol` as the user's, and installs the handler
    /// the first time.
    @MainActor
    static func install(libraryOf symbol: UnsafeMutableRawPointer) {
        var info = LoadedObjectInfo()
        guard loadedObject(symbol, &info) != 0, let base = info.base else { return }
        libraries.append(UInt(bitPattern: base))
        guard previous.isEmpty, ProcessInfo.processInfo.environment["SWIFT_BACKTRACE", default: ""].isEmpty else { return }
        symbolizer = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { $0 + "/addr2line" }.first { access($0, X_OK) == 0 }
        // The first call loads the unwinder, which a crash must not have to do.
        var warm = [UnsafeMutableRawPointer?](repeating: nil, count: 4)
        _ = systemBacktrace(&warm, 4)
        // A stack of its own, so that a stack overflow in a body is reported too.
        var stack = stack_t()
        stack.ss_size = 256 * 1024
        stack.ss_sp = malloc(stack.ss_size)
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = { signal, _, _ in UserCrashReport.crashed(signal) }
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(signal, &action, &old)
            previous[signal] = old
        }
    }

    /// One frame of the crashed stack: in a user's library (its file and the address in
    /// it), or the lab's (the runtime's, the system's).
    struct Frame: Hashable {
        var library: String?
        var address: UInt = 0
    }

    private static func crashed(_ signal: Int32) {
        // Whatever happens here (a crash inside malloc), the process ends within 10 s.
        alarm(10)
        var buffer = [UnsafeMutableRawPointer?](repeating: nil, count: 256)
        let count = Int(systemBacktrace(&buffer, Int32(buffer.count)))
        var frames: [Frame] = []
        for address in buffer[..<max(0, count)] {
            guard let address else { continue }
            var info = LoadedObjectInfo()
            if loadedObject(address, &info) != 0, let base = info.base, libraries.contains(UInt(bitPattern: base)),
               let name = info.fileName {
                // A return address: the call is the instruction before it.
                frames.append(Frame(library: String(cString: name), address: UInt(bitPattern: address) - UInt(bitPattern: base) - 1))
            } else {
                frames.append(Frame())
            }
        }
        let places = frames.contains(where: { $0.library != nil }) ? symbolize(frames) : [:]
        guard !places.isEmpty else {
            // Not the user's code (or no line of it known): the handler before (the
            // runtime's backtracer) takes it when the instruction traps again.
            if var old = previous[signal] { sigaction(signal, &old, nil) }
            return
        }
        let report = Self.report(frames, places: places)
        report.withCString { _ = write(STDERR_FILENO, $0, strlen($0)) }
        var fallback = sigaction()
        fallback.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(signal, &fallback, nil)
    }

    /// The report: the user's frames as `path:line: …`, the innermost first; before the
    /// first, the runtime's own frames (its trap) are left out; each run of other frames
    /// between or after them is one line.
    static func report(_ frames: [Frame], places: [Frame: (place: String, function: String)]) -> String {
        var lines: [String] = []
        var folded = 0
        func fold() {
            if folded > 0 {
                lines.append("  … \(folded) frame\(folded == 1 ? "" : "s") of the lab")
                folded = 0
            }
        }
        for frame in frames.drop(while: { $0.library == nil }) {
            guard frame.library != nil, let (place, function) = places[frame] else {
                folded += 1
                continue
            }
            fold()
            lines.append(place + ": " + (lines.isEmpty ? "crashed in " : "called from ") + function)
        }
        if folded > 0 {
            lines.append("  … \(folded) frame\(folded == 1 ? "" : "s") of the lab (SWIFT_BACKTRACE=enable=yes shows every frame)")
        }
        guard !lines.isEmpty else { return "" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each user frame's `path:line` and function, by `addr2line`; a frame the compiler
    /// made (a protocol witness) or without a line is left out.
    private static func symbolize(_ frames: [Frame]) -> [Frame: (place: String, function: String)] {
        guard let symbolizer else { return [:] }
        var places: [Frame: (place: String, function: String)] = [:]
        let user = frames.filter { $0.library != nil }
        for library in Set(user.compactMap(\.library)) {
            let asked = user.filter { $0.library == library }
            let output = run(symbolizer, ["-f", "-e", library] + asked.map { "0x" + String($0.address, radix: 16) })
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, frame) in asked.enumerated() where 2 * index + 1 < lines.count {
                let place = lines[2 * index + 1].split(separator: " ").first.map(String.init) ?? ""
                guard !place.hasPrefix("??"), !place.contains("<compiler-generated>"), !place.hasSuffix(":0") else { continue }
                places[frame] = (place, demangled(lines[2 * index]))
            }
        }
        return places
    }

    /// `$s8UserCode11ContentViewV5checkyS2iF` as `ContentView.check(Int) -> Int`, a
    /// closure without its type (`closure #1 in ContentView.body`).
    static func demangled(_ symbol: String) -> String {
        guard let text = symbol.withCString({ swiftDemangle($0, strlen($0), nil, nil, 0) }) else { return symbol }
        defer { free(text) }
        return simplified(String(cString: text))
    }

    static func simplified(_ name: String) -> String {
        var name = name
        for module in [UserLibraryBuild.moduleName, "Swift", "ObsLab", "SwiftUI"] {
            name = name.replacingOccurrences(of: module + ".", with: "")
        }
        name = name.replacingOccurrences(of: #"(closure #\d+) .*? in "#, with: "$1 in ", options: .regularExpression)
        return name.replacingOccurrences(of: ".getter : some", with: "")
            .replacingOccurrences(of: #" : some$"#, with: "", options: .regularExpression)
    }

    /// What `executable` with `arguments` prints on standard output.
    private static func run(_ executable: String, _ arguments: [String]) -> String {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { return "" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let child = fork()
        if child == 0 {
            dup2(pipe[1], STDOUT_FILENO)
            close(pipe[0])
            let null = open("/dev/null", O_WRONLY)
            dup2(null, STDERR_FILENO)
            execv(executable, argv)
            _exit(127)
        }
        close(pipe[1])
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while child > 0 {
            let got = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if got <= 0 { break }
            output += chunk[..<got]
        }
        close(pipe[0])
        var status: Int32 = 0
        if child > 0 { waitpid(child, &status, 0) }
        return String(decoding: output, as: UTF8.self)
    }
}

import Foundation

/// Allocations per body: calls to `malloc` (and its siblings) that valgrind's callgrind
/// counts inside `measuredWork` of one of this binary's `--callgrind` cases. Counts, not
/// times: the same on a busy machine as on an idle one. Nil when valgrind or objcopy is
/// missing.
enum Allocations {
    static let allocators: Set<String> = ["malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"]

    /// Calls to an allocator per body in the callgrind case `name`, which runs `bodies` bodies.
    static func perBody(case name: String, bodies: Int) -> Double? {
        guard let calls = calls(inCase: name) else { return nil }
        return Double(calls) / Double(bodies)
    }

    static func calls(inCase name: String) -> Int? {
        let directory = FileManager.default.temporaryDirectory
        let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(name)"
        let copy = directory.appendingPathComponent("obslab-benchmark-\(unique)").path
        let output = directory.appendingPathComponent("callgrind.out.obslab-\(unique)").path
        defer {
            try? FileManager.default.removeItem(atPath: copy)
            try? FileManager.default.removeItem(atPath: output)
        }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL.path
        // valgrind 3.19 cannot read the DWARF 5 that Swift 6 writes; the symbols are enough.
        guard run("/usr/bin/env", ["objcopy", "--strip-debug", binary, copy]),
              run("/usr/bin/env", ["valgrind", "--tool=callgrind", "--callgrind-out-file=\(output)",
                                   "--toggle-collect=*measuredWork*", copy, "--callgrind", name]),
              let text = try? String(contentsOfFile: output, encoding: .utf8) else { return nil }
        return allocatorCalls(inCallgrindOutput: text)
    }

    /// Sums the `calls=` lines whose callee is an allocator. Callgrind names a function
    /// once as `(id) name` and afterwards by `(id)` alone.
    static func allocatorCalls(inCallgrindOutput text: String) -> Int {
        var names: [Substring: Substring] = [:]
        var calleeIsAllocator = false
        var total = 0
        for line in text.split(separator: "\n") {
            if line.hasPrefix("cfn=") || line.hasPrefix("fn=") {
                let value = line.drop { $0 != "=" }.dropFirst()
                var name = value
                if value.hasPrefix("("), let close = value.firstIndex(of: ")") {
                    let id = value[...close]
                    let rest = value[value.index(after: close)...].drop { $0 == " " }
                    if rest.isEmpty { name = names[id] ?? "" } else { names[id] = rest; name = rest }
                }
                if line.hasPrefix("cfn=") { calleeIsAllocator = allocators.contains(String(name)) }
            } else if line.hasPrefix("calls="), calleeIsAllocator {
                total += Int(line.dropFirst(6).prefix { $0.isNumber }) ?? 0
            }
        }
        return total
    }

    private static func run(_ executable: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

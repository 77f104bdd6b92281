import Foundation
import Testing
@testable import ObsLabCommandLine

/// `obslab try`'s cache under load and after accidents: tries at once, a try killed while it
/// compiles, a damaged library, the editor's file, and `--watch`. Each test has a cache of
/// its own, so the lab's modules are copied in afresh, as on a new machine.
@Suite(.serialized) struct TryCacheRobustness {
    /// A folder for one test, inside the package's `.build` (never /tmp: two checkouts
    /// testing at once must not share it).
    static func folder(_ name: String) throws -> URL {
        let folder = TryingUsersFiles.cache.deletingLastPathComponent().appendingPathComponent("try-\(name)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func writeCounter(named name: String, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("\(name).swift")
        try TryingUsersFiles.counter.replacingOccurrences(of: "ContentView", with: name)
            .replacingOccurrences(of: "CounterApp", with: "\(name)App")
            .write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// A started `obslab` whose output goes to files, read when it has ended.
    final class Started {
        let process = Process()
        let output: URL, errors: URL

        init(_ arguments: [String], cache: URL, logs: URL) throws {
            output = logs.appendingPathComponent("out-\(UUID().uuidString)")
            errors = logs.appendingPathComponent("err-\(UUID().uuidString)")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.executableURL = ObslabBinary.binary
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = cache.path
            environment["NO_COLOR"] = "1"
            process.environment = environment
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }

        var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
        var printedErrors: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

        /// Waits until `condition` holds of what it printed, or `seconds` pass.
        func wait(upTo seconds: Double, until condition: (Started) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition(self) { return true }
                usleep(20_000)
            }
            return condition(self)
        }
    }

    @Test func triesAtOnceAllSucceed() throws {
        let folder = try Self.folder("at-once")
        let cache = folder.appendingPathComponent("cache")
        let first = try Self.writeCounter(named: "FirstView", in: folder)
        let second = try Self.writeCounter(named: "SecondView", in: folder)
        let script = folder.appendingPathComponent("checks.obslab")
        try "tap \"Add\"\nexpect NameView runs 0\n".write(to: script, atomically: true, encoding: .utf8)
        // Two of the same file and one of another, on an empty cache: all three copy the
        // lab's modules and compile at the same moment.
        let runs = try [first, first, second].map { file in
            try Started(["try", file.path, "--script", script.path], cache: cache, logs: folder)
        }
        for run in runs {
            run.process.waitUntilExit()
            #expect(run.process.terminationStatus == 0, "\(run.printed)\(run.printedErrors)")
            #expect(run.printed.contains("✓ expect NameView runs 0"), "\(run.printed)")
        }
        let lab = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("obslab/try").path)
            .first { $0.hasPrefix("lab-") })
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        let builds = try FileManager.default.contentsOfDirectory(
            atPath: cache.appendingPathComponent("obslab/try/\(lab)/builds").path)
        #expect(builds.count == 2, "one compiled library per set of files: \(builds)")
    }

    /// A test's folder, its cache, a counter view named `view` and the arguments that try it
    /// with an empty script.
    static func emptyScriptTry(_ name: String, view: String) throws -> (folder: URL, cache: URL, arguments: [String]) {
        let folder = try Self.folder(name)
        let file = try Self.writeCounter(named: view, in: folder)
        let script = folder.appendingPathComponent("empty.obslab")
        try "".write(to: script, atomically: true, encoding: .utf8)
        return (folder, folder.appendingPathComponent("cache"), ["try", file.path, "--script", script.path])
    }

    @Test func aTryKilledWhileCompilingLeavesNothingTheNextUses() throws {
        let (folder, cache, arguments) = try Self.emptyScriptTry("killed", view: "KilledView")
        let killed = try Started(arguments, cache: cache, logs: folder)
        // Killed once the compiler runs: its half-written folder is in the cache.
        let compiling = killed.wait(upTo: 60) { $0.printedErrors.contains("compiling") }
        usleep(200_000)
        kill(killed.process.processIdentifier, SIGKILL)
        killed.process.waitUntilExit()
        #expect(compiling, "\(killed.printedErrors)")

        let next = try Started(arguments, cache: cache, logs: folder)
        next.process.waitUntilExit()
        #expect(next.process.terminationStatus == 0, "\(next.printed)\(next.printedErrors)")
        #expect(next.printed.contains("KilledView.swift —"), "\(next.printed)")
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "what the killed try left is removed: \(leftovers)")
    }

    @Test func aDamagedLibraryIsCompiledAgain() throws {
        let (folder, cache, arguments) = try Self.emptyScriptTry("damaged", view: "DamagedView")
        let first = try Started(arguments, cache: cache, logs: folder)
        first.process.waitUntilExit()
        #expect(first.process.terminationStatus == 0, "\(first.printedErrors)")
        let libraries = try #require(FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(UserLibraryBuild.libraryName) }
        #expect(libraries.count == 1)
        for library in libraries {
            try Data("not a library".utf8).write(to: cache.appendingPathComponent(library))
        }
        let second = try Started(arguments, cache: cache, logs: folder)
        second.process.waitUntilExit()
        #expect(second.process.terminationStatus == 0, "\(second.printed)\(second.printedErrors)")
        #expect(second.printedErrors.contains("compiling DamagedView.swift"), "\(second.printedErrors)")
    }

    /// `--watch` answers again after a save, with the new file's behaviour, and shows a
    /// compile error at the user's line without ending.
    @Test func watchRunsAgainOnEverySave() throws {
        let folder = try Self.folder("watch")
        let cache = folder.appendingPathComponent("cache")
        let file = try Self.writeCounter(named: "WatchedView", in: folder)
        let script = folder.appendingPathComponent("checks.obslab")
        try "tap \"Add\"\nexpect NameView runs 0\n".write(to: script, atomically: true, encoding: .utf8)
        let watching = try Started(["try", file.path, "--watch", "--script", script.path], cache: cache, logs: folder)
        defer {
            watching.process.terminate()
            watching.process.waitUntilExit()
        }
        #expect(watching.wait(upTo: 60) { $0.printedErrors.contains("watching") }, "\(watching.printedErrors)")
        #expect(watching.printed.contains("✓ expect NameView runs 0"), "\(watching.printed)")

        // A save that breaks the file: the error at the user's line, and the watch goes on.
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "Text(model.name)", with: "Text(model.nmae)").write(to: file, atomically: true, encoding: .utf8)
        let saved = Date()
        #expect(watching.wait(upTo: 30) { $0.printedErrors.contains("\(file.path):24:20: error:") }, "\(watching.printedErrors)")
        #expect(Date().timeIntervalSince(saved) < 10)

        // Fixed, and now NameView reads the count too: the script's expectation fails.
        try text.replacingOccurrences(of: "Text(model.name)", with: "Text(model.name + \"\\(model.count)\")")
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(watching.wait(upTo: 30) { $0.printed.contains("preview: NameView ran 1 time, expected 0") }, "\(watching.printed)")
        #expect(watching.process.isRunning)
    }

    /// `--editor` writes what sourcekit-lsp needs: the toolchain's language server then
    /// type-checks the file against the lab (a misspelt member is found, `import SwiftUI`
    /// is not an error) and jumps from `Text` to the lab's own declaration.
    @Test(.enabled(if: LanguageServer.isAvailable, "sourcekit-lsp is not on the PATH"), .timeLimit(.minutes(3)))
    func theEditorsLanguageServerResolvesTheLab() throws {
        let folder = try Self.folder("editor")
        let cache = folder.appendingPathComponent("cache")
        let file = try Self.writeCounter(named: "EditedView", in: folder)
        let editor = try Started(["try", file.path, "--editor"], cache: cache, logs: folder)
        editor.process.waitUntilExit()
        #expect(editor.process.terminationStatus == 0, "\(editor.printedErrors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("compile_commands.json").path))

        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "Text(model.name)", with: "Text(model.nmae)")
        let server = try LanguageServer(root: folder)
        defer { server.stop() }
        let diagnostics = try server.open(file, text: text)
        #expect(diagnostics.contains { $0.contains("has no member 'nmae'") }, "\(diagnostics)")
        #expect(!diagnostics.contains { $0.contains("no such module") }, "\(diagnostics)")
        let lines = text.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("Text(\"Count") })
        let column = try #require(lines[line].range(of: "Text(")).lowerBound.utf16Offset(in: lines[line]) + 1
        let definition = try server.definition(in: file, line: line, character: column)
        #expect(definition.contains("Sources/ObsLab/"), "\(definition)")
    }
}

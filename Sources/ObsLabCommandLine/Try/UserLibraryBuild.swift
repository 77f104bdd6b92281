import Foundation

/// A user's files compiled, as they are and where they are, into a shared library against
/// the lab's modules: one `swiftc` run of the user's files and the generated entry point,
/// nothing of the lab compiled again.
///
/// A library is filed under a key made of everything that shapes it (the files' paths and
/// texts, the entry point, the language mode), so the same files are compiled once, an
/// edit compiles anew, and any set of files seen before answers at once.
struct UserLibraryBuild {
    let kit: LabKit
    /// The cache folder of the running lab build.
    let labFolder: URL
    let files: [UserSourceFile]
    let entryPoint: EntryPoint
    let languageMode: Int

    static let moduleName = "UserCode"
    static let libraryName = "libUserCode.so"

    /// Compiler errors at the user's own files.
    struct Failure: Error {
        /// The compiler's errors.
        let errors: [CompilerDiagnostic]
        /// Each error as `file:line:column: error: message`, the line and a caret.
        let lines: [String]
    }

    var key: String {
        var text = "obslab-try 1\nswift \(languageMode)\n" + entryPoint.source
        for file in files { text += "\0" + file.url.path + "\0" + file.text }
        return TryCache.stableHash(text)
    }

    var folder: URL { labFolder.appendingPathComponent("builds").appendingPathComponent(key) }
    var library: URL { folder.appendingPathComponent(Self.libraryName) }

    /// Whether these files were compiled before.
    var isCompiled: Bool { FileManager.default.fileExists(atPath: library.path) }

    /// The library, compiled now unless an earlier try compiled the same files. Throws a
    /// `Failure` when the files do not compile, a `TryEnvironmentFailure` when the machine
    /// refused (no compiler, a full disk).
    func compile() throws -> URL {
        if isCompiled {
            TryCache.markUsed(folder)
            return library
        }
        try TryCache.makeFolder(folder.deletingLastPathComponent())
        let temporary = TryCache.temporaryFolder(for: folder)
        try? FileManager.default.removeItem(at: temporary)
        try TryCache.makeFolder(temporary)
        do {
            let entry = temporary.appendingPathComponent(EntryPoint.fileName)
            try Data(entryPoint.source.utf8).write(to: entry)
            let output = try SwiftCompiler.run(arguments(entry: entry, output: temporary.appendingPathComponent(Self.libraryName)))
            guard output.status == 0 else { throw failure(output.text, entry: entry) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        try TryCache.publish(temporary, as: folder)
        return library
    }

    /// The arguments of `swiftc` for the files, the entry point at `entry` and the library
    /// at `output`; also what an editor's language server is given (without the output).
    func arguments(entry: URL?, output: URL?) -> [String] {
        var arguments = ["-module-name", Self.moduleName, "-parse-as-library", "-swift-version", String(languageMode),
                         "-Onone", "-g",
                         // As Xcode's app template compiles an app target today.
                         "-default-isolation", "MainActor",
                         "-diagnostic-style", "llvm",
                         "-module-cache-path", labFolder.appendingPathComponent("module-cache").path]
        arguments += kit.compilerArguments
        // What Apple's Foundation brings into every file (Combine's names, Observation,
        // Dispatch, FoundationNetworking), so a model file that imports only Foundation
        // compiles as in Xcode; SwiftUI's names stay behind `import SwiftUI`. `import Combine`
        // names the same module: OpenCombine, with Foundation's publishers and schedulers.
        arguments += ["-Xfrontend", "-import-module", "-Xfrontend", LabKit.foundationModule,
                      "-module-alias", "Combine=" + LabKit.foundationModule]
        if let output {
            // A `@main` app's entry point is renamed so it never stands in for the lab's; the
            // library binds its own symbols to itself, so a later version of the same files,
            // loaded beside it, uses its own code.
            arguments += ["-emit-library", "-o", output.path,
                          "-Xfrontend", "-entry-point-function-name", "-Xfrontend", "obslab_user_main",
                          "-Xlinker", "-Bsymbolic"]
        }
        return arguments + files.map(\.url.path) + (entry.map { [$0.path] } ?? [])
    }

    private func failure(_ output: String, entry: URL) -> Error {
        let errors = CompilerDiagnostic.errors(in: output)
        var lines: [String] = []
        for error in errors {
            if let file = files.first(where: { $0.url.path == error.path }) {
                lines += error.rendered(source: file.text)
            } else if error.path == entry.path {
                lines.append("error: \(error.message) (in the code `try` adds to show your previews"
                    + (entryPoint.root.map { " and --root \($0)" } ?? "") + ")")
            } else {
                lines += error.rendered(source: nil)
            }
        }
        guard lines.isEmpty else { return Failure(errors: errors, lines: lines) }
        let tail = output.split(separator: "\n").suffix(6).joined(separator: "\n")
        if output.contains("No space left on device") {
            return TryEnvironmentFailure("cannot compile into \(labFolder.path): " + String(cString: strerror(ENOSPC)))
        }
        return TryEnvironmentFailure("the compiler stopped without an error in your files:\n" + tail)
    }
}

/// A user's file as read for one try.
struct UserSourceFile {
    let url: URL
    let text: String
}

/// The toolchain's `swiftc`, as `obslab try` runs it.
enum SwiftCompiler {
    /// `OBSLAB_SWIFTC`, else `swiftc` on the `PATH`.
    static var executable: String {
        ProcessInfo.processInfo.environment["OBSLAB_SWIFTC"].flatMap { $0.isEmpty ? nil : $0 } ?? "swiftc"
    }

    /// Runs the compiler with `arguments`; its standard output and error together.
    static func run(_ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw TryEnvironmentFailure("cannot run the Swift compiler: " + error.plainFileReason)
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            throw TryEnvironmentFailure("`try` compiles your files with \(executable), which is not on the PATH "
                + "(set OBSLAB_SWIFTC to the compiler that built obslab)")
        }
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

import ArgumentParser
import Foundation
import ObsLab
import ObsLabEngine

/// `obslab try File.swift…`: your own SwiftUI files, unchanged, in the lab.
struct TryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "try",
        abstract: "Open your own SwiftUI files in the lab: their #Previews, as the shell's variants.",
        discussion: """
            Only your files are compiled (`import SwiftUI` gives the lab's runtime), against the lab's \
            own modules, and loaded into this process: a second or two the first time, nothing for files \
            tried before. Compiled files are kept under ~/.cache/obslab/try, never beside yours. Each \
            #Preview is a variant; without one, name the root view with --root. With --script, runs the \
            script in batch mode and exits non-zero when an `expect` fails; with --watch, runs again on \
            every save.

            Examples:
              obslab try ContentView.swift
              obslab try ContentView.swift Model.swift --root ContentView
              obslab try ContentView.swift --script checks.obslab
              obslab try ContentView.swift --watch --script checks.obslab
              obslab try ContentView.swift --serve
              obslab try ContentView.swift --editor
            """)

    @Argument(help: "Your Swift files (.swift).", completion: .file(extensions: ["swift"]))
    var files: [String]

    @Option(help: "The view to render when the files have no #Preview (a type with an init()).")
    var root: String?

    @Option(help: "Run this script in batch mode instead of opening the shell.", completion: .file())
    var script: String?

    @Option(help: "With --script: text, json (the trace), junit or github (the script's results for CI).")
    var format: OutputFormat = .text

    @Option(help: "With --script: which previews to run (a preview's name, or all).")
    var variant: String = "all"

    @Option(name: .customLong("swift"), help: "The Swift language mode of your files: 5 (as Xcode's app template) or 6.")
    var languageMode: Int = 5

    @Flag(help: "Run again each time a file (or the script) is saved, until Ctrl-C.")
    var watch = false

    @Flag(help: "Open the live page (as `obslab serve` does) on your files instead of the shell.")
    var serve = false

    @Option(help: "With --serve: the port to listen on (0: any free port).")
    var port: Int = 8080

    @Flag(help: "Write compile_commands.json beside the files, so your editor's Swift language server resolves `import SwiftUI` against the lab.")
    var editor = false

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("name at least one .swift file") }
        for file in files where !file.hasSuffix(".swift") {
            throw ValidationError("\(CommandTokenizer.printable(file)) is not a Swift file (.swift)")
        }
        guard [5, 6].contains(languageMode) else { throw ValidationError("--swift must be 5 or 6") }
        if serve && script != nil { throw ValidationError("give --serve or --script, not both") }
        if watch && serve { throw ValidationError("give --watch or --serve, not both") }
        if editor && (watch || serve || script != nil) { throw ValidationError("--editor only writes the editor's file; give it alone") }
        guard (0...65535).contains(port) else { throw ValidationError("--port is 0…65535") }
        if let root, root.isEmpty || !root.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
            throw ValidationError("--root takes a type name, such as ContentView")
        }
        if let script, !FileManager.default.isReadableFile(atPath: script) {
            throw ValidationError("cannot read the script \(CommandTokenizer.printable(script))")
        }
    }

    func run() throws {
        let status = MainActor.assumeIsolated { () -> Int32 in
            do {
                if editor { return try writeEditorFile() }
                if watch { return watchFiles() }
                return try open(try loader.scenario(paths: files, root: root))
            } catch let failure as UserLibraryBuild.Failure {
                StandardStreams.writeError(failure.report)
                return 1
            } catch let failure as TryEnvironmentFailure {
                // Not a usage error: the command line was right, the machine refused.
                StandardStreams.printError("obslab: \(failure.message)")
                return 1
            } catch let problem as UserFilesProblem {
                StandardStreams.printError("Error: \(problem.text(in: .english))")
                return LabCommandLine.usageErrorStatus
            } catch let error as ValidationError {
                StandardStreams.printError("Error: \(error.message)")
                return LabCommandLine.usageErrorStatus
            } catch {
                StandardStreams.printError("obslab: \(error)")
                return 1
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private var loader: UserCodeLoader {
        UserCodeLoader(languageMode: languageMode) { names in
            StandardStreams.writeError("compiling \(names.joined(separator: ", ")) against the lab\n")
        }
    }

    /// Runs the script, serves the page or opens the shell on `scenario`.
    @MainActor
    private func open(_ scenario: Scenario) throws -> Int32 {
        CatalogStore.scenarios.removeAll { $0.id == scenario.id }
        CatalogStore.scenarios.insert(scenario, at: 0)
        if let script {
            let text: String
            do throws(UserTextFile.Failure) {
                text = try UserTextFile.read(script)
            } catch {
                throw ValidationError(error.message)
            }
            return BatchRun(scenario: scenario, variant: variant == "all" ? "both" : variant, parameters: [],
                            format: format.rawValue, style: TerminalStyle.make()).run(script: text, file: script)
        }
        if watch {
            return BatchRun(scenario: scenario, variant: "both", parameters: [], format: format.rawValue,
                            style: TerminalStyle.make()).run()
        }
        if serve {
            let command = try ServeCommand.parse([scenario.id, "--port", String(port)])
            try command.run()
            return 0
        }
        return Shell(catalog: CatalogStore.scenarios, lessons: CatalogStore.lessons,
                     language: LessonLanguage.resolve(nil), style: TerminalStyle.make(),
                     opening: "load " + CommandTokenizer.quote(scenario.id)).run()
    }

    /// `--watch`: runs, then again after every save of a file or of the script, until the
    /// process is ended. A compile error is shown and the next save awaited.
    @MainActor
    private func watchFiles() -> Int32 {
        StopSignals.unblock()
        let watched = files + (script.map { [$0] } ?? [])
        var watcher = FileWatcher(paths: watched)
        let names = watched.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
        while true {
            do {
                _ = try open(try loader.scenario(paths: files, root: root))
            } catch let failure as UserLibraryBuild.Failure {
                StandardStreams.writeError(failure.report)
            } catch let failure as TryEnvironmentFailure {
                StandardStreams.printError("obslab: \(failure.message)")
            } catch let problem as UserFilesProblem {
                StandardStreams.printError("Error: \(problem.text(in: .english))")
            } catch let error as ValidationError {
                StandardStreams.printError("Error: \(error.message)")
            } catch {
                StandardStreams.printError("obslab: \(error)")
            }
            StandardStreams.writeError("watching \(names): save to run again, Ctrl-C to stop\n")
            watcher.waitForChange()
            StandardStreams.printLine("")
        }
    }

    /// `--editor`: `compile_commands.json` beside the first file, for sourcekit-lsp.
    @MainActor
    private func writeEditorFile() throws -> Int32 {
        let loader = self.loader
        let sources = try loader.read(files)
        // Through the cache's `current` link: the file stays right after obslab is updated
        // (and tried once), while the lab folder's own name changes.
        let built = try loader.build(files: sources, entryPoint: EntryPoint(scans: [], root: nil))
        let current = loader.cache.current
        let build = UserLibraryBuild(kit: LabKit(folder: current.appendingPathComponent("kit")), labFolder: current,
                                     files: sources, entryPoint: built.entryPoint, languageMode: languageMode)
        let folder = sources[0].url.deletingLastPathComponent()
        let file = folder.appendingPathComponent("compile_commands.json")
        do {
            try Data(EditorCompileCommands(build: build).json.utf8).writeAtomically(to: file)
        } catch {
            throw TryEnvironmentFailure("cannot write \(file.path): " + error.plainFileReason)
        }
        StandardStreams.printLine("wrote \(file.path): open \(folder.path) in an editor with the Swift extension "
            + "(sourcekit-lsp), and `import SwiftUI` resolves to the lab")
        return 0
    }
}

extension UserLibraryBuild.Failure {
    /// The errors, then one line that says what they are.
    var report: String {
        lines.joined(separator: "\n") + "\nerror: your files did not compile against the lab\n"
    }
}

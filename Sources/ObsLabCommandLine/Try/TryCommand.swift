import ArgumentParser
import Foundation

/// `obslab try File.swift…`: your own SwiftUI files, unchanged, in the lab.
struct TryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "try",
        abstract: "Open your own SwiftUI files in the lab: their #Previews, as the shell's variants.",
        discussion: """
            The files are compiled against the lab (`import SwiftUI` gives the lab's runtime) in a \
            cached build folder under ~/.cache/obslab/try, never beside them; the first build takes \
            a few minutes, later ones seconds. Each #Preview is a variant; without one, name the root \
            view with --root. With --script, runs the script in batch mode and exits non-zero when an \
            `expect` fails.

            Examples:
              obslab try ContentView.swift
              obslab try ContentView.swift Model.swift --root ContentView
              obslab try ContentView.swift --script checks.obslab
              obslab try ContentView.swift --serve
            """)

    @Argument(help: "Your Swift files (.swift).")
    var files: [String]

    @Option(help: "The view to render when the files have no #Preview (a type with an init()).")
    var root: String?

    @Option(help: "Run this script in batch mode instead of opening the shell.")
    var script: String?

    @Option(help: "With --script: text, json (the trace), junit or github (the script's results for CI).")
    var format: OutputFormat = .text

    @Option(help: "With --script: which previews to run (a preview's name, or all).")
    var variant: String = "all"

    @Option(name: .customLong("swift"), help: "The Swift language mode of your files: 5 (as Xcode's app template) or 6.")
    var languageMode: Int = 5

    @Flag(help: "Open the live page (as `obslab serve` does) on your files instead of the shell.")
    var serve = false

    @Option(help: "With --serve: the port to listen on (0: any free port).")
    var port: Int = 8080

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("name at least one .swift file") }
        for file in files where !file.hasSuffix(".swift") {
            throw ValidationError("\(file) is not a Swift file (.swift)")
        }
        guard [5, 6].contains(languageMode) else { throw ValidationError("--swift must be 5 or 6") }
        if serve && script != nil { throw ValidationError("give --serve or --script, not both") }
        guard (0...65535).contains(port) else { throw ValidationError("--port is 0…65535") }
        if let root, root.isEmpty || !root.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
            throw ValidationError("--root takes a type name, such as ContentView")
        }
    }

    func run() throws {
        do {
            try launchLab()
        } catch let failure as TryEnvironmentFailure {
            // Not a usage error: the command line was right, the machine refused.
            StandardStreams.printError("obslab: \(failure.message)")
            throw ExitCode.failure
        }
    }

    private func launchLab() throws {
        var arguments: [String]
        let launch = try UserFileLaunch(paths: files, root: root, languageMode: languageMode)
        if let script {
            let scriptURL = URL(fileURLWithPath: script)
            guard FileManager.default.isReadableFile(atPath: scriptURL.path) else {
                throw ValidationError("cannot read \(script)")
            }
            arguments = ["run", launch.scenarioID, "--script", scriptURL.path, "--format", format.rawValue,
                         "--variant", variant == "all" ? "both" : variant]
        } else if serve {
            arguments = ["serve", launch.scenarioID, "--port", String(port)]
        } else {
            arguments = ["shell", "--load", launch.scenarioID]
        }
        try launch.buildAndRun(arguments: arguments)
    }
}

/// A failure of the machine rather than of the command line: exit status 1, not 2.
struct TryEnvironmentFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Compiles a user's files into a lab of their own and runs it in place of this process.
struct UserFileLaunch {
    let workspace: TryWorkspace
    let entryPoint: EntryPoint
    var scenarioID: String { entryPoint.scenarioID }

    /// Reads and checks the files; throws a `ValidationError` that says what to change.
    init(paths: [String], root: String?, languageMode: Int) throws {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let files = paths.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL }
        var scans: [UserSourceScan] = []
        var names: Set<String> = []
        for (path, file) in zip(paths, files) {
            let text: String
            do {
                text = try UserTextFile.read(path)
            } catch {
                throw ValidationError(error.message)
            }
            guard names.insert(file.lastPathComponent).inserted else {
                throw ValidationError("two files are named \(file.lastPathComponent); Swift needs different names")
            }
            scans.append(UserSourceScan(fileName: file.lastPathComponent, text: text))
        }
        let hasRoot = root != nil || scans.contains { !$0.previews.isEmpty || !$0.previewProviders.isEmpty || $0.app != nil }
        guard hasRoot else {
            let views = scans.flatMap(\.views)
            throw ValidationError("no #Preview in \(paths.joined(separator: ", ")): add `#Preview { ContentView() }`, "
                + "or name the view to render with --root"
                + (views.isEmpty ? "" : " (views found: \(views.joined(separator: ", ")))"))
        }
        guard let lab = LabSources.packageRoot() else {
            throw TryEnvironmentFailure("`try` compiles your files against ObsLab's sources, which were not found; "
                + "set OBSLAB_SOURCE to the folder of ObsLab's Package.swift")
        }
        workspace = TryWorkspace(files: files, labPackage: lab, languageMode: languageMode,
                                 cacheRoot: TryWorkspace.defaultCacheRoot())
        entryPoint = EntryPoint(scans: scans, files: files.map { ($0.lastPathComponent, $0.path) }, root: root)
    }

    /// Builds the workspace (progress on standard error) and replaces this process with
    /// the built lab, run with `arguments`. Returns only by throwing.
    func buildAndRun(arguments: [String]) throws {
        let terminal = isatty(STDERR_FILENO) != 0
        do {
            try workspace.write(entryPoint: entryPoint.source)
        } catch {
            throw TryEnvironmentFailure("cannot write the build folder \(workspace.folder.path): \(error.plainFileReason)")
        }
        let firstBuild = !FileManager.default.fileExists(atPath: workspace.executable.path)
        StandardStreams.writeError("compiling \(workspace.files.map(\.lastPathComponent).joined(separator: ", ")) against the lab"
            + (firstBuild ? " (the first build takes a few minutes; later ones, seconds)" : "")
            + " in \(workspace.folder.path)\n")
        do {
            try WorkspaceBuild(workspace: workspace, showsLiveProgress: terminal).run()
        } catch let failure as WorkspaceBuild.Failure {
            let report = failure.diagnostics.isEmpty ? failure.output : failure.diagnostics.joined(separator: "\n")
            StandardStreams.writeError(report + "\nerror: your files did not compile against the lab\n")
            throw ExitCode(1)
        }
        let argv = ([workspace.executable.path] + arguments).map { strdup($0) } + [nil]
        execv(workspace.executable.path, argv)
        throw TryEnvironmentFailure("cannot start \(workspace.executable.path): \(String(cString: strerror(errno)))")
    }
}

/// Where ObsLab's own package is: `OBSLAB_SOURCE`, or the checkout this binary was built from.
enum LabSources {
    static func packageRoot(filePath: String = #filePath) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [URL] = []
        if let chosen = environment["OBSLAB_SOURCE"], !chosen.isEmpty { candidates.append(URL(fileURLWithPath: chosen)) }
        // Sources/ObsLabCommandLine/Try/TryCommand.swift → the package root.
        candidates.append(URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
        return candidates.first { root in
            let manifest = root.appendingPathComponent("Package.swift")
            guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
            return text.contains("\"ObsLabCommandLine\"")
        }?.standardizedFileURL
    }
}

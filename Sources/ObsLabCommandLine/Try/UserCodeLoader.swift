import ArgumentParser
import Foundation
import ObsLab
import ObsLabEngine

/// Opens a user's own Swift files in this process: reads them, compiles them against the
/// lab's modules (or finds them compiled by an earlier try), loads the library and hands
/// back their previews as a scenario the shell, `run` and `serve` drive like any other.
@MainActor
struct UserCodeLoader {
    var cache = TryCache(root: TryCache.defaultRoot())
    /// The Swift language mode of the files: 5, as Xcode's app template, or 6.
    var languageMode = 5
    /// Told, before a compile, which files are being compiled.
    var willCompile: (_ fileNames: [String]) -> Void = { _ in }

    /// The scenario of the files at `paths`, `root` naming the view to render when they
    /// have no preview. Throws `ValidationError` for what the user can change in the
    /// command, `UserLibraryBuild.Failure` for compile errors and `TryEnvironmentFailure`
    /// when the machine refused.
    func scenario(paths: [String], root: String?) throws -> Scenario {
        // A file saved while it compiled gives a library that matches neither text: read
        // and compile again (an editor saving in a loop still gets an answer after three).
        for attempt in 1...3 {
            let files = try read(paths)
            let scans = files.map { UserSourceScan(fileName: $0.url.lastPathComponent, text: $0.text) }
            try requireSomethingToShow(scans, paths: paths, root: root)
            let build = try build(files: files, entryPoint: EntryPoint(scans: scans, root: root))
            let wasCompiled = build.isCompiled
            if !wasCompiled { willCompile(files.map(\.url.lastPathComponent)) }
            let library = try build.compile()
            guard attempt == 3 || (try? read(paths).map(\.text)) == files.map(\.text) else {
                try? FileManager.default.removeItem(at: build.folder)
                continue
            }
            let items: [Any]
            do {
                items = try UserLibrary.items(in: library)
            } catch let failure as TryEnvironmentFailure where wasCompiled {
                // A library damaged in the cache (a disk that filled, a hand that edited it)
                // is compiled again once rather than kept.
                try? FileManager.default.removeItem(at: build.folder)
                guard attempt < 3 else { throw failure }
                continue
            }
            return UserFiles.scenario(id: UserFiles.scenarioID(fileNames: files.map(\.url.lastPathComponent)),
                                      variants: items.compactMap(UserFiles.variant(item:)),
                                      files: files.map { ($0.url.lastPathComponent, $0.url.path) })
        }
        preconditionFailure("the last attempt returns")
    }

    /// The build of `files` against the running binary's kit, which is copied into the
    /// cache on the first try of this lab build.
    func build(files: [UserSourceFile], entryPoint: EntryPoint) throws -> UserLibraryBuild {
        guard let buildID = BuildID.ofThisProcess else {
            throw TryEnvironmentFailure("this obslab binary carries no build ID, which `try` files the lab's modules under")
        }
        let labFolder = try cache.labFolder(buildID: buildID)
        cache.removeStale(current: labFolder)
        let kit = try LabKit.prepare(in: labFolder, buildID: buildID)
        return UserLibraryBuild(kit: kit, labFolder: labFolder, files: files, entryPoint: entryPoint,
                                languageMode: languageMode)
    }

    /// The files' texts; a `UserFilesProblem` that says what is wrong with a path.
    func read(_ paths: [String]) throws -> [UserSourceFile] {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var names: Set<String> = []
        return try paths.map { path in
            let url = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL
            guard path.hasSuffix(".swift") else {
                throw UserFilesProblem.notASwiftFile(path: CommandTokenizer.printable(path))
            }
            let text: String
            do throws(UserTextFile.Failure) {
                text = try UserTextFile.read(url.path)
            } catch {
                throw UserFilesProblem.cannotRead(error)
            }
            guard names.insert(url.lastPathComponent).inserted else {
                throw UserFilesProblem.sameName(CommandTokenizer.printable(url.lastPathComponent))
            }
            return UserSourceFile(url: url, text: text)
        }
    }

    private func requireSomethingToShow(_ scans: [UserSourceScan], paths: [String], root: String?) throws {
        guard root == nil && !scans.contains(where: { !$0.previews.isEmpty || !$0.previewProviders.isEmpty || $0.app != nil })
        else { return }
        let views = scans.flatMap(\.views)
        throw UserFilesProblem.nothingToShow(paths: paths, views: views)
    }
}

/// A failure of the machine rather than of the command line: exit status 1, not 2.
struct TryEnvironmentFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Why the shell could not open a user's files.
enum UserFilesError: Error, Equatable {
    /// Something in the files or the command line the user can change.
    case problem(UserFilesProblem)
    /// The machine refused (a cache folder, the compiler): said in English, as `obslab try`
    /// says it.
    case machine(String)
}

import Foundation

/// What compiling a user's file against the lab needs from the lab's own build: the
/// compiled module files (`import SwiftUI` and what it brings), the C modules they use, and
/// the macro plugin (`#Preview`). A copy of them, taken from the build folder of the
/// running `obslab` binary and filed under its build ID, so that users' files are compiled
/// against exactly the modules of the binary that loads them, and keep compiling when the
/// build folder changes, moves or is deleted.
struct LabKit {
    /// The kit's folder in the cache.
    let folder: URL

    var modules: URL { folder.appendingPathComponent("Modules") }
    var macroPlugin: URL { folder.appendingPathComponent(Self.macroPluginName) }
    var clangModules: URL { folder.appendingPathComponent("clang") }

    static let macroPluginName = "ObsLabMacros-tool"
    /// The module a user's file imports; a build folder without it is not the lab's.
    static let userFacingModule = "SwiftUI.swiftmodule"
    /// The module imported into every file a user tries: what Apple's Foundation brings.
    static let foundationModule = "ObsLabFoundation"
    /// Written last into a complete kit.
    static let stampName = "kit.stamp"

    /// The compiler arguments that make the kit's modules and macros visible.
    var compilerArguments: [String] {
        var arguments = ["-I", modules.path,
                         "-Xfrontend", "-load-plugin-executable", "-Xfrontend", macroPlugin.path + "#ObsLabMacros"]
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: clangModules.path)) ?? []).sorted() {
            let module = clangModules.appendingPathComponent(name)
            arguments += ["-Xcc", "-fmodule-map-file=" + module.appendingPathComponent("module.modulemap").path,
                          "-Xcc", "-I", "-Xcc", module.appendingPathComponent("include").path]
        }
        return arguments
    }

    /// The kit of the running binary, under `labFolder`: the one copied before, or a new
    /// copy from the build folder the binary was built in.
    ///
    /// The build folder is looked for next to the running binary (`swift run obslab`,
    /// `.build/debug/obslab`), then in the checkout it was built from (an installed copy):
    /// a build folder counts only when its `obslab` has the running binary's build ID.
    static func prepare(in labFolder: URL, buildID: String) throws -> LabKit {
        let kit = LabKit(folder: labFolder.appendingPathComponent("kit"))
        if FileManager.default.fileExists(atPath: kit.folder.appendingPathComponent(stampName).path) { return kit }
        guard let source = buildFolders().first(where: { isComplete($0.folder) && BuildID.of(fileAt: $0.binary.path) == buildID })
        else {
            throw TryEnvironmentFailure("""
                `try` compiles your files against the lab's modules, which are kept in the build folder obslab \
                was built in; none was found with this binary's build. Build obslab again from its checkout \
                (`swift build`, or `swift package experimental-install` for an installed copy): its first `try` \
                copies the modules into \(labFolder.deletingLastPathComponent().path), and later ones need no checkout.
                """)
        }
        let temporary = TryCache.temporaryFolder(for: kit.folder)
        do {
            try? FileManager.default.removeItem(at: temporary)
            try copy(from: source.folder, to: temporary)
            try Data(buildID.utf8).write(to: temporary.appendingPathComponent(stampName))
        } catch let failure as TryEnvironmentFailure {
            try? FileManager.default.removeItem(at: temporary)
            throw failure
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw TryEnvironmentFailure("cannot write the cache folder \(labFolder.path): " + error.plainFileReason)
        }
        try TryCache.publish(temporary, as: kit.folder)
        return kit
    }

    /// Candidate build folders, each with the binary whose build ID must match.
    private static func buildFolders(filePath: String = #filePath) -> [(folder: URL, binary: URL)] {
        var candidates: [(URL, URL)] = []
        if let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
           !running.hasSuffix(" (deleted)") {
            let binary = URL(fileURLWithPath: running)
            candidates.append((binary.deletingLastPathComponent(), binary))
        }
        // Sources/ObsLabCommandLine/Try/LabKit.swift → the checkout.
        var checkouts = [URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()]
        if let chosen = ProcessInfo.processInfo.environment["OBSLAB_SOURCE"], !chosen.isEmpty {
            checkouts.insert(URL(fileURLWithPath: chosen), at: 0)
        }
        for checkout in checkouts {
            for configuration in ["release", "debug"] {
                let folder = checkout.appendingPathComponent(".build/\(configuration)").resolvingSymlinksInPath()
                candidates.append((folder, folder.appendingPathComponent("obslab")))
            }
        }
        return candidates
    }

    private static func isComplete(_ buildFolder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: buildFolder.appendingPathComponent("Modules/\(userFacingModule)").path)
            && manager.fileExists(atPath: buildFolder.appendingPathComponent("Modules/\(foundationModule).swiftmodule").path)
            && manager.isExecutableFile(atPath: buildFolder.appendingPathComponent(macroPluginName).path)
    }

    /// Copies the module files (with their doc comments and source locations), the macro plugin and every C module map (with the headers
    /// it names, its paths made relative) from a build folder.
    private static func copy(from build: URL, to kit: URL) throws {
        let manager = FileManager.default
        let modules = kit.appendingPathComponent("Modules")
        try manager.createDirectory(at: modules, withIntermediateDirectories: true)
        let built = build.appendingPathComponent("Modules")
        // The module files, with their doc comments and source locations for an editor.
        for name in try manager.contentsOfDirectory(atPath: built.path)
        where [".swiftmodule", ".swiftdoc", ".swiftsourceinfo"].contains(where: name.hasSuffix) {
            try manager.copyItem(at: built.appendingPathComponent(name), to: modules.appendingPathComponent(name))
        }
        try manager.copyItem(at: build.appendingPathComponent(macroPluginName), to: kit.appendingPathComponent(macroPluginName))
        // A release build also holds the host tools' copies (`CEdit-tool.build`): the same
        // modules again, which the compiler would see as redefinitions.
        for name in try manager.contentsOfDirectory(atPath: build.path).sorted()
        where name.hasSuffix(".build") && !name.hasSuffix("-tool.build") {
            let map = build.appendingPathComponent(name).appendingPathComponent("module.modulemap")
            guard let text = try? String(contentsOf: map, encoding: .utf8) else { continue }
            let module = kit.appendingPathComponent("clang").appendingPathComponent(String(name.dropLast(".build".count)))
            let include = module.appendingPathComponent("include")
            try manager.createDirectory(at: include, withIntermediateDirectories: true)
            var rewritten = text
            for header in quotedAbsolutePaths(in: text) {
                let headerFolder = URL(fileURLWithPath: header).deletingLastPathComponent()
                for file in (try? manager.contentsOfDirectory(atPath: headerFolder.path)) ?? []
                where !manager.fileExists(atPath: include.appendingPathComponent(file).path) {
                    try manager.copyItem(at: headerFolder.appendingPathComponent(file), to: include.appendingPathComponent(file))
                }
                rewritten = rewritten.replacingOccurrences(of: "\"\(header)\"",
                                                           with: "\"include/\(URL(fileURLWithPath: header).lastPathComponent)\"")
            }
            try Data(rewritten.utf8).write(to: module.appendingPathComponent("module.modulemap"))
        }
    }

    private static func quotedAbsolutePaths(in text: String) -> [String] {
        text.split(separator: "\"").enumerated().compactMap { index, part in
            index % 2 == 1 && part.hasPrefix("/") ? String(part) : nil
        }
    }
}

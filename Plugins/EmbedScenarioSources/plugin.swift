import Foundation
import PackagePlugin

/// Embeds text files into a target at build time, so the binary carries exactly what
/// the checkout holds: a scenario target's own Swift sources (for the `source` command),
/// or, for the `LessonBook` target, the package's `lessons/` Markdown files and its `exercises/`.
@main
struct EmbedScenarioSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let root: URL
        let inputs: [URL]
        let name: String
        if target.name == "LessonBook" {
            root = context.package.directoryURL.appending(path: "lessons")
            inputs = Self.markdownFiles(under: root)
            name = "embeddedLessons"
        } else {
            inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
            root = inputs.first?.deletingLastPathComponent() ?? context.pluginWorkDirectoryURL
            name = "embeddedSources"
        }
        var commands = [try Self.embed(inputs, root: root, as: name, file: "Embedded.swift", into: target, context: context)]
        if target.name == "LessonBook" {
            // The exercises: each folder's starting file, checker, texts and solutions.
            let exercises = context.package.directoryURL.appending(path: "exercises")
            commands.append(try Self.embed(Self.files(under: exercises, extensions: ["swift", "obslab", "md"]),
                                           root: exercises, as: "embeddedExercises", file: "EmbeddedExercises.swift",
                                           into: target, context: context))
        }
        return commands
    }

    private static func embed(_ inputs: [URL], root: URL, as name: String, file: String, into target: SourceModuleTarget,
                              context: PluginContext) throws -> Command {
        let sorted = inputs.sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: file)
        return .buildCommand(
            displayName: "Embedding \(sorted.count) files into \(target.name)",
            executable: try context.tool(named: "EmbedSources").url,
            arguments: [output.path, name, root.path] + sorted.map(\.path),
            inputFiles: sorted,
            outputFiles: [output])
    }

    private static func files(under root: URL, extensions: Set<String>) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }
    }

    private static func markdownFiles(under root: URL) -> [URL] {
        files(under: root, extensions: ["md"])
    }
}

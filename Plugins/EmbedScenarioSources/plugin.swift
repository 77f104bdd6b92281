import PackagePlugin

/// Embeds the Swift sources of a target into the target itself, so that the lab's
/// `source` command shows exactly the code that runs, from any installed binary.
@main
struct EmbedScenarioSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSources.swift")
        return [.buildCommand(
            displayName: "Embedding \(inputs.count) scenario sources",
            executable: try context.tool(named: "EmbedSources").url,
            arguments: [output.path] + inputs.map(\.path),
            inputFiles: inputs,
            outputFiles: [output])]
    }
}

import ObsLab
import ObsLabEngine

extension BuiltInCatalog {
    /// The catalog with each scenario's Swift source attached, as the `obslab` binary
    /// ships it (the sources are embedded at build time by the EmbedScenarioSources plugin).
    public static var catalog: [Scenario] {
        let sources = Dictionary(embeddedSources.map { ($0.file, $0.text) }, uniquingKeysWith: { first, _ in first })
        return scenarios.map { $0.withSource(sources[$0.fileName]) }
    }
}

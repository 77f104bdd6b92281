import Foundation

/// The formats a comparison report is written in.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// GitHub-flavoured Markdown with Mermaid diagrams.
    case markdown = "md"
    /// One self-contained HTML page with inline SVG.
    case html
    /// The documented JSON schema (docs/report-json.md).
    case json

    /// The format a file name asks for by its extension, if any.
    public init?(fileName: String) {
        switch URL(fileURLWithPath: fileName).pathExtension.lowercased() {
        case "md", "markdown": self = .markdown
        case "html", "htm": self = .html
        case "json": self = .json
        default: return nil
        }
    }

    /// The format named `name` (`md`, `markdown`, `html`, `json`).
    public init?(name: String) {
        switch name.lowercased() {
        case "md", "markdown": self = .markdown
        case "html", "htm": self = .html
        case "json": self = .json
        default: return nil
        }
    }

    /// `report` rendered in this format; `layout` chooses how HTML draws dependency graphs.
    @MainActor
    public func render(_ report: ComparisonReport, layout: DependencyGraphLayout = .automatic) -> String {
        switch self {
        case .markdown: MarkdownReport(report: report).render()
        case .html: HTMLReport(report: report, layout: layout).render()
        case .json: report.encodedJSON()
        }
    }
}

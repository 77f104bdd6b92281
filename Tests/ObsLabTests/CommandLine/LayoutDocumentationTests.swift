import Foundation
import Testing

/// The README's Layout section and the rules index stay true to the tree.
@Suite struct LayoutDocumentation {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The paths the Layout section lists: a top line names a folder from the package root,
    /// an indented line a folder inside the top line above it.
    static func listedPaths() throws -> Set<String> {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Layout\n").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        var paths: Set<String> = []
        var parent = ""
        for line in section.split(separator: "\n") where line.hasPrefix("    ") {
            let path = String(line.drop(while: { $0 == " " }).prefix { $0 != " " })
            guard path.hasSuffix("/") else { continue }
            if line.hasPrefix("      ") {
                paths.insert(parent + path)
            } else {
                parent = path
                paths.insert(path)
            }
        }
        return paths
    }

    @Test func theLayoutNamesEveryFolderOfSources() throws {
        let listed = try Self.listedPaths()
        let manager = FileManager.default
        var folders: [String] = []
        let sources = Self.root.appendingPathComponent("Sources")
        for target in try manager.contentsOfDirectory(atPath: sources.path) {
            folders.append("Sources/\(target)/")
            // Folders inside the two targets organised by subject.
            guard ["ObsLab", "ObsLabCommandLine"].contains(target) else { continue }
            for folder in try manager.contentsOfDirectory(atPath: sources.appendingPathComponent(target).path) {
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: sources.appendingPathComponent("\(target)/\(folder)").path, isDirectory: &isFolder),
                   isFolder.boolValue {
                    folders.append("Sources/\(target)/\(folder)/")
                }
            }
        }
        let missing = folders.filter { !listed.contains($0) }.sorted()
        #expect(missing.isEmpty, "README, Layout: add \(missing)")
        let gone = listed.filter { !manager.fileExists(atPath: Self.root.appendingPathComponent($0).path) }.sorted()
        #expect(gone.isEmpty, "README, Layout: names what no longer exists: \(gone)")
    }

    @Test func theRulesIndexListsEveryRule() throws {
        let rules = Self.root.appendingPathComponent("docs/rules")
        let index = try String(contentsOf: rules.appendingPathComponent("README.md"), encoding: .utf8)
        let files = try FileManager.default.contentsOfDirectory(atPath: rules.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
        let unlisted = files.filter { !index.contains("(\($0))") }.sorted()
        #expect(unlisted.isEmpty, "docs/rules/README.md does not list \(unlisted)")
    }
}

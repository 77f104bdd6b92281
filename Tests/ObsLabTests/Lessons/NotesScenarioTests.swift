import Foundation
import Testing
@testable import ObsLabCommandLine
import Scenarios

/// Lesson 19 plays `Examples/NotesView.swift` as the built-in scenario `notes`: its
/// declarations must stay the file's own, word for word.
@Suite struct NotesScenario {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lines of `text` from its first declaration to its `#Preview`, without blank
    /// lines and leading indentation.
    static func declarations(_ text: String, from first: String, to last: String) -> [String] {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let start = lines.firstIndex(of: first), let end = lines[start...].firstIndex(where: { $0.hasPrefix(last) })
        else { return [] }
        return Array(lines[start..<end])
    }

    @Test @MainActor func theScenarioIsTheExampleFile() throws {
        let file = try String(contentsOf: Self.root.appendingPathComponent("Examples/NotesView.swift"), encoding: .utf8)
        let scenario = try #require(BuiltInCatalog.catalog.first { $0.id == "notes" })
        let source = try #require(scenario.sourceText)
        let expected = Self.declarations(file, from: "@Observable", to: "#Preview")
        #expect(expected.count > 40)
        #expect(Self.declarations(source, from: "@Observable", to: "extension BuiltInCatalog").dropLast() == expected[...])
    }
}

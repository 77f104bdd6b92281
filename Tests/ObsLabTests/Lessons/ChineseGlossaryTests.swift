import Foundation
import Testing

/// `lessons/zh-Hans/GLOSSARY.md`: one Chinese term per concept, in every Chinese lesson.
@Suite struct ChineseGlossary {
    struct Entry {
        let english: String
        let preferred: [String]
        let avoided: [String]
    }

    static let directory = LessonSnippets.lessonsDirectory.appendingPathComponent("zh-Hans")

    static func entries() throws -> [Entry] {
        let text = try String(contentsOf: directory.appendingPathComponent("GLOSSARY.md"), encoding: .utf8)
        return text.split(separator: "\n").drop(while: { !$0.hasPrefix("|---") }).dropFirst().compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3 else { return nil }
            func terms(_ cell: String) -> [String] {
                cell.split(separator: "、").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
            return Entry(english: cells[0], preferred: terms(cells[1]), avoided: terms(cells[2]).filter { !$0.contains("（") })
        }
    }

    /// Each Chinese lesson's prose: code blocks and `inline code` removed.
    static func prose() throws -> [(file: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".md") && $0 != "GLOSSARY.md" && $0 != "README.md" }.sorted()
            .map { file in
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                var inBlock = false
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
                    if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inBlock.toggle(); return nil }
                    return inBlock ? nil : String(line)
                }
                let joined = lines.joined(separator: "\n")
                return (file, joined.replacingOccurrences(of: "`[^`\n]*`", with: "", options: .regularExpression))
            }
    }

    @Test func theGlossaryIsReadable() throws {
        let entries = try Self.entries()
        #expect(entries.count >= 20)
        #expect(entries.contains { $0.english.hasPrefix("re-run") && $0.preferred == ["重新运行"] && $0.avoided == ["重新求值"] })
    }

    @Test func everyPreferredTermIsUsed() throws {
        let all = try Self.prose().map(\.text).joined(separator: "\n")
        for entry in try Self.entries() {
            let plain = entry.preferred.map { $0.replacingOccurrences(of: "`", with: "") }
            #expect(plain.contains { all.contains($0) || all.contains($0.replacingOccurrences(of: "（inert）", with: "")) }
                    || entry.preferred.contains { $0.contains("`") },
                    "\(entry.english): none of \(entry.preferred) appears in the Chinese lessons")
        }
    }

    @Test func noAvoidedRenderingAppears() throws {
        let lessons = try Self.prose()
        #expect(lessons.count >= 16)
        for entry in try Self.entries() {
            for avoided in entry.avoided {
                for (file, text) in lessons where text.contains(avoided) {
                    Issue.record("\(file) uses \(avoided) for \"\(entry.english)\"; the glossary says \(entry.preferred.joined(separator: "、"))")
                }
            }
        }
    }
}

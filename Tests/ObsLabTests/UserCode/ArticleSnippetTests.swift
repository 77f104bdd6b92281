import Foundation
import Testing

/// The five source articles, found beside the package (`../shared/sources`), or where
/// `OBSLAB_ARTICLES` says.
enum ArticleSources {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["OBSLAB_ARTICLES"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/sources")
    }()

    static var exists: Bool { FileManager.default.fileExists(atPath: folder.path) }
    /// On CI the articles must be there: a missing folder fails rather than skips.
    static var isCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }
    static var shouldRun: Bool { exists || isCI }

    /// Every code block of every article (`NNN_….md`), in file then document order.
    static func blocks() throws -> [ArticleCodeBlock] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") && $0.first?.isNumber == true }
            .sorted()
        return try names.flatMap { name in
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            return ArticleCodeBlocks.blocks(inArticleNamed: name, text: text)
        }
    }
}

/// Item 6 of issue 11: the articles' own SwiftUI code, compiled against the lab unchanged.
@Suite(.enabled(if: ArticleSources.shouldRun,
                "the articles are not beside the package (../shared/sources); set OBSLAB_ARTICLES to their folder"))
struct ArticleSnippets {
    @Test func theArticlesAreThere() throws {
        #expect(ArticleSources.exists, "no articles at \(ArticleSources.folder.path): CI clones shared/ beside the package")
        guard ArticleSources.exists else { return }
        let blocks = try ArticleSources.blocks()
        #expect(Set(blocks.map(\.article)).count == 5, "\(Set(blocks.map(\.article)).sorted())")
    }

    @Test func extractionFindsUnfencedCodeAndLeavesProse() throws {
        let article = """
            这是一段说明，提到 @Observable
            宏。
            struct A: View {
                var body: some View { Text("你好") } // 注释
            }

            This sentence is English prose and not code at all.
            ```swift
            let fenced = 1
            ```
            """
        let blocks = ArticleCodeBlocks.blocks(inArticleNamed: "009_x.md", text: article)
        #expect(blocks.map(\.id) == ["009-01", "009-02"])
        #expect(blocks.map(\.line) == [3, 9])
        #expect(blocks.first?.text == "struct A: View {\n    var body: some View { Text(\"你好\") } // 注释\n}")
        #expect(blocks.map(\.isFenced) == [false, true])
    }

    @Test func everyBlockHasAVerdictAndTheDocAgrees() throws {
        guard ArticleSources.exists else { return }
        let ids = try ArticleSources.blocks().map(\.id)
        #expect(Set(ids).count == ids.count, "block ids repeat")
        let verdicts = ArticleSnippetCatalog.verdicts
        #expect(Set(ids).subtracting(verdicts.keys).sorted() == [], "blocks found in the articles with no verdict in ArticleSnippetCatalog")
        #expect(Set(verdicts.keys).subtracting(ids).sorted() == [], "verdicts for blocks the articles no longer have")

        let doc = try ArticleCompileDoc(url: ArticleSources.packageRoot.appendingPathComponent("docs/articles-compile.md"))
        let skipped = verdicts.compactMap { id, verdict -> String? in
            if case .skipped = verdict { id } else { nil }
        }
        #expect(doc.ids(under: "Skipped") == skipped.sorted(), "docs/articles-compile.md, section Skipped")
        for cause in [ArticleSnippetCatalog.Cause.article, .labGap] {
            let failing = verdicts.compactMap { id, verdict -> String? in
                if case .fails(cause, _) = verdict { id } else { nil }
            }
            let section = cause == .article ? "Article damage" : "Lab gaps"
            #expect(doc.ids(under: section) == failing.sorted(), "docs/articles-compile.md, section \(section)")
        }
    }

    /// Compiles each block as its own file against the lab's modules, as `obslab try` does.
    @MainActor @Test(.timeLimit(.minutes(10))) func theArticlesCodeCompilesUnchanged() throws {
        guard ArticleSources.exists else { return }
        let blocks = try ArticleSources.blocks()
        let verdicts = ArticleSnippetCatalog.verdicts
        let kept = blocks.filter { block in
            if case .skipped = verdicts[block.id] ?? .compiles { false } else { true }
        }
        let workspace = ArticleWorkspace(folder: ArticleSources.packageRoot.appendingPathComponent(".build/obslab-articles"))
        let outcome = try workspace.compile(kept)
        if let output = outcome.unexplained {
            Issue.record("the article build failed outside any block:\n\(output.suffix(4000))")
            return
        }
        var lines: [String] = []
        for block in kept {
            let compiled = outcome.compiled.contains(block.id)
            let errors = outcome.errors[block.id] ?? []
            lines.append("\(block.id) \(compiled ? "compiles" : "FAILS") \(errors.joined(separator: " | "))")
            switch verdicts[block.id] ?? .compiles {
            case .compiles:
                #expect(compiled, "\(block.id) (\(block.article) line \(block.line)) compiled before and no longer does:\n\(errors.joined(separator: "\n"))")
            case .fails(let cause, let reason):
                #expect(!compiled, "\(block.id) now compiles (was \(cause.rawValue): \(reason)): list it as compiling, here and in docs/articles-compile.md")
            case .skipped:
                break
            }
        }
        let summary = "article code blocks compiling unchanged: \(outcome.compiled.count)/\(kept.count) (\(blocks.count - kept.count) skipped)"
        lines.insert(summary, at: 0)
        try? Data((lines.joined(separator: "\n") + "\n").utf8)
            .write(to: workspace.folder.appendingPathComponent("outcome.txt"))
        print(summary)
    }
}

/// `docs/articles-compile.md`: tables whose rows start with a block id in backquotes, under
/// `## ` headings.
struct ArticleCompileDoc {
    let sections: [String: [String]]

    init(url: URL) throws {
        var sections: [String: [String]] = [:]
        var current = ""
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            if line.hasPrefix("## ") {
                current = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("| `") {
                let id = line.dropFirst(3).prefix { $0 != "`" }
                sections[current, default: []].append(String(id))
            }
        }
        self.sections = sections
    }

    func ids(under heading: String) -> [String] {
        sections.first { $0.key.hasPrefix(heading) }?.value.sorted() ?? []
    }
}

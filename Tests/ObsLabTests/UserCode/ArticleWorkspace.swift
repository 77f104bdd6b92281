import Foundation
@testable import ObsLabCommandLine

/// Compiles article code blocks against the lab as `obslab try` compiles a user's file: each
/// block is its own file and module (blocks redeclare the same type names), compiled by
/// `UserLibraryBuild` against the lab's modules, two at a time. What compiled before is found
/// in the cache, so a second run compiles only the blocks that changed.
struct ArticleWorkspace {
    /// Where the blocks' files and their compiled libraries are kept.
    let folder: URL

    /// The block's text as compiled: its own, with `import SwiftUI` in front only when it
    /// imports nothing itself.
    static func source(for block: ArticleCodeBlock) -> String {
        let imports = block.text.split(separator: "\n").contains { line in
            line.drop(while: \.isWhitespace).hasPrefix("import ")
        }
        return (imports ? "" : "import SwiftUI\n") + block.text + "\n"
    }

    /// The outcome of compiling the blocks.
    struct Outcome {
        /// The ids of the blocks that compiled.
        var compiled: Set<String> = []
        /// The errors of each block that did not, at the article's own lines.
        var errors: [String: [String]] = [:]
        /// A failure that is not a block's (no compiler, no kit).
        var unexplained: String?
    }

    /// Writes every block and compiles each.
    @MainActor
    func compile(_ blocks: [ArticleCodeBlock]) throws -> Outcome {
        let loader = UserCodeLoader(cache: TryCache(root: folder.appendingPathComponent("cache")))
        var builds: [UserLibraryBuild] = []
        for block in blocks {
            let file = folder.appendingPathComponent("blocks/\(block.id)/Block.swift")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let text = Self.source(for: block)
            if (try? String(contentsOf: file, encoding: .utf8)) != text { try Data(text.utf8).write(to: file) }
            builds.append(try loader.build(files: [UserSourceFile(url: file, text: text)],
                                           entryPoint: EntryPoint(scans: [], root: nil)))
        }
        let results = Results(count: blocks.count), prepared = builds
        DispatchQueue.concurrentPerform(iterations: blocks.count) { index in
            results.set(index, Result { _ = try prepared[index].compile() })
        }
        var outcome = Outcome()
        for (block, result) in zip(blocks, results.all) {
            switch result {
            case .success:
                outcome.compiled.insert(block.id)
            case .failure(let failure as UserLibraryBuild.Failure):
                let added = Self.source(for: block) == block.text + "\n" ? 0 : 1
                var lines: [String] = []
                for error in failure.errors {
                    let text = "line \(block.line + error.line - 1 - added): \(error.message)"
                    if !lines.contains(text) { lines.append(text) }
                }
                outcome.errors[block.id] = lines
            case .failure(let error as TryEnvironmentFailure):
                outcome.unexplained = "\(block.id): \(error.message)"
            case .failure(let error):
                outcome.unexplained = "\(block.id): \(error)"
            }
        }
        return outcome
    }

    /// One slot per block, filled from the compiling threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Result<Void, Error>]

        init(count: Int) { slots = Array(repeating: .success(()), count: count) }

        func set(_ index: Int, _ result: Result<Void, Error>) {
            lock.withLock { slots[index] = result }
        }

        var all: [Result<Void, Error>] { lock.withLock { slots } }
    }
}

import Foundation
import Testing

/// The app corpus: small app features in the style of the learning materials (Apple's
/// tutorials, 100 Days of SwiftUI, course apps), each a folder of Swift files and a
/// `checks.obslab` under `AppCorpus/Features`, run as a user runs them: `obslab try
/// <files> --script checks.obslab` with the built binary. Their `expect` lines follow
/// Apple's documentation of what SwiftUI does, not what the lab printed.
///
/// Features that do not compile or do not behave as SwiftUI yet are kept under
/// `AppCorpus/Pending` and listed, with the reason, in docs/app-corpus.md.
@Suite struct AppCorpus {
    static var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent() }

    /// The feature folders under `AppCorpus/<group>`, by name.
    static func features(in group: String) -> [URL] {
        let folder = root.appendingPathComponent(group)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
    }

    /// One feature through `obslab try`: its Swift files, in name order, and its script.
    static func run(_ feature: URL) throws -> ObslabBinary.Result {
        let files = try FileManager.default.contentsOfDirectory(atPath: feature.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { feature.appendingPathComponent($0).path }
        return try ObslabBinary.run(["try"] + files + ["--script", feature.appendingPathComponent("checks.obslab").path],
                                    environment: ["XDG_CACHE_HOME": TryingUsersFiles.cache.path, "NO_COLOR": "1"])
    }

    /// Runs `features` two at a time (CI has two cores), in order of their results.
    static func runAll(_ features: [URL]) -> [(URL, Result<ObslabBinary.Result, any Error>)] {
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var next = 0
            var results: [Int: Result<ObslabBinary.Result, any Error>] = [:]
        }
        let shared = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            while true {
                shared.lock.lock()
                let index = shared.next
                shared.next += 1
                shared.lock.unlock()
                guard index < features.count else { return }
                let result = Result { try Self.run(features[index]) }
                shared.lock.lock()
                shared.results[index] = result
                shared.lock.unlock()
            }
        }
        return features.indices.map { (features[$0], shared.results[$0]!) }
    }

    @Test func everyFeatureRunsAsSwiftUIDocumentsIt() throws {
        let features = Self.features(in: "Features")
        #expect(features.count >= 40, "the corpus has \(features.count) features")
        try #require(ObslabBinary.binary != nil, "the obslab binary was not built next to the tests")
        for (feature, result) in Self.runAll(features) {
            let name = feature.lastPathComponent
            switch result {
            case .failure(let error):
                Issue.record("\(name): \(error)")
            case .success(let ran):
                #expect(ran.status == 0 && !ran.output.contains("✗"), "\(name):\n\(ran.output)\(ran.errors)")
            }
        }
    }

    /// Every feature kept out of the passing set is named in docs/app-corpus.md with its
    /// reason, and every feature there exists.
    @Test func everyPendingFeatureIsListedWithItsReason() throws {
        let page = try String(contentsOf: Self.root.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/app-corpus.md"), encoding: .utf8)
        for feature in Self.features(in: "Pending") {
            let listed = page.contains("`Pending/\(feature.lastPathComponent)`")
            #expect(listed, "docs/app-corpus.md does not say why \(feature.lastPathComponent) is pending")
        }
        for feature in Self.features(in: "Features") {
            let listed = page.contains("`Pending/\(feature.lastPathComponent)`")
            #expect(!listed, "\(feature.lastPathComponent) passes: take it off the pending list")
        }
    }
}

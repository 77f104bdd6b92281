import Foundation
import Testing

/// Every ```swift block of a lesson compiles in Swift 6 mode against the lab's `SwiftUI`
/// module, as a user's file does, unless it is marked ```swift fragment (a
/// compiler's expansion, or a piece of a larger declaration). The Chinese lessons show the
/// same code as the English ones; only comments and strings are translated.
@Suite struct LessonSnippets {
    struct Snippet {
        let origin: String
        let index: Int
        let code: String
    }

    static let lessonsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lessons")

    static func snippets(in directory: URL) throws -> [Snippet] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
        var found: [Snippet] = []
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            var block: [String]?
            var index = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if var lines = block {
                    if trimmed.hasPrefix("```") {
                        index += 1
                        found.append(Snippet(origin: "\(directory.lastPathComponent)/\(file)", index: index,
                                             code: lines.joined(separator: "\n")))
                        block = nil
                    } else {
                        lines.append(String(line))
                        block = lines
                    }
                } else if trimmed == "```swift" {
                    block = []
                }
            }
        }
        return found
    }

    static var buildDirectory: URL? {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return [directory, directory.deletingLastPathComponent(), directory.deletingLastPathComponent().deletingLastPathComponent()]
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/ObsLab.swiftmodule").path) }
    }

    /// Compiles each snippet in a namespace of its own, all in one file; returns the
    /// compiler's errors per snippet.
    static func compile(_ snippets: [Snippet]) throws -> [String: [String]] {
        guard let build = buildDirectory else {
            Issue.record("the ObsLab module was not built next to the tests")
            return [:]
        }
        var source = "import SwiftUI\n"
        var ranges: [(Range<Int>, String)] = []
        for (number, snippet) in snippets.enumerated() {
            let start = source.split(separator: "\n", omittingEmptySubsequences: false).count
            source += "@MainActor enum Snippet\(number) {\n\(snippet.code)\n}\n"
            let end = source.split(separator: "\n", omittingEmptySubsequences: false).count
            ranges.append((start..<end, "\(snippet.origin) block \(snippet.index)"))
        }
        let (output, status) = try run(source, withMacros: false, build: build)
        var errors: [String: [String]] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix("input.swift:") {
            let parts = line.dropFirst("input.swift:".count).split(separator: ":", maxSplits: 2)
            guard parts.count == 3, let number = Int(parts[0]), parts[2].contains("error") else { continue }
            let owner = ranges.first { $0.0.contains(number) }?.1 ?? "the wrapper"
            errors[owner, default: []].append(String(parts[2]).trimmingCharacters(in: .whitespaces))
        }
        if status != 0 && errors.isEmpty {
            errors["swiftc"] = [output]
        }
        return errors
    }

    /// The error lines of `swiftc -typecheck` in Swift 6 mode on `source`, against the lab
    /// (and its own macros, `@Entry` and `#Preview`, when asked).
    static func typecheck(_ source: String, withMacros: Bool) throws -> [String] {
        guard let build = buildDirectory else {
            Issue.record("the ObsLab module was not built next to the tests")
            return []
        }
        return try run(source, withMacros: withMacros, build: build).output.split(separator: "\n")
            .filter { $0.hasPrefix("input.swift:") && $0.contains("error:") }.map(String.init)
    }

    /// Runs the compiler on `source`, saved as `input.swift` in a folder of its own; the
    /// compiler's messages name the file as `input.swift`.
    private static func run(_ source: String, withMacros: Bool, build: URL) throws -> (output: String, status: Int32) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("input.swift"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.currentDirectoryURL = folder
        var arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", build.appendingPathComponent("Modules").path,
                         "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("COpenCombineHelpers.build/module.modulemap").path]
        if withMacros {
            arguments += ["-load-plugin-executable", build.appendingPathComponent("ObsLabMacros-tool").path + "#ObsLabMacros"]
        }
        process.arguments = arguments + ["input.swift"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    @Test func everySnippetMeantToCompileCompilesInSwift6Mode() throws {
        let snippets = try Self.snippets(in: Self.lessonsDirectory)
        #expect(snippets.count >= 15)
        let errors = try Self.compile(snippets)
        for (owner, messages) in errors.sorted(by: { $0.key < $1.key }) {
            let list = messages.joined(separator: "\n  ")
            Issue.record(Comment(rawValue: "\(owner) does not compile:\n  \(list)"))
        }
    }

    /// The check itself catches what the review found: a main-actor call from `onChange`.
    @Test func aSwift6ErrorInASnippetIsReported() throws {
        let broken = Snippet(origin: "probe.md", index: 1, code: """
            @Observable final class Product { var price = 1 }
            @MainActor final class Console {
                let product = Product()
                func log(_ line: String) {}
                func start() {
                    withObservationTracking { _ = product.price } onChange: { self.log("changed") }
                }
            }
            """)
        let errors = try Self.compile([broken])
        #expect(errors["probe.md block 1"]?.contains { $0.contains("main actor-isolated") } == true, "\(errors)")
    }

    /// Lesson 18 says SE-0506 (`withContinuousObservation`, `withObservationTracking(options:)`)
    /// arrives with the next toolchain. When the toolchain has it, this fails: teach it with a
    /// checked step instead.
    @Test func lessonEighteensNoteOnSE0506MatchesTheToolchain() throws {
        let errors = try Self.typecheck("""
            import ObsLab
            func probe() { _ = withContinuousObservation }
            """, withMacros: false)
        #expect(errors.contains { $0.contains("cannot find 'withContinuousObservation' in scope") }, "\(errors)")
    }

    /// The same code in both languages, comments and string contents aside.
    @Test func theChineseLessonsShowTheSameCode() throws {
        func skeleton(_ code: String) -> String {
            code.split(separator: "\n").map { line -> String in
                var text = String(line)
                if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
                return text.replacingOccurrences(of: #"/\*.*?\*/"#, with: "", options: .regularExpression)
                    .replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
                    .trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }.joined(separator: "\n")
        }
        let english = try Self.snippets(in: Self.lessonsDirectory)
        let chinese = try Self.snippets(in: Self.lessonsDirectory.appendingPathComponent("zh-Hans"))
        #expect(english.count == chinese.count)
        for (en, zh) in zip(english, chinese) {
            #expect(skeleton(en.code) == skeleton(zh.code), "\(en.origin) block \(en.index) differs from \(zh.origin)")
        }
    }
}

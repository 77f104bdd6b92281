import Foundation
import Testing

/// docs/swiftui-coverage.md cannot go stale: every public name of the runtime (what
/// `import SwiftUI` gives a user's file) and every modifier of `View` is on the page, and
/// its list of modifiers that are accepted and ignored is exactly the modifiers whose
/// every overload returns the view itself (`-> Self { self }`) in the sources.
@Suite struct SwiftUICoverage {
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static func page() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("docs/swiftui-coverage.md"), encoding: .utf8)
    }

    /// `withAnimation(_:_:)` → `withAnimation`, `Entry()` → `Entry`.
    static func baseName(_ symbol: String) -> String {
        String(symbol.prefix { $0 != "(" })
    }

    /// The text of the page between `## heading` (or `### heading`) and the next heading of any level.
    static func section(_ heading: String, of page: String) -> String {
        guard let start = page.range(of: "\n\(heading)\n") else { return "" }
        let rest = page[start.upperBound...]
        let end = rest.range(of: "\n#")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The `.name` modifiers a text mentions in backticks (`` `.padding` ``).
    static func modifiersMentioned(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = text[...]
        while let open = rest.range(of: "`.") {
            let after = rest[open.upperBound...]
            let name = after.prefix { $0.isLetter || $0.isNumber }
            if !name.isEmpty { names.insert(String(name)) }
            rest = after
        }
        return names
    }

    /// The modifiers declared in `extension View` blocks of the runtime's sources, each with
    /// whether every overload of it returns the view itself.
    static func viewModifiersInSources() throws -> [String: Bool] {
        var identity: [String: Bool] = [:]
        let sources = packageRoot.appendingPathComponent("Sources/ObsLab")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        let function = /public func (\w+)(?:<[^{]*?>)?\((?:[^{]|\{[^}]*\})*?\)\s*(?:->\s*([^{]+?))?\s*(?:where [^{]+)?\{(\s*self\s*\})?/
            .dotMatchesNewlines()
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for block in ("\n" + text).components(separatedBy: "\nextension ").dropFirst()
            where block.hasPrefix("View {") || block.hasPrefix("View where") {
                // The block ends where the next top-level declaration starts.
                let body = block.components(separatedBy: "\n}").first ?? block
                for match in body.matches(of: function) {
                    let name = String(match.1)
                    let ignored = match.3 != nil
                    identity[name] = (identity[name] ?? true) && ignored
                }
            }
        }
        return identity
    }

    @Test func thePageNamesEveryPublicNameAndEveryModifier() throws {
        let page = try Self.page()
        let symbols = try PublicSurface.publicSymbolPaths(of: "ObsLab")
        let topLevel = Set(symbols.filter { $0.count == 1 }.map { Self.baseName($0[0]) })
        let missing = topLevel.filter { !page.contains("`\($0)") && !page.contains("`@\($0)") }
        #expect(missing.isEmpty, "docs/swiftui-coverage.md does not mention \(missing.sorted())")
        let modifiers = Set(symbols.filter { $0.count == 2 && $0[0] == "View" }.map { Self.baseName($0[1]) })
            .filter { !$0.hasPrefix("_") && $0 != "body" && $0 != "Body" }
        #expect(modifiers.count > 80, "the symbol graph has View's modifiers: \(modifiers.sorted())")
        let mentioned = Self.modifiersMentioned(in: page)
        let unmentioned = modifiers.subtracting(mentioned)
        #expect(unmentioned.isEmpty, "docs/swiftui-coverage.md does not mention the modifiers \(unmentioned.sorted())")
    }

    @Test func theAcceptedAndIgnoredModifiersAreExactlyThoseThatReturnTheViewItself() throws {
        let page = try Self.page()
        let sources = try Self.viewModifiersInSources()
        #expect(sources.count > 80, "the sources' View extensions were read: \(sources.keys.sorted())")
        let ignoredInSources = Set(sources.filter(\.value).keys)
        let listed = Self.modifiersMentioned(in: Self.section("### Modifiers accepted and ignored", of: page))
        #expect(listed.subtracting(ignoredInSources).isEmpty,
                "listed as ignored but modelled (or gone): \(listed.subtracting(ignoredInSources).sorted())")
        #expect(ignoredInSources.subtracting(listed).isEmpty,
                "accepted and ignored in the sources but not listed so: \(ignoredInSources.subtracting(listed).sorted())")
        let modelled = Self.modifiersMentioned(in: Self.section("### Modifiers that are modelled", of: page))
        let modelledInSources = Set(sources.filter { !$0.value }.keys)
        #expect(modelled.intersection(ignoredInSources).isEmpty,
                "listed as modelled but every overload returns the view itself: \(modelled.intersection(ignoredInSources).sorted())")
        #expect(modelledInSources.subtracting(modelled).isEmpty,
                "modelled in the sources but not listed so: \(modelledInSources.subtracting(modelled).sorted())")
    }
}

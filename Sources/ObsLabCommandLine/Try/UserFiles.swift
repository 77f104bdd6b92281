import Foundation
import ObsLab
import ObsLabEngine

/// Turns a user's files, compiled by `obslab try`, into a scenario: each `#Preview` is a
/// variant, named by the preview's name (`preview` when it has none), and so are the
/// file's `@main` app and the view named with `--root`.
///
enum UserFiles {
    /// The scenario of the files, `files` as (name, path) for the `source` command.
    @MainActor
    static func scenario(id: String, variants: [ScenarioVariant], files: [(String, String)]) -> Scenario {
        var named: [ScenarioVariant] = []
        var used: Set<String> = []
        for variant in variants {
            var name = variant.name
            var suffix = 2
            while used.contains(name) { name = "\(variant.name)-\(suffix)"; suffix += 1 }
            used.insert(name)
            named.append(ScenarioVariant(name, description: variant.description, startsTasks: variant.startsTasks,
                                         module: variant.module, makeRoot: variant.makeRoot))
        }
        let title = files.map(\.0).joined(separator: ", ")
        let text = files.map { name, path in
            let body = (try? UserTextFile.read(path)) ?? "// \(path) could not be read\n"
            return files.count > 1 ? "// \(name)\n" + body : body
        }.joined(separator: "\n")
        return Scenario(id: id, title: title, summary: "Your own code, from \(title).", variants: named,
                        filePath: files.first?.1 ?? id).withSource(text)
    }

    /// A variant for one thing a user's compiled files can show, as their entry point
    /// hands it over (see `EntryPoint`); nil for anything else.
    static func variant(item: Any) -> ScenarioVariant? {
        typealias ViewMaker = @MainActor @Sendable () -> any View
        typealias AppMaker = @MainActor @Sendable () -> any App
        if let preview = item as? Preview { return variant(preview) }
        if let (kind, type, makeView) = item as? (String, String, ViewMaker) {
            return kind == "provider" ? variant(provider: type, makeView: makeView) : variant(root: type, makeView: makeView)
        }
        if let (type, makeApp) = item as? (String, AppMaker) {
            return ScenarioVariant("app", description: "@main \(type)", startsTasks: true) { _ in appRoot(makeApp()) }
        }
        return nil
    }

    /// A `#Preview` as a variant.
    static func variant(_ preview: Preview) -> ScenarioVariant {
        let name = preview.name.map(variantName) ?? "preview"
        let makeView = preview.makeView
        return ScenarioVariant(name.isEmpty ? "preview" : name,
                               description: "#Preview" + (preview.name.map { "(\"\($0)\")" } ?? "")
                                   + " at line \(preview.line)", startsTasks: true) { _ in makeView() }
    }

    /// A `PreviewProvider`'s `previews` as a variant, named after the provider without
    /// its `_Previews` suffix.
    static func variant(provider: String, makeView: @escaping @MainActor @Sendable () -> any View) -> ScenarioVariant {
        let name = provider.hasSuffix("_Previews") ? String(provider.dropLast("_Previews".count)) : provider
        return ScenarioVariant(variantName(name), description: "\(provider).previews", startsTasks: true) { _ in makeView() }
    }

    /// A view named with `--root`, built with its initializer without arguments.
    static func variant(root: String, makeView: @escaping @MainActor @Sendable () -> any View) -> ScenarioVariant {
        ScenarioVariant(variantName(root), description: "\(root)()", startsTasks: true) { _ in makeView() }
    }

    /// The app's window, under a view named after the app type, as an app variant shows it.
    @MainActor
    private static func appRoot(_ app: some App) -> any View {
        AppRoot(app)
    }

    /// The id of the scenario of these files: the first file's name in kebab case
    /// (`ContentView.swift` → `content-view`).
    static func scenarioID(fileNames: [String]) -> String {
        let stem = fileNames.first.map { ($0 as NSString).deletingPathExtension } ?? "user-code"
        return variantName(stem)
    }

    /// Kebab case: `Second Screen` → `second-screen`, `ContentView` → `content-view`.
    static func variantName(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            if character.isLetter || character.isNumber {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result.append("-") }
                result.append(contentsOf: character.lowercased())
            } else if !result.isEmpty && result.last != "-" {
                result.append("-")
            }
            previous = character
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }
}

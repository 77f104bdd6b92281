import Foundation
import ObsLab

/// Turns a user's files, compiled by `obslab try`, into a scenario: each `#Preview` is a
/// variant, named by the preview's name (`preview` when it has none), and so are the
/// file's `@main` app and the view named with `--root`.
///
/// The generated entry point of a `try` workspace calls this; it is public for that
/// code only.
public enum UserFiles {
    /// The scenario of the files, `files` as (name, path) for the `source` command.
    @MainActor
    public static func scenario(id: String, variants: [ScenarioVariant], files: [(String, String)]) -> Scenario {
        var named: [ScenarioVariant] = []
        var used: Set<String> = []
        for variant in variants {
            var name = variant.name
            var suffix = 2
            while used.contains(name) { name = "\(variant.name)-\(suffix)"; suffix += 1 }
            used.insert(name)
            named.append(ScenarioVariant(name, description: variant.description, startsTasks: variant.startsTasks,
                                         makeRoot: variant.makeRoot))
        }
        let title = files.map(\.0).joined(separator: ", ")
        let text = files.map { name, path in
            let body = (try? UserTextFile.read(path)) ?? "// \(path) could not be read\n"
            return files.count > 1 ? "// \(name)\n" + body : body
        }.joined(separator: "\n")
        return Scenario(id: id, title: title, summary: "Your own code, from \(title).", variants: named,
                        filePath: files.first?.1 ?? id).withSource(text)
    }

    /// A `#Preview` as a variant.
    public static func variant(_ preview: PreviewDefinition) -> ScenarioVariant {
        let name = preview.name.map(variantName) ?? "preview"
        let makeView = preview.makeView
        return ScenarioVariant(name.isEmpty ? "preview" : name,
                               description: "#Preview" + (preview.name.map { "(\"\($0)\")" } ?? "")
                                   + " at line \(preview.line)", startsTasks: true) { _ in makeView() }
    }

    /// A `PreviewProvider`'s `previews` as a variant, named after the provider without
    /// its `_Previews` suffix.
    public static func variant(provider: String, makeView: @escaping @MainActor @Sendable () -> any View) -> ScenarioVariant {
        let name = provider.hasSuffix("_Previews") ? String(provider.dropLast("_Previews".count)) : provider
        return ScenarioVariant(variantName(name), description: "\(provider).previews", startsTasks: true) { _ in makeView() }
    }

    /// The files' `@main` app as a variant, `app`: its first scene's root.
    public static func variant<A: App>(app name: String, makeApp: @escaping @MainActor @Sendable () -> A) -> ScenarioVariant {
        ScenarioVariant("app", description: "@main \(name)", startsTasks: true) { _ in makeApp() }
    }

    /// A view named with `--root`, built with its initializer without arguments.
    public static func variant(root: String, makeView: @escaping @MainActor @Sendable () -> any View) -> ScenarioVariant {
        ScenarioVariant(variantName(root), description: "\(root)()", startsTasks: true) { _ in makeView() }
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

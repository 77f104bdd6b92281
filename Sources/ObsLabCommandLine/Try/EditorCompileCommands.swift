import Foundation

/// `compile_commands.json` for a user's files: the same compiler arguments `obslab try`
/// compiles them with, so an editor's Swift language server (sourcekit-lsp, behind VS
/// Code's and Neovim's Swift support) resolves `import SwiftUI` to the lab's modules and
/// offers completion, jump-to-definition and errors as Xcode does.
struct EditorCompileCommands {
    let build: UserLibraryBuild

    /// One entry per file, each with the arguments of the whole module (the language server
    /// needs every file of a module to type-check one).
    var json: String {
        let arguments = ["swiftc"] + build.arguments(entry: nil, output: nil)
        let entries: [[String: Any]] = build.files.map { file in
            ["directory": file.url.deletingLastPathComponent().path, "file": file.url.path, "arguments": arguments]
        }
        let data = (try? JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys,
                                                                                    .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

import ObsLabEngine

/// What is wrong with the Swift files given to `obslab try` or the shell's `load`, that
/// the user can change: a value, rendered in one `switch` per language. `obslab try`
/// reports it as a usage error (exit status 2), the shell as a failed line.
enum UserFilesProblem: Error, Equatable {
    case notASwiftFile(path: String)
    case cannotRead(UserTextFile.Failure)
    /// Two of the files have this name (in different folders).
    case sameName(String)
    /// No `#Preview`, `PreviewProvider` or `@main` app, and no `--root`; `views` are the
    /// views the files declare.
    case nothingToShow(paths: [String], views: [String])
    /// The compiler's errors were printed above.
    case didNotCompile(files: [String])

    /// The problem in `language`; paths, names and code stay as they are.
    func text(in language: Language) -> String {
        switch (self, language) {
        case (.notASwiftFile(let path), .english): "\(path) is not a Swift file (.swift)"
        case (.notASwiftFile(let path), .simplifiedChinese): "\(path) 不是 Swift 文件（.swift）"
        case (.cannotRead(let failure), _): failure.text(in: language)
        case (.sameName(let name), .english): "two files are named \(name); Swift needs different names"
        case (.sameName(let name), .simplifiedChinese): "有两个文件都叫 \(name)；Swift 要求文件名各不相同"
        case (.nothingToShow(let paths, let views), .english):
            "no #Preview in \(paths.joined(separator: ", ")): add `#Preview { ContentView() }`, "
                + "or name the view to render with --root"
                + (views.isEmpty ? "" : " (views found: \(views.joined(separator: ", ")))")
        case (.nothingToShow(let paths, let views), .simplifiedChinese):
            "\(paths.joined(separator: ", ")) 里没有 #Preview：加一个 `#Preview { ContentView() }`，或者用 --root 指定要渲染的视图"
                + (views.isEmpty ? "" : "（找到的视图：\(views.joined(separator: ", "))）")
        case (.didNotCompile(let files), .english): "\(files.joined(separator: " ")) did not compile against the lab (errors above)"
        case (.didNotCompile(let files), .simplifiedChinese): "\(files.joined(separator: " ")) 无法和实验室一起编译（错误见上方）"
        }
    }
}

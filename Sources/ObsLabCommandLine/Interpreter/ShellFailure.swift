import ObsLabEngine

/// Why the shell could not run a line, as a value: rendered in the learner's language in
/// one place (`text(in:)`), never built as an English sentence and translated back.
///
/// Names, labels, paths, commands and values in it stay as typed in every language.
enum ShellFailure: Equatable {
    case unterminatedQuote(line: String)
    case unknownCommand(name: String, closest: String?)
    /// `help NAME` with no such command.
    case noSuchCommand(String)
    case noScenarioLoaded
    case noSuchScenario(String, catalog: [String])
    case noSuchVariant(scenario: String, variant: String, variants: [String])
    /// `swiftui=` with something other than a release.
    case noSuchRelease(String)
    case loadTakesOnlySwiftFiles(other: String)
    case swiftFilesInAScript
    case sourceNotAvailable(scenario: String)
    case noViewOrModel(name: String, scenario: String, views: [String], models: [String])
    case scriptRunsItself(path: String)
    case cannotWrite(path: String, reason: FileProblem)
    case cannotRead(UserTextFile.Failure)
    /// An action on the screen failed; a crashed scenario is reloaded with `reset`.
    case action(ActionError)
    case lookup(LookupError)
    /// `load File.swift` with files that cannot be opened.
    case userFiles(UserFilesProblem)
    /// The machine refused (a cache folder, the compiler), in English as `obslab try` says it.
    case machine(String)
    /// Each variant's failure to act or look, already said in the learner's language.
    case eachVariant([String])
    /// `load` with parameters the scenario does not take, or values out of range.
    case parameters([ParameterProblem])

    /// The failure in `language`.
    func text(in language: Language) -> String {
        language == .english ? english : chinese
    }

    private var english: String {
        switch self {
        case .unterminatedQuote(let line):
            return "unterminated quote in: \(line)"
        case .unknownCommand(let name, let closest):
            return "unknown command `\(name)`" + (closest.map { " — did you mean `\($0)`?" } ?? "") + " (`help` lists them)"
        case .noSuchCommand(let name):
            return "no command `\(name)`; `help` lists them"
        case .noScenarioLoaded:
            return "no scenario loaded; `load <scenario>` first"
        case .noSuchScenario(let id, let catalog):
            return "no scenario `\(id)`; the catalog has: \(catalog.joined(separator: ", "))"
        case .noSuchVariant(let scenario, let variant, let variants):
            return "`\(scenario)` has no variant `\(variant)`; it has: \(variants.joined(separator: ", "))"
        case .noSuchRelease(let value):
            return "swiftui= takes the Xcode release to model, 26 or 27, not \(value)"
        case .loadTakesOnlySwiftFiles(let other):
            return "`load` with Swift files takes more files and root=<View>, not `\(other)`"
        case .swiftFilesInAScript:
            return "Swift files open in the shell or with `obslab try`, not in a script"
        case .sourceNotAvailable(let scenario):
            return "the source of \(scenario) is not available in this build"
        case .noViewOrModel(let name, let scenario, let views, let models):
            return "no view or model \"\(name)\" in \(scenario); views: \(views.joined(separator: ", "))"
                + (models.isEmpty ? "" : "; models: \(models.joined(separator: ", "))")
        case .scriptRunsItself(let path):
            return "\(path) is already running (a script may not run itself)"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason.text(in: .english))"
        case .cannotRead(let failure):
            return failure.text(in: .english)
        case .action(let error):
            return error.text(in: .english) + (error.isCrash ? "; reload it with `reset`" : "")
        case .lookup(let error):
            return error.text(in: .english)
        case .parameters(let problems):
            return problems.map { $0.text(in: .english) }.joined(separator: "; ")
        case .userFiles(let problem):
            return problem.text(in: .english)
        case .machine(let message):
            return message
        case .eachVariant(let failures):
            return failures.joined(separator: "\n       ")
        }
    }

    private var chinese: String {
        switch self {
        case .unterminatedQuote(let line):
            return "引号没有闭合：\(line)"
        case .unknownCommand(let name, let closest):
            return closest.map { "未知命令 `\(name)`——你是不是想输入 `\($0)`？（`help` 列出所有命令）" }
                ?? "未知命令 `\(name)`（`help` 列出所有命令）"
        case .noSuchCommand(let name):
            return "没有命令 `\(name)`；`help` 列出所有命令"
        case .noScenarioLoaded:
            return "还没有载入场景；先输入 `load <场景>`"
        case .noSuchScenario(let id, let catalog):
            return "没有场景 `\(id)`；场景目录中有：\(catalog.joined(separator: ", "))"
        case .noSuchVariant(let scenario, let variant, let variants):
            return "`\(scenario)` 没有变体 `\(variant)`；它有：\(variants.joined(separator: ", "))"
        case .noSuchRelease(let value):
            return "swiftui= 的值是要模拟的 Xcode 版本：26 或 27，不能是 \(value)"
        case .loadTakesOnlySwiftFiles(let other):
            return "用 Swift 文件时，`load` 只接受更多文件和 `root=<视图>`，不接受 `\(other)`"
        case .swiftFilesInAScript:
            return "Swift 文件只能在交互模式下或用 `obslab try` 打开，不能在脚本里打开"
        case .sourceNotAvailable(let scenario):
            return "这个构建里没有 \(scenario) 的源代码"
        case .noViewOrModel(let name, let scenario, let views, let models):
            return "没有名为 \"\(name)\" 的视图或模型（在 \(scenario) 中）；视图有：\(views.joined(separator: ", "))"
                + (models.isEmpty ? "" : "；模型有：\(models.joined(separator: ", "))")
        case .scriptRunsItself(let path):
            return "\(path) 已经在运行（脚本不能运行自己）"
        case .cannotWrite(let path, let reason):
            return "无法写入 \(path)：\(reason.text(in: .simplifiedChinese))"
        case .cannotRead(let failure):
            return failure.text(in: .simplifiedChinese)
        case .action(let error):
            return error.text(in: .simplifiedChinese) + (error.isCrash ? "；用 `reset` 重新载入" : "")
        case .lookup(let error):
            return error.text(in: .simplifiedChinese)
        case .parameters(let problems):
            return problems.map { $0.text(in: .simplifiedChinese) }.joined(separator: "；")
        case .userFiles(let problem):
            return problem.text(in: .simplifiedChinese)
        case .machine(let message):
            return message
        case .eachVariant(let failures):
            return failures.joined(separator: "\n       ")
        }
    }
}

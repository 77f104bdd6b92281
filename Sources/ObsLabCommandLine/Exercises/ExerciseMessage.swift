import ObsLabEngine

/// What the exercise commands say, as values, in English and Simplified Chinese.
enum ExerciseMessage: Equatable {
    case listHeading
    case listLine(number: Int, id: String, title: String, state: ExerciseState)
    case started(file: String, goal: String, id: String)
    case alreadyStarted(file: String, id: String)
    case wroteBefore(script: String, files: [String])
    case keptEdits(file: String, id: String)
    case reset(file: String, backup: String?)
    case noFile(file: String, id: String)
    case noSuchExercise(name: String, known: [String])
    case noExercises
    case solved(id: String, goal: String)
    case next(id: String, title: String)
    case allSolved
    case notYet(id: String, goal: String)
    case failedLine(line: String, location: String?)
    case doesNotCompile
    case askHint(id: String)
    case hint(number: Int, of: Int, text: String)
    case noMoreHints(id: String)
    case cannotRun(String)
    case watching(file: String)
    case watchInShell(id: String)
    case usage

    /// Whether `file` names several files (`A.swift, B.swift`).
    private static func several(_ file: String) -> Bool { file.contains(", ") }

    func text(_ language: Language) -> String {
        language.pick(english, chinese)
    }

    var english: String {
        switch self {
        case .listHeading:
            return "Exercises: fix a small SwiftUI file until its checker passes (`obslab exercise start NAME`)."
        case .listLine(let number, let id, let title, let state):
            let mark = switch state { case .new: " "; case .started: "·"; case .solved: "✓" }
            return "\(mark) \(number < 10 ? " " : "")\(number). \(id) — \(title)"
        case .started(let file, let goal, let id):
            return "wrote \(file)\ngoal: \(goal)\nedit \(Self.several(file) ? "them" : "it"), then: obslab exercise check \(id)   (or `obslab exercise watch \(id)`)"
        case .alreadyStarted(let file, let id):
            return Self.several(file) ? "\(file) are already there, unchanged; edit them, then: obslab exercise check \(id)"
                : "\(file) is already there, unchanged; edit it, then: obslab exercise check \(id)"
        case .wroteBefore(let script, let files):
            return "\(script) beside them: the counts as the files stand now; after your changes they no longer hold. "
                + "See them: obslab try \(files.joined(separator: " ")) --script \(script)"
        case .keptEdits(let file, let id):
            return "\(file) already exists and holds your edits: it is left as it is. "
                + "To start over, `obslab exercise reset \(id)` (your edits are kept beside it)."
        case .reset(let file, let backup):
            return "wrote the starting \(file)" + (backup.map { "; your edits are kept in \($0)" } ?? "")
        case .noFile(let file, let id):
            return "there is no \(file) here; `obslab exercise start \(id)` writes it (or give --into DIR)"
        case .noSuchExercise(let name, let known):
            return "no exercise `\(name)`; the exercises are: \(known.joined(separator: ", "))"
        case .noExercises:
            return "this lab has no exercises"
        case .solved(let id, let goal):
            return "✓ \(id) solved: \(goal)"
        case .next(let id, let title):
            return "next: obslab exercise start \(id)   (\(title))"
        case .allSolved:
            return "that was the last exercise."
        case .notYet(let id, let goal):
            return "✗ \(id) is not solved yet.\ngoal: \(goal)"
        case .failedLine(let line, let location):
            return "  failing: \(line)" + (location.map { "   (\($0))" } ?? "")
        case .doesNotCompile:
            return "your file does not compile yet: fix the errors above and check again."
        case .askHint(let id):
            return "stuck? obslab exercise hint \(id)"
        case .hint(let number, let count, let text):
            return "hint \(number) of \(count): \(text)"
        case .noMoreHints(let id):
            return "no more hints for \(id); the checker's lines (`expect …`) say exactly what is measured."
        case .cannotRun(let message):
            return message
        case .watching(let file):
            return "watching \(file): save to check again, Ctrl-C to stop"
        case .watchInShell(let id):
            return "`watch` keeps running until Ctrl-C: run it outside the shell, `obslab exercise watch \(id)`"
        case .usage:
            return "exercise list | exercise start|check|hint|reset NAME [--into DIR]"
        }
    }

    var chinese: String {
        switch self {
        case .listHeading:
            return "练习：修改一个小的 SwiftUI 文件，直到它通过检查（`obslab exercise start 名称`）。"
        case .listLine(let number, let id, let title, let state):
            let mark = switch state { case .new: " "; case .started: "·"; case .solved: "✓" }
            return "\(mark) \(number < 10 ? " " : "")\(number). \(id) — \(title)"
        case .started(let file, let goal, let id):
            return "已写入 \(file)\n目标：\(goal)\n修改\(Self.several(file) ? "它们" : "它")，然后运行：obslab exercise check \(id)   （或 `obslab exercise watch \(id)`）"
        case .alreadyStarted(let file, let id):
            return "\(file) 已经在这里，没有改动；修改\(Self.several(file) ? "它们" : "它")，然后运行：obslab exercise check \(id)"
        case .wroteBefore(let script, let files):
            return "旁边还有 \(script)：它记下这些文件现在的运行次数；改完之后，这些数字就不再成立。"
                + "运行它看看：obslab try \(files.joined(separator: " ")) --script \(script)"
        case .keptEdits(let file, let id):
            return "\(file) 已经存在，里面有你的修改：保持原样，没有覆盖。"
                + "想从头开始，运行 `obslab exercise reset \(id)`（你的修改会另存一份）。"
        case .reset(let file, let backup):
            return "已写回初始的 \(file)" + (backup.map { "；你的修改保存在 \($0)" } ?? "")
        case .noFile(let file, let id):
            return "这里没有 \(file)；运行 `obslab exercise start \(id)` 来写入它（或用 --into 目录）"
        case .noSuchExercise(let name, let known):
            return "没有名为 `\(name)` 的练习；现有练习：\(known.joined(separator: "、"))"
        case .noExercises:
            return "这个实验室没有练习"
        case .solved(let id, let goal):
            return "✓ \(id) 已完成：\(goal)"
        case .next(let id, let title):
            return "下一个：obslab exercise start \(id)   （\(title)）"
        case .allSolved:
            return "这是最后一个练习。"
        case .notYet(let id, let goal):
            return "✗ \(id) 还没有完成。\n目标：\(goal)"
        case .failedLine(let line, let location):
            return "  未通过：\(line)" + (location.map { "   （\($0)）" } ?? "")
        case .doesNotCompile:
            return "你的文件还不能编译：先修正上面的错误，再检查一次。"
        case .askHint(let id):
            return "卡住了？obslab exercise hint \(id)"
        case .hint(let number, let count, let text):
            return "提示 \(number)/\(count)：\(text)"
        case .noMoreHints(let id):
            return "\(id) 没有更多提示了；检查脚本里的每一行（`expect …`）准确地说明了测量的是什么。"
        case .cannotRun(let message):
            return message
        case .watching(let file):
            return "正在监视 \(file)：保存即重新检查，按 Ctrl-C 停止"
        case .watchInShell(let id):
            return "`watch` 会一直运行到按下 Ctrl-C：请在交互模式之外运行 `obslab exercise watch \(id)`"
        case .usage:
            return "exercise list | exercise start|check|hint|reset 名称 [--into 目录]"
        }
    }
}

/// Where a learner is with an exercise.
enum ExerciseState: Equatable {
    case new, started, solved
}

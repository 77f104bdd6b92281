/// A command of the shell, of scripts and of lessons: the one list of them. `help`,
/// completion, usage errors and the live page all come from here, and every `switch`
/// over commands is exhaustive, so a new command is complete when the compiler says so.
///
/// The commands that act on the loaded scenario's screen are one case, `act`, over
/// `ScreenVerb`: a new verb is added there, and every switch here takes it as it is.
enum Command: Hashable, Sendable, CaseIterable {
    case help, scenarios, load, reset
    /// An action on the loaded scenario's screen (`tap`, `toggle`, `dismiss`, `do`, …).
    case act(ScreenVerb)
    case actions, tree, deps, inspect, source, counts, trace, expect, report, run
    case lessons, lesson, next, back, play, redo, hint, predict, exercise, quit

    /// What `help` shows of a command: its usage line, what it does in English and in
    /// Simplified Chinese, and an example.
    struct Help: Sendable {
        let usage: String
        let summary: String
        /// `summary` in Simplified Chinese. Command names, keywords and examples stay as
        /// typed; the usage's placeholders are translated by `CommandHelpChinese`.
        let chineseSummary: String
        let example: String
    }

    /// Every command, in the order `help` lists them.
    static let allCases: [Command] = {
        let before: [Command] = [.help, .scenarios, .load, .reset]
        let after: [Command] = [.actions, .tree, .deps, .inspect, .source, .counts, .trace, .expect, .report, .run,
                                     .lessons, .lesson, .next, .back, .play, .redo, .hint, .predict, .exercise, .quit]
        return before + ScreenVerb.allCases.map(Command.act) + after
    }()

    /// Every command by its name (a line's command is found with one lookup, not a
    /// comparison with each name in turn).
    private static let byName = Dictionary(allCases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The command named `name` (in any case); `exit` is `quit`.
    init?(named name: String) {
        if let command = Self.byName[name] ?? Self.byName[name.lowercased()] {
            self = command
        } else if name == "exit" {
            self = .quit
        } else {
            return nil
        }
    }

    /// The command whose name is closest to `name`, if any is close.
    static func closest(to name: String) -> Command? {
        let scored = allCases.map { ($0, EditDistance.between($0.name, name.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 2) else {
            return allCases.first { $0.name.hasPrefix(name.lowercased()) && !name.isEmpty }
        }
        return best.0
    }

    /// The command as it is typed: the first word of its usage.
    var name: String {
        if case .act(let verb) = self { return verb.rawValue }
        return String(manual.usage.prefix { $0 != " " })
    }

    var usage: String { manual.usage }
    var summary: String { manual.summary }
    var chineseSummary: String { manual.chineseSummary }
    var example: String { manual.example }

    /// The command's help, defined once per command.
    var manual: Help {
        switch self {
        case .help:
            Help(usage: "help [command]", summary: "list the commands, or explain one",
                 chineseSummary: "列出所有命令，或解释其中一个", example: "help tap")
        case .scenarios:
            Help(usage: "scenarios", summary: "list the scenarios of the catalog",
                 chineseSummary: "列出场景目录中的场景", example: "scenarios")
        case .load:
            Help(usage: "load <scenario> [old|new|both] [name=value…] | load <File.swift…> [root=<View>]",
                 summary: "load a scenario and render it, both variants side by side by default; or your own Swift files, as `obslab try` does",
                 chineseSummary: "载入一个场景并渲染它，默认两个变体并排；也可以像 `obslab try` 那样载入你自己的 Swift 文件",
                 example: "load food-truck both")
        case .reset:
            Help(usage: "reset", summary: "reload the scenario fresh", chineseSummary: "重新载入场景，从头开始", example: "reset")
        case .act(let verb):
            verb.manual
        case .actions:
            Help(usage: "actions", summary: "list what you can tap, toggle, type and do",
                 chineseSummary: "列出可以点按、切换、输入和运行的东西", example: "actions")
        case .tree:
            Help(usage: "tree", summary: "show the simulated screen with each view's body count",
                 chineseSummary: "显示模拟的屏幕，以及每个视图的 body 运行次数", example: "tree")
        case .deps:
            Help(usage: "deps <view>",
                 summary: "what a view depends on right now: state, bindings, publishers, tracked properties, environment",
                 chineseSummary: "一个视图此刻依赖什么：状态、绑定、发布者、追踪的属性、环境", example: "deps DonutMenu")
        case .inspect:
            Help(usage: "inspect <object>", summary: "a model object's values, and which views observe which of its properties",
                 chineseSummary: "一个模型对象的值，以及哪些视图观察它的哪些属性", example: "inspect FoodTruckModel#1")
        case .source:
            Help(usage: "source [view|model]",
                 summary: "the scenario's Swift source, or the declaration of one view or model",
                 chineseSummary: "场景的 Swift 源代码，或其中一个视图或模型的声明", example: "source DonutMenu")
        case .counts:
            Help(usage: "counts [reset]", summary: "bodies run per view since the first render (or since `counts reset`)",
                 chineseSummary: "首次渲染以来（或 `counts reset` 以来）每个视图的 body 运行次数", example: "counts")
        case .trace:
            Help(usage: "trace [brief|full|printchanges] [folded|all]",
                 summary: "how much to print after each action; `all` shows every keystroke of a long `type`, "
                    + "`folded` (the default) folds long runs of identical ones",
                 chineseSummary: "每次操作后打印多少内容；`all` 显示长 `type` 的每一次按键，`folded`（默认）把一长串相同的按键折叠起来",
                 example: "trace printchanges")
        case .expect:
            Help(usage: "expect [old|new] <view> runs <n> [reason \"<text>\"] [cause \"<text>\"] [wasted]",
                 summary: "assert what the last action did (also: total <n>, shows \"<text>\", created <Type> <n>, [no] event|warning \"<text>\", crash)",
                 chineseSummary: "断言上一个操作做了什么（还可以写：`total <n>`、`shows \"<文字>\"`、`created <类型> <n>`、`[no] event|warning \"<文字>\"`、`crash`）",
                 example: "expect new DonutMenu runs 0")
        case .report:
            Help(usage: "report [md|html|json] [--out <file>]", summary: "the old-vs-new comparison report of the loaded scenario",
                 chineseSummary: "已载入场景的 old 与 new 对比报告", example: "report md")
        case .run:
            Help(usage: "run <file>", summary: "run a script of these commands",
                 chineseSummary: "运行一个由这些命令组成的脚本", example: "run walkthrough.obslab")
        case .lessons:
            Help(usage: "lessons", summary: "the lessons, with your progress", chineseSummary: "列出课程和你的进度",
                 example: "lessons")
        case .lesson:
            Help(usage: "lesson <id|number>", summary: "start a lesson, or resume it where you stopped",
                 chineseSummary: "开始一课，或从上次停下的地方继续", example: "lesson 1")
        case .next:
            Help(usage: "next", summary: "check this step's claim and go to the next step",
                 chineseSummary: "检查本步的结论，然后进入下一步", example: "next")
        case .back:
            Help(usage: "back", summary: "go back one step", chineseSummary: "回到上一步", example: "back")
        case .play:
            Help(usage: "play", summary: "run this step's commands as written", chineseSummary: "照原样运行本步的命令",
                 example: "play")
        case .redo:
            Help(usage: "redo", summary: "start this step afresh: reload the lesson's scenario and replay the steps before it",
                 chineseSummary: "让本步重新开始：重新载入本课的场景，并重放之前各步的命令", example: "redo")
        case .hint:
            Help(usage: "hint", summary: "a hint for this step", chineseSummary: "本步的提示", example: "hint")
        case .predict:
            Help(usage: "predict [old|new] <view…>", summary: "say which views will re-run on your next action; the lab compares",
                 chineseSummary: "说出你的下一个操作会让哪些视图重新运行；实验室会比对", example: "predict new OrderList")
        case .exercise:
            Help(usage: "exercise list | exercise start|check|hint|reset <name> [--into <dir>]",
                 summary: "exercises: fix a small SwiftUI file until the lab's checker passes (`watch`: outside the shell)",
                 chineseSummary: "练习：修改一个小的 SwiftUI 文件，直到实验室的检查通过（`watch` 请在交互模式之外运行）",
                 example: "exercise start keystroke-rows")
        case .quit:
            Help(usage: "quit", summary: "leave ObsLab", chineseSummary: "离开 ObsLab", example: "quit")
        }
    }
}

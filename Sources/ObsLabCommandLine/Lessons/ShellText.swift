import Foundation
import ObsLab
import ObsLabEngine

/// The lab's own words in the shell, in the learner's language: the lesson frame, the
/// verdicts on predictions, progress, and the errors a learner meets. SwiftUI's words
/// (`_count changed.`, type names, the trace) stay as SwiftUI prints them.
struct ShellText: Sendable {
    let language: Language

    init(language: Language) { self.language = language }
    private var isChinese: Bool { language == .simplifiedChinese }

    private func pick(_ english: String, _ chinese: String) -> String { language.pick(english, chinese) }

    // MARK: Lesson frame

    func stepHeading(_ number: Int, of total: Int, _ title: String) -> String {
        pick("— Step \(number)/\(total): \(title)", "— 第 \(number)/\(total) 步：\(title)")
    }
    var predictLabel: String { pick("Predict: ", "预测：") }
    /// `Predict (new): `, with the question's scope as the lesson writes it.
    func predictLabel(scope: [String]) -> String {
        guard !scope.isEmpty else { return predictLabel }
        return pick("Predict (\(scope.joined(separator: ", "))): ", "预测（\(scope.joined(separator: "、"))）：")
    }
    /// How to answer, when several variants are loaded for the step's action.
    func predictUsage(variants: [String]) -> String {
        let each = variants.map { "`predict \($0) …`" }
        return pick("  (`predict <views…>`, or " + each.joined(separator: " and ") + ")",
                    "（`predict <视图…>`，或分别输入 " + each.joined(separator: " 与 ") + "）")
    }
    var predictUsageOne: String {
        pick("  (`predict <views…>`, or `predict none`)", "（`predict <视图…>`，或 `predict none`）")
    }
    var thinkLabel: String { pick("Think: ", "想一想：") }
    func runHeading(count: Int) -> String {
        count > 1 ? pick("Run these (type them, or `play`):", "依次运行（自己输入，或输入 `play`）：")
            : pick("Run (type it, or `play`):", "运行（自己输入，或输入 `play`）：")
    }
    var thenNext: String { pick("Then `next`.", "然后输入 `next`。") }
    var thenNextChecks: String {
        pick("Then `next`: the lab checks the claim first.", "然后输入 `next`：实验室会先检查本步的结论。")
    }
    func loaded(_ scenario: String) -> String { pick("(loaded \(scenario))", "（已载入 \(scenario)）") }
    var notYet: String {
        pick("Not yet: this step's claim doesn't hold for what you did so far",
             "还不行：按你目前做的操作，本步的结论还不成立")
    }
    var notYetRunCommands: String {
        pick(" — run its commands (`play` runs them for you), then `next`.",
             "——先运行本步的命令（`play` 会替你运行），再输入 `next`。")
    }
    var notYetEnd: String { pick(".", "。") }
    var redoAdvice: String {
        pick("If you tried other things along the way, `redo` starts this step afresh, then `play`.",
             "如果你中途试过别的操作，输入 `redo` 让本步重新开始，再输入 `play`。")
    }
    func redone(steps: Int) -> String {
        steps == 0 ? pick("(the scenario is fresh again)", "（场景已恢复初始状态）")
            : pick("(the scenario is fresh again, with the commands of steps 1–\(steps) replayed)",
                   "（场景已恢复初始状态，并重放了第 1–\(steps) 步的命令）")
    }
    func lessonComplete(_ title: String) -> String { pick("✓ Lesson complete: \(title)", "✓ 本课完成：\(title)") }
    func nextLesson(_ id: String, _ title: String) -> String {
        pick("Next: `lesson \(id)` — \(title)", "下一课：`lesson \(id)` —— \(title)")
    }
    var lastLesson: String { pick("That was the last lesson.", "这是最后一课。") }
    var hintLabel: String { pick("Hint: ", "提示：") }
    var noHint: String {
        pick("No hint for this step. `deps <view>` shows what a view depends on; `trace full` shows every cause.",
             "本步没有提示。`deps <视图>` 显示一个视图依赖什么；`trace full` 显示每一个原因。")
    }
    var done: String { pick("done", "已完成") }
    func progress(step: Int, of total: Int) -> String { pick("step \(step)/\(total)", "第 \(step)/\(total) 步") }

    // MARK: Welcome

    var welcomeHelp: String {
        pick("SwiftUI's data flow, made visible. `help` lists the commands.",
             "让 SwiftUI 的数据流看得见。`help` 列出所有命令。")
    }
    var welcomeNoLessons: String {
        pick("Load a scenario to begin (`scenarios` lists them):  load food-truck both",
             "载入一个场景开始（`scenarios` 列出所有场景）：  load food-truck both")
    }
    var lessonsHeading: String { pick("Lessons:", "课程：") }
    func exercisesPointer(count: Int) -> String {
        pick("\(count) exercises, where you fix a SwiftUI file yourself: `exercise list`",
             "\(count) 个练习，由你亲手修改 SwiftUI 文件：`exercise list`")
    }
    func welcomeBack(_ title: String) -> String { pick("Welcome back. Resuming \(title).", "欢迎回来。继续学习：\(title)。") }
    var newHere: String {
        pick("New here? Here is lesson 1. (`lessons` lists them, `lesson <n>` jumps, `load <scenario>` explores freely.)",
             "第一次来？从第 1 课开始。（`lessons` 列出课程，`lesson <n>` 跳到某一课，`load <场景>` 自由探索。）")
    }
    var pickALesson: String {
        pick("Pick a lesson with `lesson <n>`, or explore a scenario: `load food-truck both`.",
             "用 `lesson <n>` 选一课，或者探索一个场景：`load food-truck both`。")
    }

    // MARK: Predictions

    func predictionNoted(variant: String, views: [String], after action: String?) -> String {
        let what = views.isEmpty ? pick("no view re-runs", "没有视图重新运行") : views.joined(separator: pick(", ", "、"))
        let whose = variant.isEmpty ? "" : pick(" for \(variant)", "（\(variant)）")
        guard let action else {
            return pick("Prediction noted\(whose): \(what). Now act, and the lab will compare.",
                        "已记下预测\(whose)：\(what)。现在操作，实验室会比对。")
        }
        return pick("Prediction noted\(whose): \(what). The lab compares it with `\(action)`, this step's last action.",
                    "已记下预测\(whose)：\(what)。实验室会拿它和本步最后一个操作 `\(action)` 的结果比对。")
    }
    /// After an action that is not the next of the step's own: the prediction is kept.
    func predictionWaits(for action: String) -> String {
        pick("(your prediction waits for `\(action)` after this step's other commands, in order; `play` runs them)",
             "（你的预测要等本步的命令依次运行到 `\(action)` 才比对；`play` 会替你运行）")
    }
    func predictedRight(_ label: String, ran: [String]) -> String {
        let what = ran.isEmpty ? pick("no body re-ran", "没有 body 重新运行") : ran.joined(separator: pick(", ", "、"))
        return label + pick("you predicted it: ", "预测正确：") + what
    }
    func notQuite(_ label: String) -> String { label + pick("not quite.", "不完全对。") }
    func alsoRan(_ view: String, _ why: String) -> String {
        pick("  \(view) re-ran too: \(why)", "  \(view) 也重新运行了：\(why)")
    }
    /// A view that ran, outside what the question asked about: information, not a mistake.
    func alsoRanNotAsked(_ view: String, _ why: String) -> String {
        pick("  (not asked) \(view) re-ran too: \(why)", "  （题目没问）\(view) 也重新运行了：\(why)")
    }
    /// A view of SwiftUI's own that ran (`NavigationStack`, `sheet`): never asked about.
    func alsoRanSwiftUIsOwn(_ view: String, _ why: String) -> String {
        pick("  (SwiftUI's own) \(view) re-ran too: \(why)", "  （SwiftUI 自己的视图）\(view) 也重新运行了：\(why)")
    }
    func notAsked(_ line: String) -> String {
        pick("  (not asked)" + line.dropFirst(1), "  （题目没问）" + line.drop { $0 == " " })
    }
    /// Why a predicted view did not run, from what it depends on right now.
    func didNotRun(_ view: String, dependencies: [Dependency]) -> String {
        let subscribed = dependencies.filter { $0.kind == .publisher }.map(\.source)
        let comma = pick(", ", "、")
        func sources(_ kind: Dependency.Kind) -> String? {
            let found = dependencies.filter { $0.kind == kind }.map(\.source)
            return found.isEmpty ? nil : found.joined(separator: comma)
        }
        let others = [sources(.state).map { pick("reads ", "读取 ") + $0 },
                      sources(.tracked).map { pick("tracks ", "追踪 ") + $0 },
                      sources(.environment).map { pick("reads the environment: ", "读取环境：") + $0 }].compactMap { $0 }
        var clauses: [String] = []
        if !others.isEmpty {
            clauses.append(pick("nothing it reads changed (it ", "它读取的东西都没有变（它")
                + others.joined(separator: pick("; ", "；")) + pick(")", "）"))
        }
        if !subscribed.isEmpty {
            clauses.append(pick("\(subscribed.joined(separator: ", ")), which it subscribes to, did not fire",
                                "它订阅的 \(subscribed.joined(separator: "、")) 没有发出通知"))
        }
        if clauses.isEmpty {
            clauses.append(pick("it depends on nothing that changes; only a different value from its parent (@self) or a new identity re-runs it",
                                "它不依赖任何会变的东西；只有父视图传来不同的值（@self）或身份改变才会让它重新运行"))
        }
        return pick("  \(view) did not re-run: ", "  \(view) 没有重新运行：") + clauses.joined(separator: pick("; ", "；"))
    }
    /// A predicted type none of whose instances ran.
    func noneRan(_ name: String, count: Int) -> String {
        pick("  none of the \(count) \(name) views re-ran", "  \(count) 个 \(name) 视图都没有重新运行")
    }
    /// A predicted view the action removed from the screen, with no successor.
    func leftTheScreen(_ name: String) -> String {
        pick("  \(name) did not re-run: the action removed it from the screen",
             "  \(name) 没有重新运行：这个操作把它从屏幕上移除了")
    }
    func noSuchView(_ name: String) -> String { pick("  there is no view \"\(name)\" here", "  这里没有名为 \"\(name)\" 的视图") }

    // MARK: The interpreter's own output

    /// A command's usage line, placeholders in the learner's language.
    func usage(_ command: Command) -> String { usage(command.usage) }
    func usage(_ usage: String) -> String { isChinese ? CommandHelpChinese.usage(usage) : usage }
    func summary(_ command: Command) -> String { isChinese ? command.chineseSummary : command.summary }
    var usageLabel: String { pick("usage: ", "用法：") }
    var exampleLabel: String { pick("example: ", "例：") }
    /// `old beside new`, `old`.
    func selection(_ variants: [String]) -> String {
        variants.count == 1 ? variants[0]
            : pick(variants.joined(separator: " beside "), variants.joined(separator: " 与 ") + " 并排")
    }
    func reloaded(_ scenario: String) -> String { pick("reloaded \(scenario)", "已重新载入 \(scenario)") }
    func skippedIn(_ reasons: [String]) -> String {
        pick("(skipped in " + reasons.joined(separator: "; ") + ")", "（以下变体跳过了这一步：" + reasons.joined(separator: "；") + "）")
    }
    var countsWereReset: String { pick("counts reset", "计数已清零") }
    func countsTitle(sinceReset: Bool) -> String {
        pick("bodies run since the first render" + (sinceReset ? " (since `counts reset`)" : ""),
             (sinceReset ? "自 `counts reset` 以来" : "首次渲染以来") + "每个视图的 body 运行次数")
    }
    func traceSetting(_ detail: String, folds: Bool, limit: Int) -> String {
        if folds {
            return pick("trace is \(detail); more than \(limit) identical keystrokes in a row are folded (`trace all` shows each)",
                        "trace 现在是 \(detail)；连续超过 \(limit) 次相同的按键会被折叠（`trace all` 逐一显示）")
        }
        return pick("trace is \(detail); every keystroke is shown (`trace folded` folds long runs)",
                    "trace 现在是 \(detail)；每一次按键都会显示（`trace folded` 折叠长串的按键）")
    }
    func notLoaded(_ variant: String) -> String { pick("\(variant) is not loaded", "\(variant) 没有载入") }
    func skipped(_ reason: String) -> String { pick("  (skipped: \(reason))", "  （跳过：\(reason)）") }
    func scriptSummary(_ path: String, failed: Int, errors: Int) -> String {
        pick("\(path): \(failed) expectation\(failed == 1 ? "" : "s") failed, \(errors) error\(errors == 1 ? "" : "s")",
             "\(path)：\(failed) 个断言不成立，\(errors) 个错误")
    }
    /// `old: ` before what one variant says.
    func variantPrefix(_ variant: String) -> String { pick("\(variant): ", "\(variant)：") }
    /// ` (detail)` after an English line, `（detail）` after a Chinese one.
    func parenthesized(_ detail: String) -> String { pick(" (\(detail))", "（\(detail)）") }
    /// Between the clauses of a list of sentences.
    var listSeparator: String { pick("; ", "；") }
    /// A scenario's title in the learner's language (its English title when it has no other).
    func title(of scenario: Scenario) -> String {
        isChinese ? ScenarioTitlesChinese.titles[scenario.id] ?? scenario.title : scenario.title
    }
    var noteLabel: String { pick("note: ", "注意：") }

    // MARK: Errors

    var errorLabel: String { pick("error: ", "错误：") }
    var noLessonInProgress: String {
        pick("no lesson in progress; `lessons` lists them", "当前没有进行中的课程；`lessons` 会列出所有课程")
    }
    var firstStep: String { pick("this is the first step", "这已经是第一步") }
    var nothingToPlay: String {
        pick("this step has no commands to run; `next` moves on", "本步没有要运行的命令；输入 `next` 继续")
    }
    var noLessons: String {
        pick("no lessons in this shell: `obslab try` opens only your own files; `obslab` alone has the lessons",
             "这个 shell 里没有课程：`obslab try` 只打开你自己的文件；课程请直接运行 `obslab`")
    }
    func wroteReport(format: String, scenario: String, path: String) -> String {
        pick("wrote the \(format) report of \(scenario) to \(path)", "\(format) 报告（\(scenario)）已写入 \(path)")
    }
    func noSuchLesson(_ name: String, _ ids: [String]) -> String {
        pick("no lesson `\(name)`; lessons: ", "没有课程 `\(name)`；现有课程：") + ids.joined(separator: ", ")
    }
}

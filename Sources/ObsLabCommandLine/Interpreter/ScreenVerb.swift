import ObsLab
import ObsLabEngine

/// A command that acts on the loaded scenario's screen, in every loaded variant: the
/// control verbs (`tap`, `toggle`, `type`, `clear`, `submit`, `choose`, `increment`, `decrement`), `dismiss`,
/// `pop`, `scroll` for a lazy container, `refresh`, `wait` for time passing, and `do` for a scenario's named action.
///
/// Everything the front end knows of a verb is here: its help, its arguments and what it
/// does with them, what completes them, how `actions` suggests it and what the live page
/// sends for it. docs/architecture.md ("Adding a control verb") lists the other files.
enum ScreenVerb: String, CaseIterable, Sendable {
    case tap, toggle, type, clear, submit, choose, increment, decrement, dismiss, pop, scroll, refresh, wait
    case `do`

    /// The verb's help.
    var manual: Command.Help {
        switch self {
        case .tap:
            .init(usage: "tap \"<label>\"", summary: "tap the button with that label",
                  chineseSummary: "点按带这个标签的按钮", example: "tap \"Add order\"")
        case .toggle:
            .init(usage: "toggle \"<label>\" [on|off]", summary: "flip a toggle, or set it",
                  chineseSummary: "切换一个开关，或把它设为 `on`/`off`", example: "toggle \"Dark mode\"")
        case .type:
            .init(usage: "type \"<label>\" \"<text>\"",
                  summary: "type into a text field after what it holds, one update per keystroke (`clear` first to replace it)",
                  chineseSummary: "在文本框已有内容之后输入文字，每次按键一次更新（要替换内容，先用 `clear`）",
                  example: "type \"Name\" \"Ada\"")
        case .clear:
            .init(usage: "clear \"<label>\"",
                  summary: "select all the text of a text field and delete it, one update; `type` then replaces it",
                  chineseSummary: "选中文本框里的全部文字并删除，一次更新；之后的 `type` 就替换了原来的内容",
                  example: "clear \"Amount\"")
        case .submit:
            .init(usage: "submit \"<label>\"", summary: "press return in a text field: its edit is committed, then onSubmit runs",
                  chineseSummary: "在文本框里按回车：提交这次编辑，然后运行 `onSubmit`", example: "submit \"Age\"")
        case .choose:
            .init(usage: "choose \"<label>\" \"<option>\"", summary: "pick an option of a picker, or set a slider to a number",
                  chineseSummary: "在选择器里选一个选项，或把滑块设为某个数", example: "choose \"Flavor\" \"Mint\"")
        case .increment:
            .init(usage: "increment \"<label>\"", summary: "tap a stepper's plus", chineseSummary: "点按步进器的加号",
                  example: "increment \"Scoops\"")
        case .decrement:
            .init(usage: "decrement \"<label>\"", summary: "tap a stepper's minus", chineseSummary: "点按步进器的减号",
                  example: "decrement \"Scoops\"")
        case .dismiss:
            .init(usage: "dismiss",
                  summary: "dismiss the front-most sheet, cover, popover, alert or dialog (a swipe down)",
                  chineseSummary: "关闭最前面呈现的 `sheet`、`fullScreenCover`、`popover`、`alert` 或 `confirmationDialog`（相当于向下轻扫）",
                  example: "dismiss")
        case .pop:
            .init(usage: "pop", summary: "go back from the top view of a navigation stack (its back button)",
                  chineseSummary: "从导航栈顶部的视图返回（它的返回按钮）", example: "pop")
        case .scroll:
            .init(usage: "scroll [\"<container>\"] (to <row>|down|up|top|bottom)",
                  summary: "scroll a List or lazy stack or grid: the rows that come on screen are built, the others go",
                  chineseSummary: "滚动 `List` 或惰性栈、惰性网格：滚进屏幕的行被构建，滚出的行离开",
                  example: "scroll \"List\" to 40")
        case .refresh:
            .init(usage: "refresh", summary: "pull down the first refreshable list or scroll view: its refreshable action runs",
                  chineseSummary: "下拉第一个可刷新的列表或滚动视图：运行它的 `refreshable` 动作", example: "refresh")
        case .wait:
            .init(usage: "wait <duration>",
                  summary: "let time pass on the lab's clock (`2s`, `500ms`): sleeping tasks wake and timers tick, in order",
                  chineseSummary: "让实验室的时钟走过一段时间（`2s`、`500ms`）：休眠的任务按时醒来，计时器按时触发",
                  example: "wait 2s")
        case .do:
            .init(usage: "do \"<action>\"", summary: "run one of the scenario's named actions (events from outside the UI)",
                  chineseSummary: "运行场景里一个有名字的动作（来自界面之外的事件）", example: "do \"Order arrives\"")
        }
    }

    /// Performs the verb with `arguments` on `run`, the step named `command`; nil when the
    /// arguments do not fit the verb's usage.
    @MainActor
    func perform(_ arguments: [String], on run: VariantRun, command: String) throws(ActionError) -> TraceStep? {
        let graph = run.graph
        switch (self, arguments.count) {
        case (.tap, 1): return try graph.tap(arguments[0], command: command)
        case (.toggle, 1): return try graph.toggle(arguments[0], command: command)
        case (.toggle, 2):
            guard let value = ["on": true, "off": false][arguments[1]] else { return nil }
            return try graph.toggle(arguments[0], to: value, command: command)
        case (.type, 2): return try graph.typeText(arguments[1], into: arguments[0], command: command)
        case (.clear, 1): return try graph.clearText(arguments[0], command: command)
        case (.submit, 1): return try graph.submit(arguments[0], command: command)
        case (.choose, 2): return try graph.choose(arguments[1], in: arguments[0], command: command)
        case (.increment, 1): return try graph.step(arguments[0], by: 1, command: command)
        case (.decrement, 1): return try graph.step(arguments[0], by: -1, command: command)
        case (.dismiss, 0): return try graph.dismissPresentation(command: command)
        case (.pop, 0): return try graph.popNavigation(command: command)
        case (.refresh, 0): return try graph.refresh(command: command)
        case (.wait, 1):
            guard let seconds = Self.seconds(in: arguments[0]) else { return nil }
            return try graph.wait(seconds, command: command)
        case (.do, 1): return try run.trigger(arguments[0], command: command)
        case (.scroll, _):
            guard let (name, target) = Self.scrollTarget(arguments) else { return nil }
            return try graph.scroll(name, to: target, command: command)
        case (.tap, _), (.toggle, _), (.type, _), (.clear, _), (.submit, _), (.choose, _), (.increment, _), (.decrement, _), (.dismiss, _), (.pop, _), (.refresh, _), (.wait, _),
             (.do, _):
            return nil
        }
    }

    /// `scroll`'s arguments: an optional container name, then `to <row>`, `to top`,
    /// `to bottom`, `top`, `bottom`, `down` or `up`; nil when they do not fit.
    static func scrollTarget(_ arguments: [String]) -> (name: String?, target: ScrollTarget)? {
        let words: [String: ScrollTarget] = ["down": .down, "up": .up, "top": .top, "bottom": .bottom]
        var rest = arguments
        let target: ScrollTarget
        if rest.count >= 2, rest[rest.count - 2] == "to" {
            let word = rest.removeLast()
            rest.removeLast()
            if let row = Int(word), row >= 1 {
                target = .row(row)
            } else if word == "top" || word == "bottom", let named = words[word] {
                target = named
            } else {
                return nil
            }
        } else if let last = rest.last, let named = words[last] {
            rest.removeLast()
            target = named
        } else {
            return nil
        }
        guard rest.count <= 1 else { return nil }
        return (rest.first, target)
    }

    /// The kinds of control whose label the verb takes first (none for `dismiss`, `pop`, `scroll`, `do`).
    var controlKinds: [ControlKind] {
        switch self {
        case .tap: [.button]
        case .toggle: [.toggle]
        case .type, .clear, .submit: [.textField]
        case .choose: [.picker, .slider]
        case .increment, .decrement: [.stepper]
        case .dismiss, .pop, .scroll, .refresh, .wait, .do: []
        }
    }

    /// The words that complete the verb's argument at `position` (`previous`: the
    /// arguments before it), in `runs`.
    @MainActor
    func completions(at position: Int, previous: [String], in runs: [VariantRun]) -> [String] {
        func controls() -> [ControlInfo] { runs.flatMap { $0.controls() } }
        switch (self, position) {
        case (.do, 0): return runs.flatMap(\.actionNames)
        case (.scroll, 0):
            var names: [String] = []
            for run in runs {
                for (container, _) in run.graph.lazyContainersOnScreen() where !names.contains(container.name) {
                    names.append(container.name)
                }
            }
            return names + ["to", "down", "up", "top", "bottom"]
        case (.scroll, _): return ["to", "down", "up", "top", "bottom"]
        case (.toggle, 1): return ["on", "off"]
        case (.choose, 1): return controls().filter { $0.kind == .picker && $0.label == previous.first }.flatMap(\.options)
        case (_, 0):
            let shown = controls()
            return controlKinds.flatMap { kind in shown.filter { $0.kind == kind }.map(\.label) }
        default: return []
        }
    }

    /// How `actions` suggests the verb for `control`, or nil when it does not use it.
    func suggestion(for control: ControlInfo) -> String? {
        guard controlKinds.contains(control.kind) else { return nil }
        let label = CommandTokenizer.quote(control.label)
        switch self {
        case .type: return "type \(label) \"<text>\""
        case .choose: return control.kind == .slider ? "choose \(label) <number>" : "choose \(label) \"<option>\""
        case .tap, .toggle, .clear, .submit, .increment, .decrement, .dismiss, .pop, .scroll, .refresh, .wait, .do: return "\(rawValue) \(label)"
        }
    }

    /// The command's words for a request of the live page, which names the control by
    /// `label` and may carry a `value` and a `text`.
    func words(label: String?, value: String?, text: String?) throws(LiveSession.Malformed) -> [String] {
        switch self {
        case .tap, .do, .clear, .submit, .increment, .decrement:
            guard let label else { throw .init("`\(rawValue)` needs `label`") }
            return [rawValue, label]
        case .toggle:
            guard let label else { throw .init("`toggle` needs `label`") }
            if let value, value != "on" && value != "off" { throw .init("`toggle` takes `value` on or off") }
            return ["toggle", label] + (value.map { [$0] } ?? [])
        case .type:
            guard let label, let text, !text.isEmpty else { throw .init("`type` needs `label` and a non-empty `text`") }
            return ["type", label, text]
        case .choose:
            guard let label, let value else { throw .init("`choose` needs `label` and `value`") }
            return ["choose", label, value]
        case .dismiss, .pop, .refresh:
            return [rawValue]
        case .scroll:
            guard let value, Self.scrollTarget([value]) != nil || Int(value) != nil else {
                throw .init("`scroll` needs `value`: down, up, top, bottom or a row number")
            }
            return ["scroll"] + (label.map { [$0] } ?? []) + (Int(value) != nil ? ["to", value] : [value])
        case .wait:
            guard let value, Self.seconds(in: value) != nil else { throw .init("`wait` needs `value`, a duration such as 2s") }
            return ["wait", value]
        }
    }

    /// The seconds a duration says: a number followed by `s` or `ms` (`2s`, `1.5s`,
    /// `500ms`), more than zero and at most an hour; nil otherwise.
    static func seconds(in text: String) -> Double? {
        let (number, scale): (Substring, Double) = if text.hasSuffix("ms") {
            (text.dropLast(2), 0.001)
        } else if text.hasSuffix("s") {
            (text.dropLast(), 1)
        } else {
            (Substring(text), 0)
        }
        guard scale > 0, let value = Double(number), value.isFinite, value > 0 else { return nil }
        let seconds = value * scale
        return seconds <= 3600 ? seconds : nil
    }
}

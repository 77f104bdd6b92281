/// A command of the interpreter, with its usage and an example for `help`.
struct Command: Sendable {
    let name: String
    let usage: String
    let summary: String
    let example: String

    static let all: [Command] = [
        Command(name: "help", usage: "help [command]", summary: "list the commands, or explain one",
                example: "help tap"),
        Command(name: "scenarios", usage: "scenarios", summary: "list the scenarios of the catalog",
                example: "scenarios"),
        Command(name: "load", usage: "load <scenario> [old|new|both] [name=value…] | load <File.swift…> [root=<View>]",
                summary: "load a scenario and render it, both variants side by side by default; or your own Swift files, as `obslab try` does",
                example: "load food-truck both"),
        Command(name: "reset", usage: "reset", summary: "reload the scenario fresh", example: "reset"),
        Command(name: "tap", usage: "tap \"<label>\"", summary: "tap the button with that label",
                example: "tap \"Add order\""),
        Command(name: "toggle", usage: "toggle \"<label>\" [on|off]", summary: "flip a toggle, or set it",
                example: "toggle \"Dark mode\""),
        Command(name: "type", usage: "type \"<label>\" \"<text>\"",
                summary: "type into a text field, one update per keystroke", example: "type \"Name\" \"Ada\""),
        Command(name: "submit", usage: "submit \"<label>\"",
                summary: "press return in a text field: its edit is committed, then onSubmit runs",
                example: "submit \"Age\""),
        Command(name: "choose", usage: "choose \"<label>\" \"<option>\"",
                summary: "pick an option of a picker, or set a slider to a number", example: "choose \"Flavor\" \"Mint\""),
        Command(name: "increment", usage: "increment \"<label>\"", summary: "tap a stepper's plus",
                example: "increment \"Scoops\""),
        Command(name: "decrement", usage: "decrement \"<label>\"", summary: "tap a stepper's minus",
                example: "decrement \"Scoops\""),
        Command(name: "dismiss", usage: "dismiss",
                summary: "dismiss the front-most sheet, cover, popover, alert or dialog (a swipe down)",
                example: "dismiss"),
        Command(name: "pop", usage: "pop", summary: "go back from the top view of a navigation stack (its back button)",
                example: "pop"),
        Command(name: "do", usage: "do \"<action>\"",
                summary: "run one of the scenario's named actions (events from outside the UI)",
                example: "do \"Order arrives\""),
        Command(name: "actions", usage: "actions", summary: "list what you can tap, toggle, type and do",
                example: "actions"),
        Command(name: "tree", usage: "tree", summary: "show the simulated screen with each view's body count",
                example: "tree"),
        Command(name: "deps", usage: "deps <view>",
                summary: "what a view depends on right now: state, bindings, publishers, tracked properties, environment",
                example: "deps DonutMenu"),
        Command(name: "inspect", usage: "inspect <object>",
                summary: "a model object's values, and which views observe which of its properties",
                example: "inspect FoodTruckModel#1"),
        Command(name: "source", usage: "source [view|model]",
                summary: "the scenario's Swift source, or the declaration of one view or model",
                example: "source DonutMenu"),
        Command(name: "counts", usage: "counts [reset]",
                summary: "bodies run per view since the first render (or since `counts reset`)",
                example: "counts"),
        Command(name: "trace", usage: "trace [brief|full|printchanges] [folded|all]",
                summary: "how much to print after each action; `all` shows every keystroke of a long `type`, "
                    + "`folded` (the default) folds long runs of identical ones",
                example: "trace printchanges"),
        Command(name: "expect", usage: "expect [old|new] <view> runs <n> [reason \"<text>\"] [cause \"<text>\"] [wasted]",
                summary: "assert what the last action did (also: total <n>, shows \"<text>\", created <Type> <n>, [no] event|warning \"<text>\", crash)",
                example: "expect new DonutMenu runs 0"),
        Command(name: "report", usage: "report [md|html|json] [--out <file>]",
                summary: "the old-vs-new comparison report of the loaded scenario", example: "report md"),
        Command(name: "run", usage: "run <file>", summary: "run a script of these commands",
                example: "run walkthrough.obslab"),
        Command(name: "lessons", usage: "lessons", summary: "the lessons, with your progress", example: "lessons"),
        Command(name: "lesson", usage: "lesson <id|number>", summary: "start a lesson, or resume it where you stopped",
                example: "lesson 1"),
        Command(name: "next", usage: "next", summary: "check this step's claim and go to the next step", example: "next"),
        Command(name: "back", usage: "back", summary: "go back one step", example: "back"),
        Command(name: "play", usage: "play", summary: "run this step's commands as written", example: "play"),
        Command(name: "redo", usage: "redo",
                summary: "start this step afresh: reload the lesson's scenario and replay the steps before it", example: "redo"),
        Command(name: "hint", usage: "hint", summary: "a hint for this step", example: "hint"),
        Command(name: "predict", usage: "predict [old|new] <view…>",
                summary: "say which views will re-run on your next action; the lab compares",
                example: "predict new OrderList"),
        Command(name: "exercise", usage: "exercise list | exercise start|check|hint|reset <name> [--into <dir>]",
                summary: "exercises: fix a small SwiftUI file until the lab's checker passes (`watch`: outside the shell)",
                example: "exercise start keystroke-rows"),
        Command(name: "quit", usage: "quit", summary: "leave ObsLab", example: "quit"),
    ]

    static func named(_ name: String) -> Command? {
        all.first { $0.name == name.lowercased() } ?? (name == "exit" ? all.first { $0.name == "quit" } : nil)
    }

    /// The command whose name is closest to `name`, if any is close.
    static func closest(to name: String) -> Command? {
        let scored = all.map { ($0, EditDistance.between($0.name, name.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 2) else {
            return all.first { $0.name.hasPrefix(name.lowercased()) && !name.isEmpty }
        }
        return best.0
    }
}

/// Levenshtein distance, for "did you mean".
enum EditDistance {
    static func between(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

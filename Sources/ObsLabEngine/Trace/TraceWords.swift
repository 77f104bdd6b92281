import ObsLab

/// The text trace's own frame words, in one language: what the formatter writes around
/// the runtime's events ("skipped:", the counts table, "first render"). SwiftUI's tokens
/// (`_model changed.`, `@self`) and `body #n` stay as they are in every language.
public struct TraceWords: Sendable {
    /// The language the words are in.
    public let language: Language

    /// The frame words of `language`.
    public init(_ language: Language) { self.language = language }

    private func pick(_ english: String, _ chinese: String) -> String { language.pick(english, chinese) }

    /// `1 view`, `2 views`; `3 个视图`.
    public func views(_ count: Int) -> String {
        pick(TextTraceFormatter.count(count, "view", "views"), "\(count) 个视图")
    }
    /// `old: first render, 3 views`.
    public func firstRender(variant: String, views count: Int) -> String {
        pick("\(variant): first render, \(views(count))", "\(variant)：首次渲染，\(views(count))")
    }
    /// The heading of the counts table's column of view names.
    public var viewsColumn: String { pick("views", "视图") }
    /// The counts table's last row.
    public var allViews: String { pick("all views", "全部视图") }
    /// Below a large tree's table: how many views it leaves out because they did not run.
    public func moreViewsRanZeroTimes(_ count: Int) -> String {
        pick("… \(TextTraceFormatter.count(count, "more view", "more views")) ran 0 times",
             "… 另有 \(count) 个视图运行了 0 次")
    }
    /// A variant's views on screen whose body never ran, and why (docs/rules/trace-wording.md).
    public func neverRendered(variant: String, views names: [String], crashed: Bool) -> String {
        let list = names.joined(separator: ", ")
        if language == .english {
            let why = crashed ? "the app crashed before" : "the lab stopped before"
            return "\(variant): " + list
                + (names.count == 1 ? " never rendered: \(why) its body ran" : " never rendered: \(why) their bodies ran")
        }
        return "\(variant)：\(list) 从未渲染：" + (crashed ? "应用在 body 运行之前就崩溃了" : "实验室在 body 运行之前就让它停下了")
    }
    /// Between the first and last of a long run of identical keystrokes; `unfoldCommand`
    /// is the front end's command that shows them all.
    public func foldedKeystrokes(_ count: Int, unfoldCommand: String?) -> String {
        pick("… \(count) more keystrokes, each with the same events as the one above and the one below"
                + (unfoldCommand.map { " (`\($0)` shows every one)" } ?? ""),
             "… 中间还有 \(count) 次按键，每次的事件都与上面和下面那次相同"
                + (unfoldCommand.map { "（`\($0)` 逐一显示）" } ?? ""))
    }
    /// `(text)`; in Chinese, full-width `（text）`.
    public func parenthesized(_ text: String) -> String { pick("(\(text))", "（\(text)）") }
    /// ` (text)` right after a word; in Chinese, `（text）` with no space.
    public func appended(_ text: String) -> String { pick(" (\(text))", "（\(text)）") }
    /// Between a label and what follows it: `: `, `：`.
    public var colon: String { pick(": ", "：") }
    /// `trace printchanges` after an action no body ran for.
    public var noBodyRan: String { pick("(no body ran)", "（没有 body 运行）") }
    /// The trace of an action that invalidated no view.
    public var nothingObserved: String {
        pick("nothing observed this change: no view was invalidated", "这次变化没有观察者：没有视图失效")
    }
    /// After a body whose output is the same as before.
    public var wasted: String { pick("wasted: same output as before", "白跑：输出和上次完全相同") }
    /// Before the reason a child's body did not run.
    public var skipped: String { pick("skipped: ", "跳过：") }
    /// `→ invalidates OrderList`, `→ OrderList 失效`.
    public func invalidates(_ name: String) -> String { pick("→ invalidates \(name)", "→ \(name) 失效") }
    /// A view's storage made for a new identity, when the runtime says no more.
    public var storageCreated: String { pick("storage created", "已创建存储") }
    /// A view's storage destroyed with its identity.
    public var storageDestroyed: String { pick("identity gone, storage destroyed", "身份消失，存储被销毁") }
    /// A tracked property the lab could not name.
    public var unnamedProperty: String { pick("(unnamed property)", "（无名属性）") }
    /// After `Model#1.title`: the property changed.
    public var changed: String { pick(" changed", " 变了") }
    /// Before a runtime warning (SwiftUI's own text follows, as SwiftUI prints it).
    public var warning: String { pick("warning: ", "警告：") }
    /// Before a simulated crash (SwiftUI's own message follows).
    public var crash: String { pick("crash: ", "崩溃：") }
    /// Before a line the app printed from its body.
    public var print: String { pick("print: ", "打印：") }
}

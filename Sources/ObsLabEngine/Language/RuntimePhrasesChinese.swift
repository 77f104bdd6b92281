import ObsLab

extension PhraseBook {
    /// The engine's inspection sentences in Simplified Chinese: what a view depends on, the
    /// screen and objects as `tree` and `inspect` list them, a scenario's parameters. (The
    /// trace's own details are typed values: `TraceDetail`, rendered in TraceDetailChinese.swift.) SwiftUI's own messages (runtime warnings, crash text) are
    /// not here: they stay as SwiftUI prints them. Terms follow lessons/zh-Hans/GLOSSARY.md.
    public static let runtimeChinese = PhraseBook([
        // What a view depends on (`deps`, and why a predicted view did not re-run).
        Entry("nothing: it re-runs only when its parent hands it a different value (@self) or its identity changes",
              "没有依赖：只有父视图传给它不同的值（@self）或它的身份改变时，它才会重新运行"),
        Entry("reads {} (through {}): a write of a new value re-runs it", "读取 {}（经由 {}）：写入新值会让它重新运行"),
        Entry("reads {}: a write of a new value re-runs it", "读取 {}：写入新值会让它重新运行"),
        Entry("subscribed to {} (as {}): every emission re-runs it, whatever it reads",
              "订阅了 {}（通过 {}）：每次发出通知都会让它重新运行，不管它读了什么"),
        Entry("tracks {}: a change re-runs it (@dependencies)", "追踪 {}：它一变，视图就重新运行（@dependencies）"),
        Entry("reads the environment ({}): {~}", "读取环境（{}）：{~}"),
        Entry("a key at its default value", "一个取默认值的键"),
        Entry("an @Observable type no ancestor provides", "一个没有任何祖先视图提供的 @Observable 类型"),
        Entry("an ObservableObject type no ancestor provides", "一个没有任何祖先视图提供的 ObservableObject 类型"),
        // The release a graph models.
        Entry("SwiftUI as of Xcode 26 (and earlier)", "模拟 Xcode 26（及更早）构建的 SwiftUI"),
        Entry("SwiftUI as of Xcode {}", "模拟 Xcode {} 构建的 SwiftUI"),
        // The simulated screen (`tree`).
        Entry("{}  (never rendered: {~})", "{}  （从未渲染：{~}）"),
        Entry("the app crashed before its body ran", "应用在 body 运行之前就崩溃了"),
        Entry("its body has not run", "它的 body 还没有运行过"),
        Entry("(nothing rendered)", "（没有渲染任何视图）"),
        Entry("(crashed: {})", "（已崩溃：{}）"),
        Entry("{} (disabled)", "{}（已禁用）"),
        // Objects (`inspect`).
        Entry("{} = closure  {~}", "{} = 闭包  {~}"),
        Entry("{} = closure", "{} = 闭包"),
        Entry("{}  (not tracked: @ObservationIgnored)", "{}  （不追踪：@ObservationIgnored）"),
        Entry("{}  (not @Published: changes fire nothing)", "{}  （不是 @Published：改了也不会发出通知）"),
        Entry("(not tracked: @ObservationIgnored)", "（不追踪：@ObservationIgnored）"),
        Entry("(not @Published: changes fire nothing)", "（不是 @Published：改了也不会发出通知）"),
        Entry("no view reads it right now", "目前没有视图读取它"),
        Entry("subscribed by {}: all re-run on every objectWillChange", "订阅者：{}；每次 objectWillChange 它们都会重新运行"),
        Entry("{} is read by {}", "{} 被这些视图读取：{}"),
        Entry("{}: a class", "{}：普通类"),
        Entry("(a {} property)", "（一个 {} 类型的属性）"),
        // Parameters of a scenario.
        Entry("this scenario takes no parameters (got {})", "这个场景不接受参数（收到了 {}）"),
        Entry("no parameter {}; this scenario takes: {}", "没有参数 {}；这个场景接受：{}"),
        Entry("{} must be a whole number from {} to {}, not {}", "{} 必须是 {} 到 {} 之间的整数，不能是 {}"),
        // Last: sentences joined by the runtime, each part rendered on its own.
        Entry("{~} → {~}", "{~} → {~}"),
        Entry("{~}; {~}", "{~}；{~}"),
    ])
}

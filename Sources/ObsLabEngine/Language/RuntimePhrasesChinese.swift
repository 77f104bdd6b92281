import ObsLab

extension PhraseBook {
    /// The runtime's own sentences in Simplified Chinese: why a child was skipped, what
    /// caused an invalidation, what an action's callback did, what a view depends on, why a
    /// name could not be found. SwiftUI's own messages (runtime warnings, crash text) are
    /// not here: they stay as SwiftUI prints them. Terms follow lessons/zh-Hans/GLOSSARY.md.
    public static let runtimeChinese = PhraseBook([
        // Why a child's body did not run.
        Entry("its inputs are unchanged", "它的输入没有变"),
        Entry("== says the view is unchanged", "== 判定视图没有变"),
        // Causes of an invalidation (`trace full`, and the detail of `@self` and `@dependencies`).
        Entry("== returned false", "== 返回了 false"),
        Entry("environment {} changed", "环境值 {} 变了"),
        // A field after the first of a list: `、` joins Chinese lists.
        Entry(", {} (a closure, never equal){~}", "、{}（闭包，永远不相等）{~}"),
        Entry("{} (a closure, never equal){~}", "{}（闭包，永远不相等）{~}"),
        Entry("{~} changed", "{~} 变了"),
        Entry("{}.objectWillChange ({~})", "{}.objectWillChange（{~}）"),
        Entry("now {}, was {}", "现在是 {}，原来是 {}"),
        Entry("a binding made from closures is never equal to the last one", "用闭包创建的绑定永远不等于上一个"),
        Entry("points elsewhere", "指向了别处"),
        // What an `ObservableObject` or `@Observable` object did.
        Entry("objectWillChange.send() called by hand", "手动调用了 objectWillChange.send()"),
        Entry("{} will change", "{} 即将改变"),
        Entry("{} set to an equal value", "{} 被赋了相等的值"),
        Entry("set, value unchanged (a _modify access notifies anyway)", "赋值了，值没有变（_modify 访问照样发出通知）"),
        Entry("a property with no stored field of its own: computed, notifying with withMutation",
              "没有自己存储字段的属性：计算属性，通过 withMutation 发出通知"),
        // Writes to `@State`, `@AppStorage`, `@SceneStorage`.
        Entry("{} again: equal value, no update", "再次写入 {}：值相等，不触发更新"),
        Entry("not yet stored (views showed their defaults: {})", "尚未存储（各视图显示的是自己的默认值：{}）"),
        Entry("{} (the default; not yet stored)", "{}（默认值；尚未存储）"),
        Entry("not yet stored", "尚未存储"),
        // Storage made, replaced and thrown away.
        Entry("StateObject {}: {} created", "StateObject {}：创建了 {}"),
        Entry("ObservedObject {}: {} replaced by {}; state lost: {~}", "ObservedObject {}：{} 被替换为 {}；丢失的状态：{~}"),
        Entry("ObservedObject {}: {} replaced by {}", "ObservedObject {}：{} 被替换为 {}"),
        Entry("{} was {}, now {~}", "{} 原来是 {}，现在是 {~}"),
        Entry("State's initial value ran again and made {}; it is discarded, {} is kept",
              "State 的初始值又运行了一次，新建了 {}；它被丢弃，保留的仍是 {}"),
        // Modifier callbacks after an update.
        Entry("{~} → second update", "{~} → 第二次更新"),
        Entry("{~} → third update", "{~} → 第三次更新"),
        Entry("{~} → update #{}", "{~} → 第 {} 次更新"),
        Entry("onChange(of:) in {} (initial: {})", "{} 中的 onChange(of:)（首次调用：{}）"),
        Entry("onChange(of:) in {} ({})", "{} 中的 onChange(of:)（{}）"),
        Entry("onReceive in {} ({})", "{} 中的 onReceive（{}）"),
        Entry("onDisappear in {}", "{} 中的 onDisappear"),
        Entry("task(id:) in {} restarted (id {}); the old task is cancelled", "{} 中的 task(id:) 重新启动（id {}）；旧任务被取消"),
        Entry("task in {} started", "{} 中的 task 已启动"),
        Entry("{} in {} scrolled: rows {} of {} on screen", "{} 中的 {} 滚动了：屏幕上是第 {} 行（共 {} 行）"),
        // The lab stepping in.
        Entry("{} kept invalidating itself; the lab stopped after {} update passes (SwiftUI would loop or hang here).",
              "{} 不断让自己失效；实验室在 {} 轮更新后停了下来（SwiftUI 在这里会死循环或卡住）。"),
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

/// `help` in Simplified Chinese: each command's summary, and the placeholders of its
/// usage (`<label>` → `<标签>`). Command names, keywords and examples stay as typed.
enum CommandHelpChinese {
    static let summaries: [String: String] = [
        "help": "列出所有命令，或解释其中一个",
        "exercise": "练习：修改一个小的 SwiftUI 文件，直到实验室的检查通过（`watch` 请在交互模式之外运行）",
        "scenarios": "列出场景目录中的场景",
        "load": "载入一个场景并渲染它，默认两个变体并排；也可以像 `obslab try` 那样载入你自己的 Swift 文件",
        "reset": "重新载入场景，从头开始",
        "tap": "点按带这个标签的按钮",
        "toggle": "切换一个开关，或把它设为 `on`/`off`",
        "type": "在文本框里输入文字，每次按键一次更新",
        "submit": "在文本框里按回车：提交这次编辑，然后运行 `onSubmit`",
        "choose": "在选择器里选一个选项，或把滑块设为某个数",
        "increment": "点按步进器的加号",
        "decrement": "点按步进器的减号",
        "dismiss": "关闭最前面呈现的 `sheet`、`fullScreenCover`、`popover`、`alert` 或 `confirmationDialog`（相当于向下轻扫）",
        "pop": "从导航栈顶部的视图返回（它的返回按钮）",
        "do": "运行场景里一个有名字的动作（来自界面之外的事件）",
        "actions": "列出可以点按、切换、输入和运行的东西",
        "tree": "显示模拟的屏幕，以及每个视图的 body 运行次数",
        "deps": "一个视图此刻依赖什么：状态、绑定、发布者、追踪的属性、环境",
        "inspect": "一个模型对象的值，以及哪些视图观察它的哪些属性",
        "source": "场景的 Swift 源代码，或其中一个视图或模型的声明",
        "counts": "首次渲染以来（或 `counts reset` 以来）每个视图的 body 运行次数",
        "trace": "每次操作后打印多少内容；`all` 显示长 `type` 的每一次按键，`folded`（默认）把一长串相同的按键折叠起来",
        "expect": "断言上一个操作做了什么（还可以写：`total <n>`、`shows \"<文字>\"`、`created <类型> <n>`、`[no] event|warning \"<文字>\"`、`crash`）",
        "report": "已载入场景的 old 与 new 对比报告",
        "run": "运行一个由这些命令组成的脚本",
        "lessons": "列出课程和你的进度",
        "lesson": "开始一课，或从上次停下的地方继续",
        "next": "检查本步的结论，然后进入下一步",
        "back": "回到上一步",
        "play": "照原样运行本步的命令",
        "redo": "让本步重新开始：重新载入本课的场景，并重放之前各步的命令",
        "hint": "本步的提示",
        "predict": "说出你的下一个操作会让哪些视图重新运行；实验室会比对",
        "quit": "离开 ObsLab",
    ]

    /// Placeholders of the usage lines and their Chinese.
    static let placeholders: [(String, String)] = [
        ("<scenario>", "<场景>"), ("<File.swift…>", "<文件.swift…>"), ("<View>", "<视图>"),
        ("<label>", "<标签>"), ("<text>", "<文字>"), ("<option>", "<选项>"), ("<action>", "<动作>"),
        ("<view…>", "<视图…>"), ("<view>", "<视图>"), ("<object>", "<对象>"), ("<file>", "<文件>"),
        ("<id|number>", "<id|编号>"), ("<Type>", "<类型>"), ("name=value…", "名称=值…"),
        ("[view|model]", "[视图|模型]"), ("[command]", "[命令]"), ("<name>", "<名称>"), ("<dir>", "<目录>"),
    ]

    /// `usage` with its placeholders in Chinese.
    static func usage(_ usage: String) -> String {
        placeholders.reduce(usage) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
}

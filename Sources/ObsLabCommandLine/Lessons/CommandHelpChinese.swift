/// The placeholders of usage lines in Simplified Chinese (`<label>` → `<标签>`). Each
/// command's Chinese summary is on the command (`Command.Help`); command names,
/// keywords and examples stay as typed.
enum CommandHelpChinese {
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

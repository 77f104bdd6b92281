import ObsLab
import ObsLabEngine

extension PhraseBook {
    /// The interpreter's own error messages in Simplified Chinese (the runtime's sentences
    /// are in `PhraseBook.runtimeChinese`). Command names, `code`, names and labels stay
    /// as they are. Terms follow lessons/zh-Hans/GLOSSARY.md.
    static let shellChinese = PhraseBook([
        // Reading a line.
        Entry("unterminated quote in: {}", "引号没有闭合：{}"),
        Entry("unknown command `{}` — did you mean `{}`? (`help` lists them)",
              "未知命令 `{}`——你是不是想输入 `{}`？（`help` 列出所有命令）"),
        Entry("unknown command `{}` (`help` lists them)", "未知命令 `{}`（`help` 列出所有命令）"),
        Entry("no command `{}`; `help` lists them", "没有命令 `{}`；`help` 列出所有命令"),
        Entry("`{}` is not available yet", "`{}` 暂不可用"),
        // Loading.
        Entry("no scenario loaded; `load <scenario>` first", "还没有载入场景；先输入 `load <场景>`"),
        Entry("no scenario `{}`; the catalog has: {}", "没有场景 `{}`；场景目录中有：{}"),
        Entry("`{}` has no variant `{}`; it has: {}", "`{}` 没有变体 `{}`；它有：{}"),
        Entry("swiftui= takes the Xcode release to model, 26 or 27, not {}",
              "swiftui= 的值是要模拟的 Xcode 版本：26 或 27，不能是 {}"),
        Entry("`load` with Swift files takes more files and root=<View>, not `{}`",
              "用 Swift 文件时，`load` 只接受更多文件和 `root=<视图>`，不接受 `{}`"),
        Entry("Swift files open in the shell or with `obslab try`, not in a script",
              "Swift 文件只能在交互模式下或用 `obslab try` 打开，不能在脚本里打开"),
        Entry("{} did not compile against the lab (errors above)", "{} 无法和实验室一起编译（错误见上方）"),
        Entry("{} did not start", "{} 没有启动"),
        // Looking at the scenario.
        Entry("the source of {} is not available in this build", "这个构建里没有 {} 的源代码"),
        Entry("no view or model \"{}\" in {}; views: {}; models: {}", "没有名为 \"{}\" 的视图或模型（在 {} 中）；视图有：{}；模型有：{}"),
        Entry("no view or model \"{}\" in {}; views: {}", "没有名为 \"{}\" 的视图或模型（在 {} 中）；视图有：{}"),
        // Your own Swift files (`load File.swift`), as `obslab try` reads them.
        Entry("two files are named {}; Swift needs different names", "有两个文件都叫 {}；Swift 要求文件名各不相同"),
        Entry("no #Preview in {}: add `#Preview { ContentView() }`, or name the view to render with --root (views found: {})",
              "{} 里没有 #Preview：加一个 `#Preview { ContentView() }`，或者用 --root 指定要渲染的视图（找到的视图：{}）"),
        Entry("no #Preview in {}: add `#Preview { ContentView() }`, or name the view to render with --root",
              "{} 里没有 #Preview：加一个 `#Preview { ContentView() }`，或者用 --root 指定要渲染的视图"),
        // The shell's line editor and history.
        Entry("line editing is off (libedit could not be loaded: {}); reading plain lines",
              "行编辑已关闭（无法加载 libedit：{}）；按普通行读取输入"),
        Entry("history is not saved: cannot write {} ({~})", "不保存历史记录：无法写入 {}（{~}）"),
        Entry("history is not saved: {} is a folder", "不保存历史记录：{} 是一个文件夹"),
        Entry("history is not saved: {} is not a regular file", "不保存历史记录：{} 不是普通文件"),
        // Reports.
        Entry("wrote the {} report of {} to {}", "{} 报告（{}）已写入 {}"),
        Entry("cannot write {}: {~}", "无法写入 {}：{~}"),
        // Scripts.
        Entry("{} is already running (a script may not run itself)", "{} 已经在运行（脚本不能运行自己）"),
        Entry("cannot read {}: it is larger than 16 MB", "无法读取 {}：文件大于 16 MB"),
        Entry("{} is not UTF-8 text: byte 0x{} at offset {} (line {}); save it as UTF-8",
              "{} 不是 UTF-8 文本：字节 0x{} 位于偏移 {}（第 {} 行）；请存为 UTF-8"),
        Entry("cannot read {} ({~})", "无法读取 {}（{~}）"),
        Entry("cannot read {}", "无法读取 {}"),
        // Why a file could not be read or written, as strerror says it (glibc's own Chinese).
        Entry("No such file or directory", "没有那个文件或目录"),
        Entry("Permission denied", "权限不够"),
        Entry("Is a directory", "是一个目录"),
        Entry("Not a directory", "不是目录"),
        Entry("No space left on device", "设备上没有空间"),
        Entry("Read-only file system", "只读文件系统"),
        Entry("File exists", "文件已存在"),
        // Lesson progress.
        Entry("your lesson progress at {} is not a regular file; progress is kept for this session only",
              "课程进度文件 {} 不是普通文件；进度只保存在本次会话中"),
        Entry("your lesson progress in {} cannot be read; progress is kept for this session only",
              "无法读取 {} 中的课程进度；进度只保存在本次会话中"),
        Entry("cannot save your lesson progress in {} ({}); this session's progress is kept in memory only",
              "无法把课程进度保存到 {}（{}）；本次会话的进度只保存在内存中"),
        Entry("lesson {} was saved at step {}, past its last step; it resumes at step {}",
              "课程 {} 保存的步骤 {} 超出了最后一步；从第 {} 步继续"),
    ])
}

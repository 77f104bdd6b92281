import ObsLab
import ObsLabEngine

extension PhraseBook {
    /// Messages still written in English by other parts of the front end (loading files,
    /// history, reading scripts, lesson progress), in Simplified Chinese; the interpreter's own
    /// failures are typed (`ShellFailure`) and rendered without this book. Command names,
    /// `code`, names and labels stay as they are. Terms follow lessons/zh-Hans/GLOSSARY.md.
    static let shellChinese = PhraseBook([
        // Loading your own files.
        Entry("{} did not compile against the lab (errors above)", "{} 无法和实验室一起编译（错误见上方）"),
        Entry("{} did not start", "{} 没有启动"),
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
        // Writing a file the user named.
        Entry("cannot write {}: {~}", "无法写入 {}：{~}"),
        // Your own files that cannot be read (`load File.swift`; a script says it typed).
        Entry("cannot read {}: it is larger than 16 MB", "无法读取 {}：文件大于 16 MB"),
        Entry("{} is not UTF-8 text: byte 0x{} at offset {} (line {}); save it as UTF-8",
              "{} 不是 UTF-8 文本：字节 0x{} 位于偏移 {}（第 {} 行）；请存为 UTF-8"),
        Entry("cannot read {} ({~})", "无法读取 {}（{~}）"),
        Entry("cannot read {}", "无法读取 {}"),
        // Lesson progress.
        Entry("your lesson progress at {} is not a regular file; progress is kept for this session only",
              "课程进度文件 {} 不是普通文件；进度只保存在本次会话中"),
        Entry("your lesson progress in {} cannot be read; progress is kept for this session only",
              "无法读取 {} 中的课程进度；进度只保存在本次会话中"),
        Entry("cannot save your lesson progress in {} ({}); this session's progress is kept in memory only",
              "无法把课程进度保存到 {}（{}）；本次会话的进度只保存在内存中"),
        Entry("lesson {} was saved at step {}, past its last step; it resumes at step {}",
              "课程 {} 保存的步骤 {} 超出了最后一步；从第 {} 步继续"),
    ] + FileProblem.chinese.map { Entry($0.key, $0.value) })
}

import Foundation
import Testing

/// The first commands a newcomer types, through the real binary, and the shell in the
/// learner's language.
@Suite struct LessonCommandLine {
    static func scratch() -> [String: String] {
        ["XDG_STATE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("obslab-cli-\(getpid())").path,
         "NO_COLOR": "1"]
    }

    @Test func lessonsListsTheLessonsAndOpensTheShell() throws {
        let result = try ObslabBinary.run(["lessons"], input: "quit\n", environment: Self.scratch())
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains(" 1. views-are-values"))
        #expect(result.output.contains("state-owning-observable"))
    }

    @Test func lessonOpensTheShellAtThatLessonAndEchoesPipedCommands() throws {
        let result = try ObslabBinary.run(["lesson", "10", "--lang", "en"], input: "play\nnext\n", environment: Self.scratch())
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Owning an observable object with @State"))
        #expect(result.output.contains("> play\n> tap \"Read a page\""))
        #expect(result.output.contains("> next\n— Step 2/"))
        #expect(result.output.contains("SwiftUI as of Xcode 27"))
    }

    @Test func anUnknownLessonIsOneClearError() throws {
        let result = try ObslabBinary.run(["lesson", "no-such-lesson"], environment: Self.scratch())
        #expect(result.status != 0)
        #expect(result.output.contains("no lesson `no-such-lesson`"))
    }

    @Test func runModelsTheReleaseAskedFor() throws {
        let current = try ObslabBinary.run(["run", "state-initial-value"])
        #expect(current.status == 0, "\(current.output)")
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-tree-\(getpid()).obslab")
        try "tree\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let old = try ObslabBinary.run(["run", "state-holding-observable", "--swiftui", "26", "--script", script.path])
        #expect(old.output.hasPrefix("@State holding an @Observable, beside @StateObject — old beside new — SwiftUI as of Xcode 26"))
        let bad = try ObslabBinary.run(["run", "counter", "--swiftui", "tomorrow"])
        #expect(bad.status != 0)
        #expect(bad.errors.contains("26 or 27"))
    }

    /// With `--lang zh-Hans`, a whole lesson played to its end shows no English frame text.
    @Test func theChineseShellSpeaksChinese() throws {
        var input = "predict none\nhint\nnext\nback\nfrobnicate\n"
        for _ in 0..<8 { input += "play\nnext\n" }
        let result = try ObslabBinary.run(["lesson", "1", "--lang", "zh-Hans"], input: input, environment: Self.scratch())
        let english = ["Predict:", "Run these", "Run (type", "Then `next`", "you predicted it", "not quite", "Not yet",
                       "Lesson complete", "Step 1/", "Hint:", "No hint", "error:", "unknown command", "(loaded", "Prediction noted",
                       "re-ran too", "did not re-run", "Think:"]
        for phrase in english { #expect(!result.output.contains(phrase), "English frame text: \(phrase)") }
        #expect(result.output.contains("预测："))
        #expect(result.output.contains("— 第 1/"))
        #expect(result.output.contains("✓ 本课完成"))
        let ten = try ObslabBinary.run(["lesson", "10", "--lang", "zh-Hans"], input: "quit\n", environment: Self.scratch())
        #expect(ten.output.contains("（已载入 state-holding-observable both — 模拟 Xcode 27 构建的 SwiftUI）"))
        #expect(result.output.contains("错误：未知命令 `frobnicate`"))
        // SwiftUI's words stay as SwiftUI prints them.
        #expect(result.output.contains("_count changed."))
    }

    /// A Chinese locale, without `--lang`, makes the shell and the trace speak Chinese;
    /// JSON stays English whatever the locale (docs/rules/language.md).
    @Test func aChineseLocaleSpeaksChineseAndJSONStaysEnglish() throws {
        var environment = Self.scratch()
        environment["LC_ALL"] = ""
        environment["LC_MESSAGES"] = ""
        environment["LANG"] = "zh_CN.UTF-8"
        let shell = try ObslabBinary.run([], input: "load food-truck\ntap \"Add order\"\nfrobnicat\n", environment: environment)
        #expect(shell.output.contains("一个模型，多个视图 — old 与 new 并排"), "\(shell.output)")
        #expect(shell.output.contains("old：首次渲染，3 个视图"))
        #expect(shell.output.contains("old FoodTruckModel#1.objectWillChange  （orders 即将改变）"))
        #expect(shell.output.contains("_model changed.  body #2  白跑：输出和上次完全相同"))
        #expect(shell.output.contains("视图           old  new"))
        #expect(shell.output.contains("错误：未知命令 `frobnicat`"))
        let json = try ObslabBinary.run(["run", "food-truck", "--format", "json"], environment: environment)
        #expect(json.output.contains("\"orders will change\""))
        #expect(!json.output.contains("即将改变"))
        let english = try ObslabBinary.run(["--lang", "en"], input: "load food-truck\n", environment: environment)
        #expect(english.output.contains("old: first render, 3 views"))
    }
}

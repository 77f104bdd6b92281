import Foundation
import Testing
@testable import ObsLabCommandLine
import LessonBook
import Scenarios

/// The lesson format, the lesson commands, saved progress, and `check` on lessons.
@MainActor
@Suite struct Lessons {
    static let sample = """
        ---
        id: sample
        title: A sample lesson
        scenario: food-truck both
        ---
        Why this matters.

        ## Append an order
        Text about it.
        > **Predict:** which views re-run?
        > **Hint:** who reads orders?
        ```obslab
        tap "Add order"
        ```
        ```expect
        expect new OrderList runs 1
        ```

        ## Look around
        ```obslab
        tree
        ```
        """

    static func interpreter(progress: URL? = nil) -> (Interpreter, InterpreterCommands.Transcript) {
        let transcript = InterpreterCommands.Transcript()
        let library = LessonLibrary(files: [("lessons/01-sample.md", sample)])
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog, lessons: library, progressLocation: progress) {
            transcript.lines.append($0)
        }
        return (interpreter, transcript)
    }

    @Test func parsesFrontMatterStepsCommandsExpectationsPredictionsAndHints() throws {
        let lesson = try LessonParser.parse(Self.sample, origin: "sample.md", language: "en")
        #expect(lesson.id == "sample")
        #expect(lesson.scenario == "food-truck both")
        #expect(lesson.introduction == "Why this matters.")
        #expect(lesson.steps.count == 2)
        #expect(lesson.steps[0].commands == ["tap \"Add order\""])
        #expect(lesson.steps[0].expectations == ["expect new OrderList runs 1"])
        #expect(lesson.steps[0].prediction == "which views re-run?")
        #expect(lesson.steps[0].hint == "who reads orders?")
        #expect(lesson.steps[0].text == "Text about it.")
    }

    @Test func chineseMarkersAreRecognized() throws {
        let text = Self.sample.replacingOccurrences(of: "> **Predict:**", with: "> **预测：**")
            .replacingOccurrences(of: "> **Hint:**", with: "> **提示：**")
        let lesson = try LessonParser.parse(text, origin: "zh.md", language: "zh-Hans")
        #expect(lesson.steps[0].prediction == "which views re-run?")
        #expect(lesson.steps[0].hint == "who reads orders?")
    }

    @Test func malformedLessonsAreReportedNotFatal() {
        let library = LessonLibrary(files: [("lessons/bad.md", "no front matter"),
                                            ("lessons/open.md", "---\nid: x\ntitle: X\n---\n## S\n```obslab\ntap \"a\"\n")])
        #expect(library.lessons(in: "en").isEmpty)
        #expect(library.problems.count == 2)
        #expect(library.problems.contains { $0.contains("unclosed") })
    }

    @Test func nextChecksTheClaimBeforeMovingOn() {
        let (interpreter, transcript) = Self.interpreter()
        #expect(interpreter.execute("lesson sample") == .done)
        #expect(transcript.text.contains("Step 1/2: Append an order"))
        #expect(interpreter.execute("next") == .expectationFailed)
        #expect(transcript.text.contains("Not yet"))
        #expect(interpreter.execute("play") == .done)
        #expect(interpreter.execute("next") == .done)
        #expect(transcript.text.contains("Step 2/2: Look around"))
        #expect(interpreter.execute("back") == .done)
        #expect(interpreter.execute("hint") == .done)
        #expect(transcript.lines.last == "Hint: who reads orders?")
        #expect(interpreter.execute("next") == .done)
        #expect(interpreter.execute("next") == .done)
        #expect(transcript.text.contains("Lesson complete: A sample lesson"))
    }

    @Test func predictionsAreComparedWithWhatRan() {
        let (interpreter, transcript) = Self.interpreter()
        interpreter.execute("lesson sample")
        #expect(interpreter.execute("predict new OrderList DonutMenu") == .done)
        #expect(interpreter.execute("predict old ContentView OrderList DonutMenu") == .done)
        interpreter.execute("tap \"Add order\"")
        #expect(transcript.text.contains("old: you predicted it: ContentView, OrderList, DonutMenu"))
        #expect(transcript.text.contains("new: not quite."))
        #expect(transcript.text.contains("DonutMenu did not re-run: nothing it depends on changed"))
    }

    @Test func progressSurvivesARestartAndDamageIsReplaced() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-progress-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try? FileManager.default.removeItem(at: file)
        do {
            let (interpreter, _) = Self.interpreter(progress: file)
            interpreter.execute("lesson sample")
            interpreter.execute("play")
            interpreter.execute("next")
        }
        let (resumed, transcript) = Self.interpreter(progress: file)
        #expect(resumed.progressStore.progress.current == "sample")
        resumed.execute("lesson sample")
        #expect(transcript.text.contains("Step 2/2"))
        resumed.execute("lessons")
        #expect(transcript.text.contains("step 2/2"))

        try "{ not json".write(to: file, atomically: true, encoding: .utf8)
        let (fresh, _) = Self.interpreter(progress: file)
        #expect(fresh.progressStore.problem?.contains("damaged") == true)
        #expect(fresh.progressStore.progress == LessonProgress())
    }

    @Test func lessonCommandsWithoutALessonSaySo() {
        let (interpreter, transcript) = Self.interpreter()
        for line in ["next", "back", "hint", "play"] { #expect(interpreter.execute(line) == .error) }
        #expect(transcript.lines.allSatisfy { $0.contains("no lesson in progress") })
        #expect(interpreter.execute("lesson nosuch") == .error)
        #expect(transcript.text.contains("lessons: sample"))
    }

    @Test func everyBuiltInLessonExistsInBothLanguagesWithTheSameSteps() {
        let library = LessonBook.library
        #expect(library.problems.isEmpty, "\(library.problems)")
        let english = library.lessons(in: "en"), chinese = library.lessons(in: "zh-Hans")
        #expect(english.count >= 16)
        #expect(english.map(\.id) == chinese.map(\.id))
        for (en, zh) in zip(english, chinese) {
            #expect(en.steps.map(\.commands) == zh.steps.map(\.commands), "\(en.id)")
            #expect(en.steps.map(\.expectations) == zh.steps.map(\.expectations), "\(en.id)")
        }
    }

    @Test func checkRunsLessonFilesAndFailsABrokenClaim() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-lessons-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.sample.write(to: directory.appendingPathComponent("01-sample.md"), atomically: true, encoding: .utf8)
        var lines: [String] = []
        let passing = CheckRun(catalog: BuiltInCatalog.catalog) { lines.append($0) }.run(paths: [directory.path])
        #expect(passing == 0)
        #expect(lines.last == "1 passed, 0 failed")
        let broken = Self.sample.replacingOccurrences(of: "expect new OrderList runs 1", with: "expect new DonutMenu runs 1")
        try broken.write(to: directory.appendingPathComponent("01-sample.md"), atomically: true, encoding: .utf8)
        lines = []
        let failing = CheckRun(catalog: BuiltInCatalog.catalog) { lines.append($0) }.run(paths: [directory.path])
        #expect(failing != 0)
        #expect(lines.last == "0 passed, 1 failed")
    }
}

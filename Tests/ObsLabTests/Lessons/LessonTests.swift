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
        #expect(transcript.text.contains("DonutMenu did not re-run: nothing it reads changed (it tracks FoodTruckModel#1.donuts)"))
    }

    @Test func aPromptRunsOverSeveralQuoteLines() throws {
        let text = Self.sample.replacingOccurrences(of: "> **Hint:** who reads orders?",
                                                    with: "> **Think:** `NotesView` holds the model, and `NoteList` gets a plain\n> `let`. Which of the two?\n>\n> A quote of its own.")
        let step = try LessonParser.parse(text, origin: "sample.md", language: "en").steps[0]
        #expect(step.reflection == "`NotesView` holds the model, and `NoteList` gets a plain `let`. Which of the two?")
        #expect(step.text == "Text about it.\n>\n> A quote of its own.")
    }

    @Test func aQuestionMayNameItsScope() throws {
        for (marker, scope) in [("> **Predict (new):**", ["new"]), ("> **Predict (`Row`, Board):**", ["Row", "Board"]),
                                ("> **预测（new）：**", ["new"]), ("> Predict:", [])] {
            let text = Self.sample.replacingOccurrences(of: "> **Predict:**", with: marker)
            let step = try LessonParser.parse(text, origin: "sample.md", language: "en").steps[0]
            #expect(step.prediction == "which views re-run?", "\(marker)")
            #expect(step.predictionScope == scope, "\(marker)")
        }
    }

    @Test func aScopedQuestionJudgesOnlyWhatItAsks() {
        let library = LessonLibrary(files: [("lessons/01-sample.md", Self.sample.replacingOccurrences(of: "> **Predict:**", with: "> **Predict (new, OrderList):**"))])
        let transcript = InterpreterCommands.Transcript()
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog, lessons: library) { transcript.lines.append($0) }
        interpreter.execute("lesson sample")
        #expect(transcript.text.contains("Predict (new, OrderList): which views re-run?  (`predict <views…>`, or `predict none`)"))
        // Unprefixed, about `new` only; `ContentView` (old) and nothing else is judged.
        interpreter.execute("predict OrderList")
        interpreter.execute("tap \"Add order\"")
        #expect(transcript.lines.last == "✓ new: you predicted it: OrderList")
        // Outside the question, a view that did not run is information, not a mistake.
        interpreter.execute("predict OrderList DonutMenu")
        interpreter.execute("tap \"Add order\"")
        #expect(transcript.lines.last?.hasPrefix("✓ new: you predicted it: OrderList\n  (not asked) DonutMenu did not re-run") == true)
        interpreter.execute("predict none")
        interpreter.execute("tap \"Add order\"")
        #expect(transcript.lines.last?.hasPrefix("✗ new: not quite.\n  OrderList re-ran too") == true)
    }

    @Test func aPredictionMadeHalfWayThroughAStepMeetsItsLastAction() {
        let sample = Self.sample.replacingOccurrences(of: "tap \"Add order\"\n```", with: "tap \"Add order\"\ntap \"Add order\"\n```")
        let transcript = InterpreterCommands.Transcript()
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog, lessons: LessonLibrary(files: [("lessons/01-sample.md", sample)])) {
            transcript.lines.append($0)
        }
        interpreter.execute("lesson sample")
        interpreter.execute("tap \"Add order\"")
        interpreter.execute("predict new OrderList")
        interpreter.execute("tap \"Add order\"")
        #expect(transcript.text.contains("new: you predicted it: OrderList"))
    }

    @Test func everyBuiltInQuestionHasTheSameScopeInBothLanguages() {
        let library = LessonLibrary(files: LessonBook.lessonFiles)
        for (en, zh) in zip(library.lessons(in: "en"), library.lessons(in: "zh-Hans")) {
            #expect(en.steps.map(\.predictionScope) == zh.steps.map(\.predictionScope), "\(en.id)")
            #expect(en.steps.map { $0.prediction != nil } == zh.steps.map { $0.prediction != nil }, "\(en.id)")
        }
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
        let library = LessonLibrary(files: LessonBook.lessonFiles)
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

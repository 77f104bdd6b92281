import Foundation
import Testing
@testable import ObsLabCommandLine
import LessonBook

/// The exercises as data: every folder complete, in both languages.
@Suite struct ExerciseFolders {
    static let book = ExerciseBook(files: LessonBook.exerciseFiles)

    @Test func everyExerciseIsCompleteInBothLanguages() throws {
        #expect(Self.book.problems == [])
        #expect(Self.book.exercises.count >= 10)
        #expect(Self.book.exercises.map(\.number) == Array(1...Self.book.exercises.count), "numbered 1, 2, 3… without gaps")
        for exercise in Self.book.exercises {
            let english = exercise.text(in: .english), chinese = exercise.text(in: .simplifiedChinese)
            #expect(exercise.texts.keys.sorted() == ["en", "zh-Hans"], "\(exercise.id)")
            #expect(english.hints.count >= 2 && english.hints.count == chinese.hints.count, "\(exercise.id)")
            #expect(english.goal != chinese.goal && english.title != chinese.title, "\(exercise.id): the Chinese is its own text")
            #expect(exercise.solution.keys.sorted() == exercise.fileNames && exercise.solution != exercise.start,
                    "\(exercise.id): a solution of every starting file")
            #expect(exercise.wrongFix.keys.sorted() == exercise.fileNames, "\(exercise.id): a wrong fix of every starting file")
            // The wrong fix names the checker line it must fail, and that line is in the checker.
            let fails = try #require(exercise.wrongFixFails, "\(exercise.id): wrong/\(exercise.fileNames[0]) starts with // fails:")
            #expect(exercise.checkerLines.map { $0.text.trimmingCharacters(in: .whitespaces) }.contains(fails), "\(exercise.id)")
            #expect(!exercise.start.values.contains { $0.contains("// fails:") }, "\(exercise.id)")
        }
        let names = Self.book.exercises.flatMap(\.fileNames)
        #expect(Set(names).count == names.count, "each exercise has its own file names, so several can sit in one folder")
        #expect(Self.book.exercises.contains { $0.fileNames.count >= 3 && $0.before != nil },
                "the capstone: an app of several files, with the counts before the migration")
    }

    /// The checkout's folder and the embedded copy are the same exercises.
    @Test func theCheckoutsFolderIsWhatIsEmbedded() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("exercises")
        let fromCheckout = ExerciseBook(files: ExerciseBook.files(under: folder.path))
        #expect(fromCheckout.problems == [])
        #expect(fromCheckout.exercises.map(\.id) == Self.book.exercises.map(\.id))
        #expect(fromCheckout.exercises.map(\.start) == Self.book.exercises.map(\.start))
        #expect(ExerciseBook.folder(near: folder.deletingLastPathComponent().appendingPathComponent("lessons").path)
                == folder.standardizedFileURL.path)
    }

    @Test func incompleteFoldersAreNamed() throws {
        let start = "import SwiftUI\n"
        let texts = "# T\n## Goal\nG\n## Hint\nH\n"
        let noChecker = ExerciseBook(files: [("01-a/A.swift", start), ("01-a/exercise.md", texts),
                                             ("01-a/exercise.zh-Hans.md", texts)])
        #expect(noChecker.exercises.isEmpty)
        #expect(noChecker.problems == ["01-a: no check.obslab"])
        let noExpect = ExerciseBook(files: [("01-a/A.swift", start), ("01-a/check.obslab", "tap \"Add\"\n"),
                                            ("01-a/exercise.md", texts), ("01-a/exercise.zh-Hans.md", texts)])
        #expect(noExpect.problems == ["01-a/check.obslab: a checker needs at least one `expect` line"])
        let noHint = ExerciseBook(files: [("01-a/A.swift", start), ("01-a/check.obslab", "expect A runs 0\n"),
                                          ("01-a/exercise.md", "# T\n## Goal\nG\n"), ("01-a/exercise.zh-Hans.md", texts)])
        #expect(noHint.problems == ["01-a/exercise.md: no `## Hint` section"])
        let complete = ExerciseBook(files: [("x/01-a/A.swift", start), ("x/01-a/check.obslab", "# parameters: swiftui=26\nexpect A runs 0\n"),
                                            ("x/01-a/exercise.md", texts), ("x/01-a/exercise.zh-Hans.md", texts)])
        #expect(complete.problems == [])
        #expect(complete.exercise("1")?.id == "a" && complete.exercise("a")?.parameters == ["swiftui=26"])
        #expect(complete.exercise("a")?.checkerOrigin == "x/01-a/check.obslab")
        let none = ExerciseBook(files: [("01-a/check.obslab", "expect A runs 0\n"), ("01-a/exercise.md", texts),
                                        ("01-a/exercise.zh-Hans.md", texts)])
        #expect(none.problems == ["01-a: an exercise holds at least one starting .swift file, found none"])
        // Several starting files, each with its solution and wrong fix, and a before script.
        let app = ExerciseBook(files: [("01-a/A.swift", start), ("01-a/B.swift", start + "// b\n"),
                                       ("01-a/solution/A.swift", "a"), ("01-a/solution/B.swift", "b"),
                                       ("01-a/wrong/A.swift", "// wrong\n"), ("01-a/wrong/B.swift", "// fails: expect A runs 0\n"),
                                       ("01-a/check.obslab", "expect A runs 0\n"), ("01-a/before.obslab", "expect A runs 1\n"),
                                       ("01-a/exercise.md", texts), ("01-a/exercise.zh-Hans.md", texts)])
        let exercise = try #require(app.exercise("a"))
        #expect(app.problems == [] && exercise.fileNames == ["A.swift", "B.swift"])
        #expect(exercise.solution == ["A.swift": "a", "B.swift": "b"] && exercise.wrongFixFails == "expect A runs 0")
        #expect(exercise.beforeLines.map(\.text) == ["expect A runs 1", ""] && exercise.beforeOrigin == "01-a/before.obslab")
        let noExpectBefore = ExerciseBook(files: [("01-a/A.swift", start), ("01-a/check.obslab", "expect A runs 0\n"),
                                                  ("01-a/before.obslab", "tap \"Add\"\n"),
                                                  ("01-a/exercise.md", texts), ("01-a/exercise.zh-Hans.md", texts)])
        #expect(noExpectBefore.problems == ["01-a/before.obslab: a script needs at least one `expect` line"])
    }
}

/// `exercise …` in the shell, and the progress it saves beside the lessons'.
@MainActor
@Suite struct ExerciseShellAndProgress {
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-exercise-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func hintsComeOneAtATimeAndAreRemembered() throws {
        let folder = try Self.folder("hints")
        defer { try? FileManager.default.removeItem(at: folder) }
        let progress = folder.appendingPathComponent("progress.json")
        var lines: [String] = []
        let interpreter = Interpreter(catalog: [], language: .simplifiedChinese, progressLocation: progress) { lines.append($0) }
        interpreter.exercises = ExerciseBook(files: LessonBook.exerciseFiles)
        let exercise = try #require(ExerciseBook(files: LessonBook.exerciseFiles).exercise("keystroke-rows"))
        let hints = exercise.text(in: .simplifiedChinese).hints
        #expect(interpreter.execute("exercise hint keystroke-rows") == .done)
        #expect(lines.last == "提示 1/\(hints.count)：\(hints[0])")
        // A new session goes on where the last one stopped.
        let again = Interpreter(catalog: [], language: .simplifiedChinese, progressLocation: progress) { lines.append($0) }
        again.exercises = ExerciseBook(files: LessonBook.exerciseFiles)
        _ = again.execute("exercise hint 3")
        #expect(lines.last == "提示 2/\(hints.count)：\(hints[1])")
        for _ in hints.dropFirst(2) { _ = again.execute("exercise hint 3") }
        _ = again.execute("exercise hint 3")
        #expect(lines.last == ExerciseMessage.noMoreHints(id: "keystroke-rows").text(.simplifiedChinese))
        #expect(try JSONDecoder().decode(LessonProgress.self, from: Data(contentsOf: progress))
            .exercises["keystroke-rows"]?.hintsShown == hints.count)
        _ = again.execute("exercise hint nosuch")
        #expect(lines.last?.hasPrefix("没有名为 `nosuch` 的练习") == true)
        _ = again.execute("exercise watch 1")
        #expect(lines.last == ExerciseMessage.watchInShell(id: "1").text(.simplifiedChinese))
    }

    @Test func startNeverWritesOverEditsAndResetKeepsThem() throws {
        let folder = try Self.folder("start")
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [String] = []
        let interpreter = Interpreter(catalog: [], progressLocation: folder.appendingPathComponent("progress.json")) {
            lines.append($0)
        }
        interpreter.exercises = ExerciseBook(files: LessonBook.exerciseFiles)
        let exercise = try #require(ExerciseBook(files: LessonBook.exerciseFiles).exercise("2"))
        let file = folder.appendingPathComponent(exercise.fileNames[0])
        let start = try #require(exercise.start[exercise.fileNames[0]])
        _ = interpreter.execute("exercise start 2 --into \(folder.path)")
        #expect(try String(contentsOf: file, encoding: .utf8) == start)
        try "// mine\n".write(to: file, atomically: true, encoding: .utf8)
        _ = interpreter.execute("exercise start 2 --into \(folder.path)")
        #expect(lines.last?.contains("already exists and holds your edits") == true)
        #expect(try String(contentsOf: file, encoding: .utf8) == "// mine\n")
        _ = interpreter.execute("exercise reset 2 --into \(folder.path)")
        #expect(try String(contentsOf: file, encoding: .utf8) == start)
        #expect(try String(contentsOf: file.appendingPathExtension("edited"), encoding: .utf8) == "// mine\n")
        _ = interpreter.execute("exercise list")
        #expect(lines.contains { $0.hasPrefix("·  2. inline-observed-object — ") }, "started: marked · in the list")
    }

    /// An exercise of several files: `start` writes them all and the before script, refuses
    /// when any holds edits, and `reset` puts back each file and keeps the edited ones.
    @Test func severalFilesStartAndResetTogether() throws {
        let folder = try Self.folder("several")
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [String] = []
        let interpreter = Interpreter(catalog: [], progressLocation: folder.appendingPathComponent("progress.json")) {
            lines.append($0)
        }
        interpreter.exercises = ExerciseBook(files: LessonBook.exerciseFiles)
        let exercise = try #require(ExerciseBook(files: LessonBook.exerciseFiles).exercises.first { $0.fileNames.count > 1 })
        _ = interpreter.execute("exercise start \(exercise.id) --into \(folder.path)")
        for name in exercise.fileNames {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == exercise.start[name])
        }
        #expect(try String(contentsOf: folder.appendingPathComponent(exercise.beforeFileName), encoding: .utf8) == exercise.before)
        let edited = folder.appendingPathComponent(exercise.fileNames[1])
        try "// mine\n".write(to: edited, atomically: true, encoding: .utf8)
        _ = interpreter.execute("exercise start \(exercise.id) --into \(folder.path)")
        #expect(lines.last?.contains("\(exercise.fileNames[1]) already exists and holds your edits") == true, "\(lines)")
        #expect(try String(contentsOf: edited, encoding: .utf8) == "// mine\n")
        _ = interpreter.execute("exercise reset \(exercise.id) --into \(folder.path)")
        #expect(try String(contentsOf: edited, encoding: .utf8) == exercise.start[exercise.fileNames[1]])
        #expect(try String(contentsOf: edited.appendingPathExtension("edited"), encoding: .utf8) == "// mine\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(exercise.fileNames[0] + ".edited").path),
                "an untouched file needs no backup")
    }

    /// `lessons` points at the exercises, in the learner's language.
    @Test func theLessonListPointsAtTheExercises() throws {
        var lines: [String] = []
        let interpreter = Interpreter(catalog: [], lessons: LessonLibrary(files: LessonBook.lessonFiles), language: .simplifiedChinese) { lines.append($0) }
        _ = interpreter.execute("lessons")
        #expect(lines.last?.contains("exercise list") == false, "no exercises given: no pointer")
        interpreter.exercises = ExerciseBook(files: LessonBook.exerciseFiles)
        _ = interpreter.execute("lessons")
        #expect(lines.last?.hasSuffix("\n\n\(ExerciseBook(files: LessonBook.exerciseFiles).exercises.count) 个练习，由你亲手修改 SwiftUI 文件：`exercise list`") == true,
                "\(lines.last ?? "")")
    }

    @Test func tabCompletesTheSubcommandsAndTheNames() {
        let interpreter = Interpreter(catalog: []) { _ in }
        interpreter.exercises = ExerciseBook(files: LessonBook.exerciseFiles)
        #expect(interpreter.completions(forLinePrefix: "exercise s") == ["start"])
        #expect(interpreter.completions(forLinePrefix: "exercise check in") == ["inline-observed-object"])
        #expect(interpreter.completions(forLinePrefix: "exercise list ") == [])
    }

    /// A progress file written before exercises existed is read as it was; one with a
    /// damaged exercise entry keeps everything else.
    @Test func oldAndDamagedProgressFilesStayReadable() throws {
        let old = #"{"current":"binding","lessons":{"binding":{"step":2,"completed":false}}}"#
        let (read, dropped) = LessonProgressStore.decode(Data(old.utf8))
        #expect(dropped == [] && read.lessons["binding"]?.step == 2 && read.exercises.isEmpty)
        let damaged = #"{"lessons":{},"exercises":{"a":{"hintsShown":-1},"b":{"hintsShown":1,"solved":true}}}"#
        let (kept, lost) = LessonProgressStore.decode(Data(damaged.utf8))
        #expect(lost == [.exercise("a")])
        #expect(kept.exercises == ["b": .init(hintsShown: 1, solved: true, file: nil)])
    }
}

/// Each exercise against the real runtime, through the command a learner types: the
/// untouched file fails the checker, the reference solution passes it, and the plausible
/// wrong fix fails it at the line it names (the right reason).
@Suite(.serialized) struct ExercisesAgainstTheRuntime {
    static var build: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build")
    }

    static func environment(_ state: URL) -> [String: String] {
        ["XDG_CACHE_HOME": build.appendingPathComponent("try-cache").path, "XDG_STATE_HOME": state.path,
         "NO_COLOR": "1", "LANG": "C"]
    }

    @Test(arguments: ExerciseBook(files: LessonBook.exerciseFiles).exercises.map(\.id))
    func startFailsSolutionPassesWrongFixFailsForItsReason(id: String) throws {
        let exercise = try #require(ExerciseBook(files: LessonBook.exerciseFiles).exercise(id))
        let folder = Self.build.appendingPathComponent("exercise-fixture/\(id)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let environment = Self.environment(folder.appendingPathComponent("state"))
        func write(_ files: [String: String]) throws {
            for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        }

        let started = try ObslabBinary.run(["exercise", "start", id, "--into", folder.path], environment: environment)
        #expect(started.status == 0, "\(started.output)\(started.errors)")
        for name in exercise.fileNames {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == exercise.start[name])
        }

        let untouched = try ObslabBinary.run(["exercise", "check", id, "--into", folder.path], environment: environment)
        #expect(untouched.status == 1, "\(untouched.output)\(untouched.errors)")
        #expect(untouched.output.contains("✗ \(id) is not solved yet.\ngoal: \(exercise.text(in: .english).goal)"),
                "\(untouched.output)\(untouched.errors)")
        #expect(untouched.output.contains("  failing: expect "), "a failed expectation, not a compile error: \(untouched.output)")
        #expect(untouched.output.contains("stuck? obslab exercise hint \(id)"))

        // The before script, which `start` wrote beside the files: the untouched files pass it.
        let paths = exercise.fileNames.map { folder.appendingPathComponent($0).path }
        let script = folder.appendingPathComponent(exercise.beforeFileName)
        if exercise.before != nil {
            #expect(started.output.contains("\(exercise.beforeFileName) beside them: the counts as the files stand now"), "\(started.output)")
            #expect(try String(contentsOf: script, encoding: .utf8) == exercise.before)
            let before = try ObslabBinary.run(["try"] + paths + ["--script", script.path], environment: environment)
            #expect(before.status == 0, "the starting files pass before.obslab: \(before.output)\(before.errors)")
        }

        try write(exercise.solution)
        let solved = try ObslabBinary.run(["exercise", "check", id, "--into", folder.path], environment: environment)
        #expect(solved.status == 0, "\(solved.output)\(solved.errors)")
        #expect(solved.output.hasPrefix("✓ \(id) solved: "), "\(solved.output)")
        if exercise.before != nil {
            // …and the solution does not: the counts changed.
            let after = try ObslabBinary.run(["try"] + paths + ["--script", script.path], environment: environment)
            #expect(after.status == 1, "the solution fails before.obslab: \(after.output)\(after.errors)")
        }

        try write(exercise.wrongFix)
        let failing = try ObslabBinary.run(["exercise", "check", id, "--into", folder.path], environment: environment)
        #expect(failing.status == 1, "\(failing.output)\(failing.errors)")
        let reason = try #require(exercise.wrongFixFails)
        #expect(failing.output.contains("  failing: \(reason)   ("), "\(failing.output)\(failing.errors)")
        try? FileManager.default.removeItem(at: folder)
    }

    /// The verdict in Chinese: the frame, the goal and the runtime's sentence; the
    /// expectation stays as written.
    @Test func theVerdictSpeaksChinese() throws {
        let exercise = try #require(ExerciseBook(files: LessonBook.exerciseFiles).exercise("whole-array-read"))
        let folder = Self.build.appendingPathComponent("exercise-fixture/chinese")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in exercise.start {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let result = try ObslabBinary.run(["exercise", "check", exercise.id, "--into", folder.path, "--lang", "zh-Hans"],
                                          environment: Self.environment(folder.appendingPathComponent("state")))
        #expect(result.status == 1)
        #expect(result.output == """
            ✗ \(exercise.id) 还没有完成。
            目标：\(exercise.text(in: .simplifiedChinese).goal)
              未通过：expect NowPlaying runs 0   （exercises/07-whole-array-read/check.obslab:3）
                NowPlaying 运行了 1 次，预期 0 次
            卡住了？obslab exercise hint \(exercise.id)

            """, "\(result.output)")
    }

    /// `watch` checks, waits for a save, checks again and stops once solved.
    @Test func watchChecksAgainOnSaveUntilSolved() throws {
        let exercise = try #require(ExerciseBook(files: LessonBook.exerciseFiles).exercise("forgotten-published"))
        let folder = Self.build.appendingPathComponent("exercise-fixture/watch")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fileName = exercise.fileNames[0]
        let file = folder.appendingPathComponent(fileName)
        try #require(exercise.start[fileName]).write(to: file, atomically: true, encoding: .utf8)
        let solution = try #require(exercise.solution[fileName])
        let environment = Self.environment(folder.appendingPathComponent("state"))
        // Compiled once beforehand, so the watch's first check answers from the cache well
        // before the save below (a save during that check would be checked instead).
        _ = try ObslabBinary.run(["exercise", "check", exercise.id, "--into", folder.path], environment: environment)
        // Saved once the first check has finished; the watch then ends by itself.
        let saver = Thread {
            Thread.sleep(forTimeInterval: 4)
            try? solution.write(to: file, atomically: true, encoding: .utf8)
        }
        saver.start()
        let watched = try ObslabBinary.run(["exercise", "watch", exercise.id, "--into", folder.path],
                                           environment: environment)
        #expect(watched.status == 0, "\(watched.output)\(watched.errors)")
        #expect(watched.output.contains("✗ \(exercise.id) is not solved yet."), "\(watched.output)")
        #expect(watched.output.contains("✓ \(exercise.id) solved: "), "\(watched.output)")
        #expect(watched.errors.contains("\(fileName): save to check again, Ctrl-C to stop"), "\(watched.errors)")
    }

    /// `obslab check` of a lessons folder also checks the exercises beside it.
    @Test func checkingTheLessonsChecksTheExercisesReferenceSolutions() throws {
        let root = Self.build.deletingLastPathComponent()
        let result = try ObslabBinary.run(["check", root.appendingPathComponent("lessons").path],
                                          environment: Self.environment(Self.build.appendingPathComponent("exercise-fixture/check-state")))
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        for exercise in ExerciseBook(files: LessonBook.exerciseFiles).exercises {
            #expect(result.output.contains("/\(exercise.id) (reference solution)"), "\(result.output)")
        }
        #expect(result.output.contains("lessons/zh-Hans/01-views-are-values.md"), "the lessons too: \(result.output)")
        // Given the exercises folder itself: its Markdown files are the exercises' texts, not lessons.
        let exercises = try ObslabBinary.run(["check", root.appendingPathComponent("exercises").path],
                                             environment: Self.environment(Self.build.appendingPathComponent("exercise-fixture/check-state")))
        #expect(exercises.status == 0, "\(exercises.output)\(exercises.errors)")
        // One suite per reference solution, and one per before script (the starting files against it).
        let suites = ExerciseBook(files: LessonBook.exerciseFiles).exercises.count + ExerciseBook(files: LessonBook.exerciseFiles).exercises.filter { $0.before != nil }.count
        #expect(exercises.output.hasSuffix("\(suites) passed, 0 failed\n"), "\(exercises.output)")
    }
}

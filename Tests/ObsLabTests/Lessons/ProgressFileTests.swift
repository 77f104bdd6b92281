import Foundation
import Testing
@testable import ObsLabCommandLine
import LessonBook
import Scenarios

/// The saved lesson progress under damage and odd file systems (issue 12, items 3 and 11).
@MainActor
@Suite struct ProgressFile {
    /// A fresh folder for one test.
    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-progress-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func saved(_ file: URL) throws -> LessonProgress {
        try JSONDecoder().decode(LessonProgress.self, from: Data(contentsOf: file))
    }

    @Test func aHugeStepNeitherCrashesNorHidesTheLesson() throws {
        let folder = try Self.folder("huge")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("progress.json")
        try #"{"current":"sample","lessons":{"sample":{"step":9223372036854775807,"completed":false}}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let (interpreter, transcript) = Lessons.interpreter(progress: file)
        #expect(interpreter.progressStore.problem
            == "lesson sample was saved at step 9223372036854775807, past its last step; it resumes at step 2")
        #expect(interpreter.execute("lessons") == .done)
        #expect(transcript.text.contains("step 2/2"))
        #expect(interpreter.execute("lesson sample") == .done)
        #expect(transcript.text.contains("Step 2/2"))
        #expect(try Self.saved(file).lessons["sample"]?.step == 1)
    }

    /// The path was reordered (issue 16, F10): lessons are saved by id, not by number, so
    /// progress saved under the old order resumes the same lesson at the same step, now at
    /// its new place in the list.
    @Test func progressSavedBeforeTheReorderResumesTheSameLessons() throws {
        let folder = try Self.folder("reorder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("progress.json")
        // Written when state-owning-observable was lesson 13 and observable-macro lesson 7.
        try #"""
            {"current": "state-owning-observable", "lessons": {
              "state-owning-observable": {"step": 2, "completed": false},
              "observable-macro": {"step": 0, "completed": true},
              "identity-equality-closures": {"step": 1, "completed": false}}}
            """#.write(to: file, atomically: true, encoding: .utf8)
        let transcript = InterpreterCommands.Transcript()
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog, lessons: LessonLibrary(files: LessonBook.lessonFiles), progressLocation: file) {
            transcript.lines.append($0)
        }
        #expect(interpreter.progressStore.problem == nil)
        let order = LessonLibrary(files: LessonBook.lessonFiles).lessons(in: "en").map(\.id)
        #expect(order.firstIndex(of: "identity-equality-closures") == 2)
        #expect(order.firstIndex(of: "state-owning-observable") == 9)
        #expect(order.firstIndex(of: "observable-macro") == 10)
        #expect(order.firstIndex(of: "observation-tracking") == 17)
        #expect(interpreter.execute("lessons") == .done)
        let list = transcript.text
        #expect(list.contains(" 3. identity-equality-closures"))
        #expect(list.range(of: #"10\. state-owning-observable +Owning an observable object with @State  step 3/"#,
                           options: .regularExpression) != nil)
        #expect(list.range(of: #"11\. observable-macro +.*done"#, options: .regularExpression) != nil)
        // `lesson 10` is the lesson saved as 13, resumed at the saved step.
        #expect(interpreter.execute("lesson 10") == .done)
        #expect(transcript.text.contains("— Step 3/"))
        #expect(try Self.saved(file).lessons["state-owning-observable"] == .init(step: 2, completed: false))
        #expect(try Self.saved(file).current == "state-owning-observable")
    }

    @Test func oneDamagedEntryDropsOnlyItselfAndTheFileIsKeptBeside() throws {
        let folder = try Self.folder("damaged")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("progress.json")
        let original = #"""
            {"current": "sample", "lessons": {
              "sample": {"step": 1, "completed": false},
              "intro": {"step": 0, "completed": true},
              "broken": {"step": "three"},
              "backwards": {"step": -4, "completed": false}}}
            """#
        try original.write(to: file, atomically: true, encoding: .utf8)
        let store = LessonProgressStore(location: file)
        #expect(store.progress.current == "sample")
        #expect(store.progress.lessons == ["sample": .init(step: 1, completed: false), "intro": .init(step: 0, completed: true)])
        #expect(store.problem == "your lesson progress in \(file.path) was damaged: the progress of lesson backwards and "
            + "the progress of lesson broken could not be read and were dropped; everything else is kept "
            + "(the damaged file is saved as progress.json.damaged)")
        let copy = folder.appendingPathComponent("progress.json.damaged")
        #expect(try String(contentsOf: copy, encoding: .utf8) == original)
        #expect(try Self.saved(file) == store.progress)
    }

    @Test func aFileThatIsNotJSONStartsAfreshAndIsKept() throws {
        let folder = try Self.folder("garbage")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("progress.json")
        try "{ not json".write(to: file, atomically: true, encoding: .utf8)
        let store = LessonProgressStore(location: file)
        #expect(store.progress == LessonProgress())
        #expect(store.problem?.contains("was damaged beyond reading") == true)
        #expect(try String(contentsOf: folder.appendingPathComponent("progress.json.damaged"), encoding: .utf8) == "{ not json")
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let folder = try Self.folder("link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("dotfiles/progress.json")
        try FileManager.default.createDirectory(at: real.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{}".write(to: real, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("progress.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "dotfiles/progress.json")
        let (interpreter, _) = Lessons.interpreter(progress: link)
        #expect(interpreter.execute("lesson sample") == .done)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "dotfiles/progress.json")
        #expect(try Self.saved(real).current == "sample")
        // Written by rename: no temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.deletingLastPathComponent().path) == ["progress.json"])
    }

    @Test func aFolderThatCannotBeWrittenIsSaidOnce() throws {
        let folder = try Self.folder("readonly")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A file where the state folder should be: nothing can be created in it, even by root.
        let blocker = folder.appendingPathComponent("state")
        try "".write(to: blocker, atomically: true, encoding: .utf8)
        let (interpreter, transcript) = Lessons.interpreter(progress: blocker.appendingPathComponent("obslab/progress.json"))
        #expect(interpreter.execute("lesson sample") == .done)
        #expect(interpreter.execute("play") == .done)
        #expect(interpreter.execute("next") == .done)
        let notes = transcript.lines.filter { $0.hasPrefix("note: cannot save your lesson progress") }
        #expect(notes.count == 1, "\(transcript.lines)")
        #expect(notes.first?.contains("this session's progress is kept in memory only") == true)
        #expect(interpreter.progressStore.progress.lessons["sample"]?.step == 1)
    }

    @Test func aFIFOIsNeitherReadNorWritten() throws {
        let folder = try Self.folder("fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("progress.json")
        #expect(mkfifo(file.path, 0o600) == 0)
        let store = LessonProgressStore(location: file)
        #expect(store.problem?.contains("is not a regular file") == true)
        store.update { $0.current = "sample" }
        var status = stat()
        #expect(stat(file.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
    }
}

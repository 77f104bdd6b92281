import Foundation

/// How far the learner got, saved under the XDG state directory so it survives restarts.
struct LessonProgress: Codable, Equatable {
    struct Entry: Codable, Equatable {
        var step: Int
        var completed: Bool
    }
    /// The lesson the learner is in, if any.
    var current: String?
    var lessons: [String: Entry] = [:]
    /// Exercises by id (absent from files written before exercises existed).
    var exercises: [String: ExerciseEntry] = [:]

    struct ExerciseEntry: Codable, Equatable {
        /// How many hints were shown: the next `hint` shows the one after.
        var hintsShown = 0
        var solved = false
        /// The learner's copy, as `start` wrote it (absolute).
        var file: String?

        enum CodingKeys: String, CodingKey { case hintsShown, solved, file }
    }

    init(current: String? = nil, lessons: [String: Entry] = [:], exercises: [String: ExerciseEntry] = [:]) {
        self.current = current
        self.lessons = lessons
        self.exercises = exercises
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        current = try container.decodeIfPresent(String.self, forKey: .current)
        lessons = try container.decodeIfPresent([String: Entry].self, forKey: .lessons) ?? [:]
        exercises = try container.decodeIfPresent([String: ExerciseEntry].self, forKey: .exercises) ?? [:]
    }
}

/// Reads and writes `LessonProgress` at one location (none: progress is kept in memory).
///
/// Nothing in the file is fatal (docs/rules/state-files.md): a damaged entry is dropped
/// and named while the rest is kept, the damaged file is kept beside it as
/// `progress.json.damaged`, a symbolic link is written through, every write replaces the
/// file atomically (a temporary file, then `rename`), and a folder that cannot be written
/// is reported once, after which progress lives in memory for the session.
@MainActor
final class LessonProgressStore {
    let location: URL?
    private(set) var progress = LessonProgress()
    /// What went wrong reading the saved progress, to tell the learner once.
    /// What went wrong with the file, to tell the learner once at the start.
    private(set) var problems: [ShellNote] = []
    /// `problems` in English, a line each (the exercise commands print it; tests read it).
    var problem: String? { problems.isEmpty ? nil : problems.map { $0.text(in: .english) }.joined(separator: "\n") }
    /// Whether a progress file existed: a returning learner.
    private(set) var existed = false
    /// Notes not yet shown to the learner (a save that failed).
    private var unreportedNotes: [ShellNote] = []
    /// Set once saving has failed: said once, not after every step.
    private var savingFailed = false

    init(location: URL?) {
        self.location = location
        guard let location else { return }
        let target = location.finalLinkDestination
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return }
        existed = true
        // Never open a directory, a FIFO or a device: reading one could hang or fail.
        guard !isDirectory.boolValue, Self.isRegularFile(target.path) else {
            problems = [.progressNotARegularFile(path: location.path)]
            savingFailed = true
            return
        }
        guard let data = FileManager.default.contents(atPath: target.path) else {
            problems = [.progressUnreadable(path: location.path)]
            savingFailed = true
            return
        }
        let (read, dropped) = Self.decode(data)
        progress = read
        guard !dropped.isEmpty else { return }
        let copy = target.appendingPathExtension("damaged")
        let kept = (try? data.writeAtomically(to: copy)) != nil
        let saved = kept ? copy.lastPathComponent : nil
        if dropped == [.wholeFile] {
            problems = [.progressDamagedBeyondReading(path: location.path, savedCopy: saved)]
        } else {
            problems = [.progressDamaged(path: location.path, dropped: dropped, savedCopy: saved)]
        }
        save()
    }

    /// `$XDG_STATE_HOME/obslab/progress.json`, or `~/.local/state/obslab/progress.json`.
    static func defaultLocation() -> URL? {
        LineReader.historyLocation()?.deletingLastPathComponent().appendingPathComponent("progress.json")
    }

    func update(_ change: (inout LessonProgress) -> Void) {
        change(&progress)
        save()
    }

    /// Notes for the learner that came up since the last call (each said once).
    func takeNotes() -> [ShellNote] {
        defer { unreportedNotes = [] }
        return unreportedNotes
    }

    /// Brings saved steps within the lessons that exist: a step past a lesson's last one
    /// (a lesson that got shorter, a hand-edited file) resumes at its last step.
    func fit(to lessons: [Lesson]) {
        var notes: [ShellNote] = []
        for lesson in lessons {
            guard let entry = progress.lessons[lesson.id], entry.step >= lesson.steps.count else { continue }
            let last = max(0, lesson.steps.count - 1)
            progress.lessons[lesson.id]?.step = last
            notes.append(.progressPastLastStep(lesson: lesson.id, savedStep: entry.step, resumesAt: last + 1))
        }
        guard !notes.isEmpty else { return }
        problems += notes
        save()
    }

    // MARK: Reading


    /// The readable part of `data`, and a description of each part that was not.
    static func decode(_ data: Data) -> (LessonProgress, dropped: [ShellNote.DroppedEntry]) {
        guard let file = try? JSONDecoder().decode(LenientFile.self, from: data) else {
            return (LessonProgress(), [.wholeFile])
        }
        var progress = LessonProgress()
        var dropped: [ShellNote.DroppedEntry] = []
        switch file.current {
        case .value(let current): progress.current = current
        case .damaged: dropped.append(.currentLesson)
        case nil: break
        }
        switch file.lessons {
        case .value(let lessons):
            for id in lessons.keys.sorted() {
                if case .value(let entry) = lessons[id] {
                    progress.lessons[id] = entry.entry
                } else {
                    dropped.append(.lesson(CommandTokenizer.printable(id, limit: 40)))
                }
            }
        case .damaged: dropped.append(.everyLesson)
        case nil: break
        }
        switch file.exercises {
        case .value(let exercises):
            for id in exercises.keys.sorted() {
                if case .value(let entry) = exercises[id] {
                    progress.exercises[id] = entry.entry
                } else {
                    dropped.append(.exercise(CommandTokenizer.printable(id, limit: 40)))
                }
            }
        case .damaged: dropped.append(.everyExercise)
        case nil: break
        }
        return (progress, dropped)
    }

    /// A decoded value, or the mark that it was there but unreadable.
    private enum Lenient<Value: Decodable>: Decodable {
        case value(Value)
        case damaged

        init(from decoder: any Decoder) throws {
            self = (try? Value(from: decoder)).map(Lenient.value) ?? .damaged
        }
    }

    private struct LenientFile: Decodable {
        var current: Lenient<String?>?
        var lessons: Lenient<[String: Lenient<CheckedEntry>]>?
        var exercises: Lenient<[String: Lenient<CheckedExerciseEntry>]>?
    }

    /// An exercise's entry whose hint count is not negative.
    private struct CheckedExerciseEntry: Decodable {
        let entry: LessonProgress.ExerciseEntry

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: LessonProgress.ExerciseEntry.CodingKeys.self)
            entry = LessonProgress.ExerciseEntry(
                hintsShown: try container.decodeIfPresent(Int.self, forKey: .hintsShown) ?? 0,
                solved: try container.decodeIfPresent(Bool.self, forKey: .solved) ?? false,
                file: try container.decodeIfPresent(String.self, forKey: .file))
            guard entry.hintsShown >= 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "negative hint count"))
            }
        }
    }

    /// An entry whose step is a real step number.
    private struct CheckedEntry: Decodable {
        let entry: LessonProgress.Entry

        init(from decoder: any Decoder) throws {
            entry = try LessonProgress.Entry(from: decoder)
            guard entry.step >= 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "negative step"))
            }
        }
    }

    // MARK: Writing

    private func save() {
        guard let location, !savingFailed else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(progress) else { return }
        let target = location.finalLinkDestination
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.writeAtomically(to: target)
        } catch {
            savingFailed = true
            unreportedNotes.append(.progressNotSaved(folder: target.deletingLastPathComponent().path,
                                                     reason: FileProblem(reason: error.plainFileReason)))
        }
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}

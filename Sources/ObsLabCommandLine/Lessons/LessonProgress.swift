import Foundation

/// How far the learner got, saved under the XDG state directory so it survives restarts.
/// A damaged file is reported and replaced, never fatal.
struct LessonProgress: Codable, Equatable {
    struct Entry: Codable, Equatable {
        var step: Int
        var completed: Bool
    }
    /// The lesson the learner is in, if any.
    var current: String?
    var lessons: [String: Entry] = [:]
}

/// Reads and writes `LessonProgress` at one location (none: progress is kept in memory).
@MainActor
final class LessonProgressStore {
    let location: URL?
    private(set) var progress = LessonProgress()
    /// What went wrong reading the saved progress, to tell the learner once.
    private(set) var problem: String?
    /// Whether a progress file existed: a returning learner.
    private(set) var existed = false

    init(location: URL?) {
        self.location = location
        guard let location, let data = FileManager.default.contents(atPath: location.path) else { return }
        existed = true
        do {
            progress = try JSONDecoder().decode(LessonProgress.self, from: data)
        } catch {
            problem = "your lesson progress in \(location.path) was damaged; it has been reset"
            save()
        }
    }

    /// `$XDG_STATE_HOME/obslab/progress.json`, or `~/.local/state/obslab/progress.json`.
    static func defaultLocation() -> URL? {
        LineReader.historyLocation()?.deletingLastPathComponent().appendingPathComponent("progress.json")
    }

    func update(_ change: (inout LessonProgress) -> Void) {
        change(&progress)
        save()
    }

    private func save() {
        guard let location else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(progress) else { return }
        try? FileManager.default.createDirectory(at: location.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: location, options: .atomic)
    }
}

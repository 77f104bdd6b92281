import ObsLabEngine

/// Something the shell tells the learner once, beside the work: line editing is off,
/// history or lesson progress cannot be kept as usual. A value, rendered in one `switch`
/// per language; paths, names and the system's reason (in glibc's Chinese) stay as they are.
enum ShellNote: Equatable {
    /// libedit could not be loaded; lines are read plain.
    case lineEditingOff(why: String)
    /// The history file cannot be used.
    case historyNotSaved(HistoryProblem)
    /// The lesson progress file is a folder, a FIFO, a device.
    case progressNotARegularFile(path: String)
    case progressUnreadable(path: String)
    /// The progress file is not JSON at all; `savedCopy` is the damaged file's copy, if made.
    case progressDamagedBeyondReading(path: String, savedCopy: String?)
    /// Entries of the progress file could not be read and were dropped.
    case progressDamaged(path: String, dropped: [DroppedEntry], savedCopy: String?)
    /// A saved step past a lesson's last (a lesson got shorter, a hand-edited file).
    case progressPastLastStep(lesson: String, savedStep: Int, resumesAt: Int)
    /// Progress cannot be saved; it is kept for this session.
    case progressNotSaved(folder: String, reason: FileProblem)

    /// A part of a damaged progress file that could not be read.
    enum DroppedEntry: Equatable {
        case wholeFile
        case currentLesson
        case lesson(String)
        case everyLesson
        case exercise(String)
        case everyExercise

        var english: String {
            switch self {
            case .wholeFile: "the whole file"
            case .currentLesson: "the current lesson"
            case .lesson(let id): "the progress of lesson \(id)"
            case .everyLesson: "the progress of every lesson"
            case .exercise(let id): "the progress of exercise \(id)"
            case .everyExercise: "the progress of every exercise"
            }
        }

        var chinese: String {
            switch self {
            case .wholeFile: "整个文件"
            case .currentLesson: "当前课程"
            case .lesson(let id): "课程 \(id) 的进度"
            case .everyLesson: "所有课程的进度"
            case .exercise(let id): "练习 \(id) 的进度"
            case .everyExercise: "所有练习的进度"
            }
        }
    }

    /// Why the history file cannot be used.
    enum HistoryProblem: Equatable {
        case isAFolder(path: String)
        case notARegularFile(path: String)
        case cannotWrite(path: String, reason: FileProblem)
    }

    /// The note in `language`.
    func text(in language: Language) -> String {
        language == .english ? english : chinese
    }

    private var english: String {
        switch self {
        case .lineEditingOff(let why):
            "line editing is off (libedit could not be loaded: \(why)); reading plain lines"
        case .historyNotSaved(.isAFolder(let path)): "history is not saved: \(path) is a folder"
        case .historyNotSaved(.notARegularFile(let path)): "history is not saved: \(path) is not a regular file"
        case .historyNotSaved(.cannotWrite(let path, let reason)):
            "history is not saved: cannot write \(path) (\(reason.text(in: .english)))"
        case .progressNotARegularFile(let path):
            "your lesson progress at \(path) is not a regular file; progress is kept for this session only"
        case .progressUnreadable(let path):
            "your lesson progress in \(path) cannot be read; progress is kept for this session only"
        case .progressDamagedBeyondReading(let path, let copy):
            "your lesson progress in \(path) was damaged beyond reading (it is not a JSON object); lessons start afresh"
                + (copy.map { " (the damaged file is saved as \($0))" } ?? "")
        case .progressDamaged(let path, let dropped, let copy):
            "your lesson progress in \(path) was damaged: "
                + (dropped.count == 1 ? dropped[0].english
                    : dropped.dropLast().map(\.english).joined(separator: ", ") + " and " + dropped[dropped.count - 1].english)
                + " could not be read and " + (dropped.count == 1 ? "was" : "were") + " dropped; everything else is kept"
                + (copy.map { " (the damaged file is saved as \($0))" } ?? "")
        case .progressPastLastStep(let lesson, let saved, let resumes):
            "lesson \(lesson) was saved at step \(saved), past its last step; it resumes at step \(resumes)"
        case .progressNotSaved(let folder, let reason):
            "cannot save your lesson progress in \(folder) (\(reason.text(in: .english))); "
                + "this session's progress is kept in memory only"
        }
    }

    private var chinese: String {
        switch self {
        case .lineEditingOff(let why): "行编辑已关闭（无法加载 libedit：\(why)）；按普通行读取输入"
        case .historyNotSaved(.isAFolder(let path)): "不保存历史记录：\(path) 是一个文件夹"
        case .historyNotSaved(.notARegularFile(let path)): "不保存历史记录：\(path) 不是普通文件"
        case .historyNotSaved(.cannotWrite(let path, let reason)):
            "不保存历史记录：无法写入 \(path)（\(reason.text(in: .simplifiedChinese))）"
        case .progressNotARegularFile(let path): "课程进度文件 \(path) 不是普通文件；进度只保存在本次会话中"
        case .progressUnreadable(let path): "无法读取 \(path) 中的课程进度；进度只保存在本次会话中"
        case .progressDamagedBeyondReading(let path, let copy):
            "\(path) 中的课程进度已损坏，无法读取（它不是 JSON 对象）；课程从头开始"
                + (copy.map { "（损坏的文件另存为 \($0)）" } ?? "")
        case .progressDamaged(let path, let dropped, let copy):
            "\(path) 中的课程进度有损坏：\(dropped.map(\.chinese).joined(separator: "、")) 无法读取，已丢弃；其余都保留了"
                + (copy.map { "（损坏的文件另存为 \($0)）" } ?? "")
        case .progressPastLastStep(let lesson, let saved, let resumes):
            "课程 \(lesson) 保存的步骤 \(saved) 超出了最后一步；从第 \(resumes) 步继续"
        case .progressNotSaved(let folder, let reason):
            "无法把课程进度保存到 \(folder)（\(reason.text(in: .simplifiedChinese))）；本次会话的进度只保存在内存中"
        }
    }
}

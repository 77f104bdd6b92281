import Foundation
import Testing
@testable import ObsLabCommandLine

/// The history file keeps every command, whatever happens to the shell or to another shell.
@Suite struct HistoryFileRules {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-history-\(UUID().uuidString)")

    @Test func eachCommandIsSavedAtOnce() throws {
        var history = HistoryFile(location: folder.appendingPathComponent("history"))
        history.append("load counter")
        #expect(HistoryFile(location: history.location).load() == ["load counter"])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Two shells open at once: each save keeps what the other appended.
    @Test func twoSessionsKeepEachOthersCommands() throws {
        let location = folder.appendingPathComponent("history")
        var first = HistoryFile(location: location), second = HistoryFile(location: location)
        first.append("a")
        second.append("b")
        first.append("c")
        #expect(HistoryFile(location: location).load() == ["a", "b", "c"])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Two writers at once, each saving its commands as fast as it can: every command of
    /// both is in the file, once, in the order its writer saved it. (Read, append and
    /// rename without a lock lost a third of them.)
    @Test func twoWritersAtOnceLoseNothing() throws {
        let location = folder.appendingPathComponent("history")
        let perWriter = 300
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            var history = HistoryFile(location: location, capacity: 2 * perWriter)
            for index in 0..<perWriter { history.append("w\(writer) \(index)") }
        }
        let saved = HistoryFile(location: location, capacity: 2 * perWriter).load()
        #expect(saved.count == 2 * perWriter)
        for writer in 0..<2 {
            #expect(saved.filter { $0.hasPrefix("w\(writer) ") } == (0..<perWriter).map { "w\(writer) \($0)" })
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Trimming to the capacity while another writer appends keeps the file whole: the
    /// newest commands, each writer's in its order, none twice.
    @Test func trimmingWhileAnotherWriterAppends() throws {
        let location = folder.appendingPathComponent("history")
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            var history = HistoryFile(location: location, capacity: 20)
            for index in 0..<200 { history.append("w\(writer) \(index)") }
        }
        let saved = HistoryFile(location: location, capacity: 20).load()
        #expect(saved.count == 20)
        #expect(Set(saved).count == 20)
        for writer in 0..<2 {
            let numbers = saved.filter { $0.hasPrefix("w\(writer) ") }.compactMap { Int($0.split(separator: " ")[1]) }
            #expect(numbers == numbers.sorted())
        }
        #expect(saved.contains("w0 199") || saved.contains("w1 199"))
        try? FileManager.default.removeItem(at: folder)
    }

    /// The temporary file of a shell killed in the middle of a save is removed by the next
    /// session's first save; one of a process still running is left alone.
    @Test func leftoverTemporaryFilesAreRemoved() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gone = folder.appendingPathComponent(".history.2147483646.tmp")
        let running = folder.appendingPathComponent(".history.\(getppid()).tmp")
        let unrelated = folder.appendingPathComponent(".history.notes.tmp")
        for file in [gone, running, unrelated] { try Data("half a save".utf8).write(to: file) }
        var history = HistoryFile(location: folder.appendingPathComponent("history"))
        history.append("load counter")
        #expect(!FileManager.default.fileExists(atPath: gone.path))
        #expect(FileManager.default.fileExists(atPath: running.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
        #expect(history.load() == ["load counter"])
        try? FileManager.default.removeItem(at: folder)
    }

    /// A file of libedit's format is rewritten in this one at the first save, so that a
    /// plain line appended to it is never read as an escaped one.
    @Test func aLibeditFileIsRewrittenBeforeAppending() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let location = folder.appendingPathComponent("history")
        try Data("_HiStOrY_V2_\nload\\040counter\n".utf8).write(to: location)
        var history = HistoryFile(location: location)
        history.append("type \"Name\" \"a\\101\"")
        #expect(try String(contentsOf: location, encoding: .utf8) == "load counter\ntype \"Name\" \"a\\101\"\n")
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func keepsTheNewestCommandsUpToItsCapacity() throws {
        var history = HistoryFile(location: folder.appendingPathComponent("history"), capacity: 3)
        for command in ["1", "2", "3", "4"] { history.append(command) }
        #expect(history.load() == ["2", "3", "4"])
        try? FileManager.default.removeItem(at: folder)
    }

    /// A history path that is a symbolic link: the file it names is written, the link stays.
    @Test func writesThroughASymbolicLink() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = folder.appendingPathComponent("dotfiles-history"), link = folder.appendingPathComponent("history")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        var history = HistoryFile(location: link)
        history.append("tap \"+1\"")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try String(contentsOf: real, encoding: .utf8) == "tap \"+1\"\n")
        try? FileManager.default.removeItem(at: folder)
    }

    /// Files written by earlier versions through libedit are read, escapes decoded.
    @Test func readsLibeditsFormat() {
        let data = Data("_HiStOrY_V2_\nload\\040counter\ntap\\040\"\\344\\270\\255\"\n".utf8)
        #expect(HistoryFile.entries(in: data) == ["load counter", "tap \"中\""])
    }

    @Test func aFolderIsNotAHistoryFile() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("history"), withIntermediateDirectories: true)
        var history = HistoryFile(location: folder.appendingPathComponent("history"))
        #expect(history.problem == .historyNotSaved(.isAFolder(path: folder.appendingPathComponent("history").path)))
        history.append("x")
        #expect(history.load().isEmpty)
        try? FileManager.default.removeItem(at: folder)
    }
}

/// What TAB offers for the word being typed, with offsets counted as libedit counts them.
@MainActor @Suite struct CompletionOffsets {
    @Test func quotedLabelsLoseTheLeadingPartOfTheWord() {
        let offered = LineCompletion.replacements(for: ["\"Add order\""], typed: "order", beforeCursor: "tap \"Add order")
        #expect(offered == ["order\""])
    }

    @Test(arguments: ["中文", "é", "🍩", "👩‍👩‍👧"])
    func wordsAfterNonASCIITextAreCompletedWhole(prefix: String) {
        let line = "predict \(prefix) Cou"
        let offered = LineCompletion.replacements(for: ["Count", "CountBadge"], typed: "Cou", beforeCursor: line)
        #expect(offered == ["Count", "CountBadge"])
    }

    /// A cursor beyond the line, or a word libedit split differently, never traps.
    @Test func oddOffsetsNeverTrap() {
        LineCompletion.provider = { _ in ["\"Add order\""] }
        defer { LineCompletion.provider = nil }
        _ = LineCompletion.completions(typed: "a very long typed word", line: "tap \"中", cursor: 9999)
        _ = LineCompletion.completions(typed: "", line: "", cursor: -3)
        #expect(LineCompletion.completions(typed: "Ad", line: "tap \"Ad", cursor: 7) == ["Add order\""])
    }
}

import ArgumentParser
import Foundation

/// `obslab exercise …`: fix a small SwiftUI file until its checker passes.
struct ExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise",
        abstract: "Exercises: fix a small SwiftUI file until the lab's checker passes.",
        discussion: """
            Each exercise is a SwiftUI file (the capstone: a small app of several files) with a data-flow bug \
            or a task, and a checker that states the goal in render counts and causes. `start` copies the \
            files into your folder; edit them in your editor; `check` compiles them against the lab (as \
            `obslab try` does) and runs the checker; `watch` checks \
            again on every save; `hint` gives the next hint. Progress is saved with the lessons' progress.

            Examples:
              obslab exercise list
              obslab exercise start keystroke-rows
              obslab exercise watch keystroke-rows
              obslab exercise hint keystroke-rows --lang zh-Hans
            """,
        subcommands: [List.self, Start.self, Check.self, Watch.self, Hint.self, Reset.self])

    struct Options: ParsableArguments {
        @Option(help: "The language of the exercises: en or zh-Hans (default: from the locale).")
        var lang: String?

        @Option(help: ArgumentHelp("Read the exercises from this folder instead of the built-in ones.", valueName: "dir"),
                completion: .directory)
        var exercises: String?

        @MainActor
        func session() -> ExerciseSession {
            let book = exercises.map { ExerciseBook(files: ExerciseBook.files(under: $0)) } ?? CatalogStore.exercises
            for problem in book.problems { StandardStreams.printError("obslab: \(problem)") }
            let store = LessonProgressStore(location: LessonProgressStore.defaultLocation())
            if let problem = store.problem { StandardStreams.printError(problem) }
            return ExerciseSession(book: book, language: LessonLanguage.resolve(lang), progressStore: store,
                                   loader: UserCodeLoader { names in
                                       StandardStreams.writeError("compiling \(names.joined(separator: ", ")) against the lab\n")
                                   }) { StandardStreams.printLine($0) }
        }
    }

    static func finish(_ status: Int32) throws {
        if status != 0 { throw ExitCode(status) }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the exercises, with your progress.")
        @OptionGroup var options: Options
        func run() throws { try finish(MainActor.assumeIsolated { options.session().list() }) }
    }

    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy an exercise's file into your folder (never over your edits) and say its goal.")
        @Argument(help: "The exercise's name or number (see `obslab exercise list`).") var name: String
        @Option(help: "The folder to write the files into (default: the current one).", completion: .directory)
        var into: String?
        @OptionGroup var options: Options
        func run() throws { try finish(MainActor.assumeIsolated { options.session().start(name, folder: into) }) }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Compile your copy against the lab and run the exercise's checker; exits 1 until it is solved.")
        @Argument(help: "The exercise's name or number.") var name: String
        @Option(help: "The folder holding your copy (default: the current one, else where `start` wrote it).",
                completion: .directory)
        var into: String?
        @OptionGroup var options: Options
        func run() throws { try finish(MainActor.assumeIsolated { options.session().check(name, folder: into) }) }
    }

    struct Watch: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check your copy now and again on every save, until it is solved or Ctrl-C.")
        @Argument(help: "The exercise's name or number.") var name: String
        @Option(help: "The folder holding your copy (default: the current one, else where `start` wrote it).",
                completion: .directory)
        var into: String?
        @OptionGroup var options: Options

        func run() throws {
            try finish(MainActor.assumeIsolated { () -> Int32 in
                let session = options.session()
                guard let exercise = session.exercise(name) else { return 1 }
                StopSignals.unblock()
                let files = session.learnerFiles(exercise, folder: into)
                var watcher = FileWatcher(paths: files.map(\.path))
                while true {
                    if session.check(exercise, files: files) == 0 { return 0 }
                    StandardStreams.writeError(ExerciseMessage.watching(file: files.map(ExerciseSession.shown).joined(separator: ", "))
                        .text(session.language) + "\n")
                    watcher.waitForChange()
                    StandardStreams.printLine("")
                }
            })
        }
    }

    struct Hint: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the exercise's next hint (one more each time).")
        @Argument(help: "The exercise's name or number.") var name: String
        @OptionGroup var options: Options
        func run() throws { try finish(MainActor.assumeIsolated { options.session().hint(name) }) }
    }

    struct Reset: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Put the starting file back; your edits are kept beside it as File.swift.edited.")
        @Argument(help: "The exercise's name or number.") var name: String
        @Option(help: "The folder holding your copy (default: the current one, else where `start` wrote it).",
                completion: .directory)
        var into: String?
        @OptionGroup var options: Options
        func run() throws { try finish(MainActor.assumeIsolated { options.session().reset(name, folder: into) }) }
    }
}

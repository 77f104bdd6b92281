import ObsLab

/// The interactive shell: `obslab` with no arguments.
@MainActor
struct Shell {
    let catalog: [Scenario]
    let lessons: LessonLibrary
    let language: String
    let style: TextStyle
    /// A scenario to load instead of the lesson welcome (`obslab try`).
    var startingScenario: String?

    func run() -> Int32 {
        let isInteractive = LineReader.standardInputIsTerminal
        let interpreter = Interpreter(
            catalog: catalog, lessons: lessons, language: language,
            progressLocation: isInteractive ? LessonProgressStore.defaultLocation() : nil,
            style: style) { StandardStreams.printLine($0) }
        let reader = LineReader { interpreter.completions(forLinePrefix: $0) }
        for notice in reader.notices { print(style.paint("note: ", "33") + notice) }
        if let startingScenario {
            if reader.isInteractive {
                print(style.paint("ObsLab", "1") + " — your code in the lab. `actions` lists what you can do, `help` the commands.")
            }
            _ = interpreter.execute("load " + CommandTokenizer.quote(startingScenario))
        } else if reader.isInteractive {
            welcome(interpreter)
        }
        var failures = 0
        while let line = reader.readLine(prompt: "lab> ") {
            switch interpreter.execute(line) {
            case .quit: return failures > 0 && !reader.isInteractive ? 1 : 0
            case .expectationFailed: failures += 1
            case .error, .done: break
            }
        }
        return failures > 0 && !reader.isInteractive ? 1 : 0
    }

    /// A short welcome; a first-time learner is taken into lesson 1, a returning one to
    /// where they stopped.
    private func welcome(_ interpreter: Interpreter) {
        print(style.paint("ObsLab", "1") + " — SwiftUI's data flow, made visible. `help` lists the commands.")
        for problem in interpreter.progressStore.problem?.split(separator: "\n") ?? [] {
            print(style.paint("note: ", "33") + problem)
        }
        let path = lessons.lessons(in: language)
        guard !path.isEmpty else {
            print("Load a scenario to begin (`scenarios` lists them):  load food-truck both")
            return
        }
        print("Lessons:")
        _ = interpreter.listLessons()
        let progress = interpreter.progressStore.progress
        if let current = progress.current, let lesson = path.first(where: { $0.id == current }) {
            print("\nWelcome back. Resuming \(lesson.title).")
            _ = interpreter.enter(lesson)
        } else if progress.lessons.isEmpty, let first = path.first {
            print("\nNew here? Here is lesson 1. (`lessons` lists them, `lesson <n>` jumps, `load <scenario>` explores freely.)")
            _ = interpreter.enter(first)
        } else {
            print("\nPick a lesson with `lesson <n>`, or explore a scenario: `load food-truck both`.")
        }
    }
}

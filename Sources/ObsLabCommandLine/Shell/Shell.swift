import ArgumentParser
import Foundation
import ObsLab
import ObsLabEngine

/// The interactive shell: `obslab` with no arguments.
@MainActor
struct Shell {
    let catalog: [Scenario]
    let lessons: LessonLibrary
    let language: Language
    let style: TextStyle
    /// A command run before reading any input (`lessons`, `lesson 3`), from
    /// `obslab lessons` and `obslab lesson <id>`.
    var opening: String? = nil

    func run() -> Int32 {
        let isInteractive = LineReader.standardInputIsTerminal
        let interpreter = Interpreter(
            catalog: catalog, lessons: lessons, language: language,
            progressLocation: isInteractive ? LessonProgressStore.defaultLocation() : nil,
            style: style) { StandardStreams.printLine($0) }
        interpreter.lineOutput = StandardOutputLines()
        let reader = LineReader { interpreter.completions(forLinePrefix: $0) }
        // At a terminal, Ctrl-C stops a command that does not finish; scripts get a limit.
        if reader.isInteractive { ActionWatchdog.shared.removeLimit() }
        interpreter.opensUserFiles = { files, root in
            let loader = UserCodeLoader { names in
                StandardStreams.writeError("compiling \(names.joined(separator: ", ")) against the lab\n")
            }
            do {
                return .success(try loader.scenario(paths: files, root: root))
            } catch let problem as UserFilesProblem {
                return .failure(.problem(problem))
            } catch let error as ValidationError {
                return .failure(.machine(error.message))
            } catch let failure as TryEnvironmentFailure {
                return .failure(.machine(failure.message))
            } catch let failure as UserLibraryBuild.Failure {
                StandardStreams.writeError(failure.lines.joined(separator: "\n") + "\n")
                return .failure(.problem(.didNotCompile(files: files)))
            } catch {
                return .failure(.machine("\(error)"))
            }
        }
        let text = interpreter.text
        reader.showsNote = { text.noteLabel + $0.text(in: text.language) }
        for notice in reader.notices { print(style.paint(text.noteLabel, "33") + notice.text(in: text.language)) }
        var failures = 0
        if let opening {
            if reader.isInteractive { print(style.paint("ObsLab", "1") + " — " + interpreter.text.welcomeHelp) }
            switch interpreter.execute(opening) {
            case .error: return 2
            case .expectationFailed: failures += 1
            case .done, .quit: break
            }
        } else if reader.isInteractive {
            welcome(interpreter)
        }
        while let line = reader.readLine(prompt: "lab> ") {
            // A transcript of piped input shows each command before what it printed.
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !reader.isInteractive && !trimmed.isEmpty && !trimmed.hasPrefix("#") {
                print(style.paint(EchoedText.command(trimmed), "2"))
            }
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
        let text = interpreter.text
        print(style.paint("ObsLab", "1") + " — " + text.welcomeHelp)
        for problem in interpreter.progressStore.problems {
            print(style.paint(text.noteLabel, "33") + problem.text(in: text.language))
        }
        let path = lessons.lessons(in: language)
        guard !path.isEmpty else {
            print(text.welcomeNoLessons)
            return
        }
        print(text.lessonsHeading)
        _ = interpreter.listLessons()
        let progress = interpreter.progressStore.progress
        if let current = progress.current, let lesson = path.first(where: { $0.id == current }) {
            print("\n" + text.welcomeBack(lesson.title))
            _ = interpreter.enter(lesson)
        } else if progress.lessons.isEmpty, let first = path.first {
            print("\n" + text.newHere)
            _ = interpreter.enter(first)
        } else {
            print("\n" + text.pickALesson)
        }
    }
}

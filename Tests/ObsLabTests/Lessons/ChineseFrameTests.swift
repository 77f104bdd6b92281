import Foundation
import Testing
@testable import ObsLabCommandLine
import ObsLab
import ObsLabEngine
import LessonBook
import Scenarios

/// With `--lang zh-Hans`, everything the lab itself writes is Chinese: a learner plays
/// every step of every lesson (`play`, `hint`, `next`, `back`, a prediction) and the
/// shell commands a learner meets, and no line of output may contain an English word of
/// the lab's own (docs/rules/language.md).
///
/// What is not the lab's own frame text is removed first, precisely: the lesson's text
/// (its own test is `ChineseGlossary`), commands echoed or quoted, `code`, "quoted" labels
/// and values, names (views, objects, properties, scenarios, variants, controls, actions),
/// identifiers (anything with a capital, digit, `_`, `#`, `@`, `.`, `(`), and SwiftUI's own
/// messages. Whatever Latin word is left is English frame text and fails the test.
@MainActor
@Suite struct ChineseFrame {
    @MainActor
    final class Learner {
        final class Lines { var all: [String] = [] }
        let interpreter: Interpreter
        private let output = Lines()
        /// Every line printed, with the command that printed it.
        private(set) var transcript: [(command: String, line: String)] = []
        /// Names the lab may print as they are: views, objects, properties, labels.
        private(set) var names: Set<String> = []

        init(language: String = "zh-Hans") {
            let output = self.output
            interpreter = Interpreter(catalog: BuiltInCatalog.catalog, lessons: LessonLibrary(files: LessonBook.lessonFiles),
                                      language: language) { output.all.append($0) }
        }

        @discardableResult
        func run(_ line: String) -> [String] {
            // What the learner typed may be echoed as typed (`已记下预测：nonsense`).
            names.formUnion(Self.words(line).dropFirst())
            let start = output.all.count
            interpreter.execute(line)
            let printed = output.all[start...].flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            transcript += printed.map { (line, $0) }
            collectNames()
            return printed
        }

        /// The names of what is loaded, as the runtime knows them (never a list of words),
        /// and the properties its source declares.
        private func collectNames() {
            if let source = interpreter.loaded?.scenario.sourceText {
                for match in source.matches(of: /(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)/) { names.insert(String(match.1)) }
            }
            for run in interpreter.loadedRuns {
                names.insert(run.name)
                for path in run.graph.viewNames { names.formUnion(path.split(separator: "/").map(String.init)) }
                for object in run.graph.objectNames { names.insert(String(object.split(separator: "#")[0])) }
                for step in run.graph.steps {
                    for event in step.events {
                        names.formUnion([event.property, event.cause].compactMap { $0 })
                    }
                }
                for control in run.controls() { names.formUnion(Self.words(control.label)) }
                for action in run.actionNames { names.formUnion(Self.words(action)) }
                for view in run.graph.viewNames {
                    for line in (try? run.graph.dependencies(ofView: view)) ?? [] { names.formUnion(Self.sources(line)) }
                }
                for object in run.graph.objectNames {
                    for line in (try? run.graph.inspect(objectNamed: object)) ?? [] {
                        // `  orders = […]`, `  @Published orders = […]`: the property's name.
                        if let name = line.split(separator: "=").first?.split(separator: " ").last { names.insert(String(name)) }
                    }
                }
            }
        }

        static func words(_ text: String) -> [String] {
            text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }

        /// The property names in a dependency's source (`Model#1.title` → `title`).
        static func sources(_ line: String) -> [String] {
            line.split(separator: " ").flatMap { $0.split(separator: ".").dropFirst().map { String($0.filter(\.isLetter)) } }
        }
    }

    /// Latin words the lab prints in Chinese text on purpose, each with its reason.
    static let allowedWords: [String: String] = [
        "body": "the View requirement's name, as in `body #2`, `body ×2`",
        "true": "Swift's literal, in values", "false": "Swift's literal, in values", "nil": "Swift's literal, in values",
        "on": "`toggle … on|off` in `help`", "off": "`toggle … on|off` in `help`",
        "both": "`load … both`, in `help` and errors", "brief": "a `trace` setting", "full": "a `trace` setting",
        "printchanges": "a `trace` setting", "folded": "a `trace` setting", "all": "a `trace` setting",
    ]

    /// Messages that are not the lab's: SwiftUI's own runtime warnings and crashes (printed
    /// as SwiftUI prints them in every language), and the system's reason a file could not
    /// be written (Foundation's, English on Linux). A line is checked up to where one begins.
    static let foreignMessages = [
        "Publishing changes from within view updates is not allowed, this will cause undefined behavior.",
        "Modifying state during view update, this will cause undefined behavior.",
        "Fatal error: ",
        "The operation could not be completed.",
    ]

    /// The English words of `line` that are the lab's own, after removing everything that
    /// is not (see the suite's comment). `content` is the lesson's own text.
    static func englishWords(in line: String, names: Set<String>, content: [String]) -> [String] {
        var text = line
        for piece in content where text.contains(piece) { text = text.replacingOccurrences(of: piece, with: " ") }
        // A command echoed (`> tap "Add"`), listed under "Run", or checked (`✓ expect …`).
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("> ") { return [] }
        for mark in ["✓ expect ", "✗ expect ", "– expect "] where trimmed.hasPrefix(mark) {
            text = String(trimmed.drop { $0 != "（" && $0 != "(" })
            if mark == "– expect ", let note = trimmed.range(of: "（") { text = String(trimmed[note.lowerBound...]) }
        }
        if let message = foreignMessages.compactMap({ text.range(of: $0) }).first { text = String(text[..<message.lowerBound]) }
        text = text.replacing(/`[^`]*`/, with: " ").replacing(/"[^"]*"/, with: " ").replacing(/“[^”]*”/, with: " ")
        // Code the trace quotes without backticks: an API's full name (`onChange(of:)`),
        // and a field the lab compares by name (`content（闭包，永远不相等）`).
        text = text.replacing(/[A-Za-z_]+\((?:[A-Za-z_]+:)+\)/, with: " ").replacing(/[A-Za-z_]+(?=（闭包)/, with: " ")
        var found: [String] = []
        for token in text.split(whereSeparator: { $0.isWhitespace || "，。：；、（）()[]{}|=,;:<>…—–→←↳✓✗·!?*+~×\\'".contains($0) }) {
            let token = String(token)
            guard token.contains(where: { $0.isASCII && $0.isLetter }) else { continue }
            // An identifier or a value: `ContentView`, `_count`, `Model#1`, `@self`, `.dark`, `42`.
            if token.contains(where: { $0.isUppercase || $0.isNumber || "_#@.$/&".contains($0) }) { continue }
            // Names of what is loaded, and the language's words the lab uses on purpose.
            let latin = String(token.filter { $0.isASCII && $0.isLetter })
            if names.contains(token) || names.contains(latin) || allowedWords[latin] != nil { continue }
            found.append(token)
        }
        return found
    }

    /// The lesson's own text, line by line, longest first: what the shell shows of it.
    static func content(of lesson: Lesson) -> [String] {
        var texts = [lesson.title, MarkdownText.plain(lesson.introduction)]
        for step in lesson.steps {
            texts += [step.title, MarkdownText.plain(step.text)] + step.commands + step.expectations
            texts += [step.prediction, step.reflection, step.hint].compactMap { $0 }
        }
        let lines = texts.flatMap { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
        return Set(lines.filter { $0.count > 1 }).sorted { $0.count > $1.count }
    }

    /// Names every learner may see as they are: commands, scenarios, their variants, lessons.
    static let labNames: Set<String> = {
        var names = Set(Command.allCases.map(\.name))
        for scenario in BuiltInCatalog.catalog { names.insert(scenario.id); names.formUnion(scenario.variants.map(\.name)) }
        for lesson in LessonLibrary(files: LessonBook.lessonFiles).lessons(in: "zh-Hans") { names.insert(lesson.id) }
        return names
    }()

    static func failures(of learner: Learner, content: [String]) -> [String] {
        let names = learner.names.union(labNames)
        var echoed = ""
        return learner.transcript.compactMap { command, line in
            if line.hasPrefix("> ") { echoed = line }
            // `source` prints Swift, as written.
            if (echoed.hasPrefix("> source") || command.hasPrefix("source")) && !line.hasPrefix("> ") { return nil }
            let words = englishWords(in: line, names: names, content: content)
            return words.isEmpty ? nil : "after `\(command)`: \(line)\n    English: \(words.joined(separator: ", "))"
        }
    }

    /// The glossary's avoided renderings in the lab's own Chinese (the lesson's text removed).
    static func avoidedTerms(in learner: Learner, content: [String]) throws -> [String] {
        let avoided = try ChineseGlossary.entries().flatMap(\.avoided)
        return learner.transcript.compactMap { command, line in
            var text = line
            for piece in content where text.contains(piece) { text = text.replacingOccurrences(of: piece, with: " ") }
            let found = avoided.filter { text.contains($0) }
            return found.isEmpty ? nil : "after `\(command)`: \(line) — avoid \(found)"
        }
    }

    @Test func everyLessonStepSpeaksChinese() throws {
        let lessons = LessonLibrary(files: LessonBook.lessonFiles).lessons(in: "zh-Hans")
        #expect(lessons.count >= 16)
        var problems: [String] = []
        for lesson in lessons {
            let learner = Learner()
            learner.run("lesson \(lesson.id)")
            learner.run("next")  // too early on a step that checks: "还不行…"
            learner.run("back")
            for step in lesson.steps {
                learner.run("hint")
                if step.prediction != nil { learner.run("predict none") }
                // Every cause in full, where the step does not choose a trace of its own.
                learner.run("trace full")
                learner.run("play")
                learner.run("counts")
                learner.run("tree")
                for run in learner.interpreter.loadedRuns.prefix(1) {
                    for view in run.graph.viewNames { learner.run("deps \(CommandTokenizer.quote(view))") }
                    // The scenario's own models (not OpenCombine's objects it also names).
                    let source = learner.interpreter.loaded?.scenario.sourceText ?? ""
                    for object in run.graph.objectNames
                    where source.contains("class \(object.split(separator: "#")[0])") {
                        learner.run("inspect \(object)")
                    }
                }
                learner.run("next")
            }
            learner.run("lessons")
            problems += Self.failures(of: learner, content: Self.content(of: lesson)).map { "\(lesson.id) \($0)" }
            problems += try Self.avoidedTerms(in: learner, content: Self.content(of: lesson)).map { "\(lesson.id) \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.count) lines with English frame text:\n\(problems.prefix(60).joined(separator: "\n"))")
    }

    /// Every scenario of the catalog, its default script run under `trace full`, then
    /// `tree`, `deps` of every view and `inspect` of every model: the runtime's sentences
    /// the lessons do not reach.
    @Test func everyScenarioSpeaksChinese() {
        var problems: [String] = []
        for scenario in BuiltInCatalog.scenarios where !scenario.variants.contains(where: \.startsTasks) {
            let learner = Learner()
            learner.run("trace full")
            learner.run("load \(scenario.id)")
            for line in (scenario.script ?? "").split(separator: "\n") where !line.hasPrefix("#") { learner.run(String(line)) }
            learner.run("tree")
            learner.run("counts")
            for run in learner.interpreter.loadedRuns {
                for view in run.graph.viewNames.prefix(40) { learner.run("deps \(CommandTokenizer.quote(view))") }
                let source = scenario.sourceText ?? ""
                for object in run.graph.objectNames where source.contains("class \(object.split(separator: "#")[0])") {
                    learner.run("inspect \(object)")
                }
            }
            problems += Self.failures(of: learner, content: []).map { "\(scenario.id) \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.count) lines with English frame text:\n\(problems.prefix(60).joined(separator: "\n"))")
    }

    @Test func everyScenarioHasAChineseTitle() {
        let missing = BuiltInCatalog.catalog.map(\.id).filter { ScenarioTitlesChinese.titles[$0] == nil }
        #expect(missing.isEmpty, "no Chinese title: \(missing)")
    }

    @Test func theShellCommandsALearnerMeetsSpeakChinese() throws {
        let learner = Learner()
        for line in ["help", "help tap", "help nope", "frobnicate", "lod food-truck", "next", "back", "hint", "play", "tap \"Add order\"",
                     "scenarios", "load nope", "load food-truck sideways", "load food-truck swiftui=25", "load counter steps=3",
                     "load food-truck", "tap \"Add order\"", "tap \"Nope\"", "do \"Nope\"", "counts", "counts reset",
                     "tap \"Add order\"", "counts", "deps DonutMenu", "deps Nope", "inspect FoodTruckModel#1", "inspect Nope",
                     "tree", "actions", "source Nope", "trace full", "tap \"Add order\"", "trace printchanges",
                     "tap \"Add order\"", "trace all", "trace folded", "trace brief", "trace sideways",
                     "expect new DonutMenu runs 0", "expect new DonutMenu runs 1", "expect old DonutMenu runs 1 reason \"@self\"",
                     "expect new Nope runs 1", "expect new event \"nothing like this\"", "expect new crash", "expect nonsense",
                     "expect new created FoodTruckModel 1", "predict DonutMenu", "tap \"Add order\"", "predict none",
                     "tap \"Add order\"", "run /nonexistent/script.obslab", "load Missing.swift", "tap \"unterminated",
                     "reset", "load missing-environment", "tap \"Open settings inside\"", "tap \"Open settings inside\"",
                     "tree", "load update-during-body", "toggle \"Show quiet writer\"", "toggle \"Show stamper\"",
                     "toggle \"Show render counter\"", "load text-field", "type Email \"abcdefghijklmnopqrstuvwxyz\"",
                     "trace all", "type Email \"abcdefghijkl\"", "trace folded", "load scaling",
                     "tap \"Score for player 1\"", "counts", "load food-truck", "report md --out /nonexistent/dir/r.md",
                     "lessons", "lesson 99", "lesson 1", "predict nonsense", "play", "next", "quit"] {
            learner.run(line)
        }
        // The usage lines of `help` and of usage errors are command syntax, like code.
        let usages = (Command.allCases.map(\.usage) + [Expectation.usage]).map(CommandHelpChinese.usage)
        let content = (Self.content(of: LessonLibrary(files: LessonBook.lessonFiles).lessons(in: "zh-Hans")[0]) + usages).sorted { $0.count > $1.count }
        let problems = Self.failures(of: learner, content: content) + (try Self.avoidedTerms(in: learner, content: content))
        #expect(problems.isEmpty, "\(problems.count) lines with English frame text:\n\(problems.joined(separator: "\n"))")
    }

    /// The check itself finds English: the same commands in English fail it.
    @Test func theCheckFindsEnglishFrameText() {
        let learner = Learner(language: "en")
        for line in ["load food-truck", "tap \"Add order\"", "counts", "deps DonutMenu", "frobnicate", "trace full",
                     "tap \"Add order\""] {
            learner.run(line)
        }
        let words = Set(Self.failures(of: learner, content: []).flatMap { $0.split(separator: " ").map(String.init) })
        for english in ["beside", "first", "render", "views", "changed", "unknown", "command", "subscribed", "invalidates"] {
            #expect(words.contains(english) || words.contains(english + ","), "not caught: \(english)")
        }
    }
}

import Foundation
import Testing
@testable import ObsLabCommandLine
import LessonBook
import Scenarios

/// Every step of every built-in lesson, in both languages, played three times side by
/// side: once to see what the step's last action re-runs, once predicting exactly that
/// (every verdict must be ✓), and once predicting something else (every verdict ✗).
@MainActor
@Suite struct PredictionVerdicts {
    @MainActor
    final class Learner {
        final class Lines { var all: [String] = [] }
        let interpreter: Interpreter
        private let output = Lines()
        var lines: [String] { output.all }
        init(language: String) {
            let output = self.output
            interpreter = Interpreter(catalog: BuiltInCatalog.catalog, lessons: LessonLibrary(files: LessonBook.lessonFiles),
                                      language: language) { output.all.append($0) }
        }
        /// Runs `line` and returns what it printed.
        @discardableResult
        func run(_ line: String) -> (Interpreter.Outcome, [String]) {
            let start = lines.count
            let outcome = interpreter.execute(line)
            return (outcome, Array(lines[start...]))
        }
    }

    nonisolated static let languages = ["en", "zh-Hans"]

    static func verdicts(in lines: [String]) -> (right: Int, wrong: Int) {
        let text = lines.joined(separator: "\n").split(separator: "\n")
        return (text.filter { $0.hasPrefix("✓ ") && !$0.hasPrefix("✓ expect") }.count, text.filter { $0.hasPrefix("✗ ") }.count)
    }

    @Test(arguments: languages)
    func everyPredictionIsJudgedAgainstTheStepsLastAction(language: String) {
        let lessons = LessonLibrary(files: LessonBook.lessonFiles).lessons(in: language)
        #expect(lessons.count >= 16)
        var predictions = 0
        for lesson in lessons {
            let reference = Learner(language: language), right = Learner(language: language), wrong = Learner(language: language)
            for learner in [reference, right, wrong] { #expect(learner.run("lesson \(lesson.id)").0 == .done) }
            for (index, step) in lesson.steps.enumerated() {
                let place = "\(lesson.origin) step \(index + 1) \"\(step.title)\""
                if step.prediction == nil {
                    for learner in [reference, right, wrong] where !step.commands.isEmpty { learner.run("play") }
                } else {
                    predictions += 1
                    reference.run("play")
                    // Within the question's scope (docs/rules/predictions.md): a view
                    // outside it is never wrong, so the wrong answer misses one inside.
                    let scope = reference.interpreter.predictionScope(of: step).views
                    let outcomes = reference.interpreter.loadedRuns.compactMap { run -> (String, [String], String)? in
                        guard let step = run.graph.steps.last else { return nil }
                        let asked = { (path: String) in
                            scope.isEmpty || scope.contains { PredictionJudge.matches($0, path) }
                        }
                        let notRun = step.views.first { $0.runs == 0 && asked($0.view) }?.view ?? step.views.first?.view ?? ""
                        return (run.name, step.views.filter { $0.runs > 0 }.map(\.view), step.views.contains { $0.runs > 0 && asked($0.view) } ? "" : notRun)
                    }
                    #expect(!outcomes.isEmpty, "\(place): nothing loaded")
                    for (variant, ran, unrun) in outcomes {
                        let views = ran.map(CommandTokenizer.quote).joined(separator: " ")
                        right.run("predict \(variant) " + (ran.isEmpty ? "none" : views))
                        wrong.run("predict \(variant) " + (unrun.isEmpty ? "none" : CommandTokenizer.quote(unrun)))
                    }
                    let rightVerdicts = Self.verdicts(in: right.run("play").1)
                    let wrongVerdicts = Self.verdicts(in: wrong.run("play").1)
                    #expect(rightVerdicts.right == outcomes.count && rightVerdicts.wrong == 0,
                            "\(place): a right prediction got \(rightVerdicts)\n\(right.lines.suffix(30).joined(separator: "\n"))")
                    #expect(wrongVerdicts.wrong == outcomes.count && wrongVerdicts.right == 0,
                            "\(place): a wrong prediction got \(wrongVerdicts)")
                }
                for learner in [reference, right, wrong] {
                    // Tasks (an `Observations` loop) run only on the binary's main run loop,
                    // not inside a test; `obslab check` (BinaryTests, CI) checks those claims.
                    let startsTasks = learner.interpreter.loadedRuns.contains { $0.variant.startsTasks }
                    let (outcome, output) = learner.run("next")
                    if outcome != .done, startsTasks, let session = learner.interpreter.lessonSession,
                       session.stepIndex + 1 < lesson.steps.count {
                        session.stepIndex += 1
                        learner.interpreter.showStep()
                        continue
                    }
                    #expect(outcome == .done, "\(place): \(output.joined(separator: "\n"))")
                }
            }
        }
        #expect(predictions >= 60)
    }

    @Test func earlierActionsOfAStepDoNotConsumeThePrediction() {
        let learner = Learner(language: "en")
        learner.run("lesson views-are-values")
        learner.run("play")
        learner.run("next")
        learner.run("play")
        learner.run("next")
        #expect(learner.interpreter.lessonSession?.step.commands == ["tap \"Reset\"", "tap \"Reset\""])
        learner.run("predict none")
        let first = learner.run("tap \"Reset\"").1
        #expect(Self.verdicts(in: first) == (0, 0))
        let second = learner.run("tap \"Reset\"").1
        #expect(Self.verdicts(in: second) == (1, 0))
        #expect(second.last?.contains("you predicted it: no body re-ran") == true)
    }

    @Test func theVariantHintShowsOnlyWhenBothVariantsAreLoaded() {
        let one = Learner(language: "en")
        one.run("lesson views-are-values")
        one.run("next")
        let single = one.lines.filter { $0.contains("Predict:") }.joined(separator: "\n")
        #expect(single.contains("`predict <views…>`, or `predict none`"))
        #expect(!single.contains("predict old"))
        let two = Learner(language: "en")
        two.run("lesson state-owning-observable")
        two.run("play")
        two.run("next")
        #expect(two.lines.contains { $0.contains("Predict:") && $0.contains("`predict old …` and `predict new …`") })
    }

    @Test func verdictsAndErrorsSpeakTheLearnersLanguage() {
        let learner = Learner(language: "zh-Hans")
        learner.run("lesson views-are-values")
        learner.run("next")
        learner.run("predict CountBadge")
        let verdict = learner.run("play").1.joined(separator: "\n")
        #expect(verdict.contains("✗ 不完全对。"))
        #expect(verdict.contains("CounterScreen 也重新运行了：CounterScreen: _count changed."))
        #expect(learner.run("frobnicate").1 == ["错误：未知命令 `frobnicate`（`help` 列出所有命令）"])
        #expect(learner.run("hint").1.first?.hasPrefix("提示：") == true)
        #expect(learner.run("tap \"Nope\"").1.first?.hasPrefix("错误：没有标签为 \"Nope\" 的按钮；屏幕上有：") == true)
        #expect(learner.run("load counter sideways").1.first?.contains("没有变体 `sideways`；它有：") == true)
    }
}

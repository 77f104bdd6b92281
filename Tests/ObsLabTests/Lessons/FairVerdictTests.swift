import Foundation
import Testing
@testable import ObsLabCommandLine
import LessonBook
import Scenarios

/// Every question of every built-in lesson, in both languages, answered the way a
/// learner can answer it: only with names the learner has read before acting (the
/// lesson's text and the traces printed so far), written as the text writes them. A
/// right answer built that way must get ✓ (docs/rules/predictions.md).
@MainActor
@Suite struct FairVerdicts {
    typealias Learner = PredictionVerdicts.Learner

    /// Whether `word` occurs in `text` as a name of its own (not inside a longer name).
    nonisolated static func mentions(_ text: String, _ word: String) -> Bool {
        func isNameCharacter(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "_"
        }
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: word, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            // `Row` is not mentioned by `BookRow`, nor `Book` by `Book#1` (an object).
            if !isNameCharacter(before), !isNameCharacter(after), after != "#" || word.contains("#") { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }

    /// The answer a learner who has read `seen` can give for the views that ran in one
    /// variant: each by its type name, or, with `instances`, by the instance name the
    /// learner saw (the one the view had before the action, when the action replaced it).
    /// Nil, with the names missing, when a view asked about was never named to the learner.
    static func answer(ran: [String], before: [String], after: [String], seen: String, scope: [String], instances: Bool)
        -> (names: [String], unseen: [String]) {
        var names: [String] = [], unseen: [String] = []
        for path in ran {
            let component = String(path.split(separator: "/").last ?? Substring(path))
            let type = String(PredictionJudge.typeName(ofComponent: component))
            guard scope.isEmpty || scope.contains(type) || scope.contains(component) else { continue }
            var name: String?
            if instances {
                if component != type, mentions(seen, component) {
                    name = component
                } else if !before.contains(path) {
                    // The view the action replaced, as the learner saw it.
                    let parent = PredictionJudge.parent(of: path)
                    name = before.filter { !after.contains($0) && PredictionJudge.parent(of: $0) == parent
                        && PredictionJudge.typeName(of: $0) == type }
                        .map { String($0.split(separator: "/").last ?? "") }
                        .first { $0 != type && mentions(seen, $0) }
                }
            }
            if name == nil, mentions(seen, type) { name = type }
            if let name {
                if !names.contains(name) { names.append(name) }
            } else if !unseen.contains(type) {
                unseen.append(type)
            }
        }
        return (names, unseen)
    }

    @Test(arguments: PredictionVerdicts.languages)
    func aRightAnswerFromWhatTheLearnerHasSeenIsRight(language: String) {
        let lessons = LessonLibrary(files: LessonBook.lessonFiles).lessons(in: language)
        #expect(lessons.count >= 19)
        var questions = 0
        for lesson in lessons {
            // One learner reads and plays; two answer, by type names and by the names seen.
            let reader = Learner(language: language)
            let byType = Learner(language: language), bySeenName = Learner(language: language)
            let everyone = [reader, byType, bySeenName]
            for learner in everyone { #expect(learner.run("lesson \(lesson.id)").0 == .done) }
            for (index, step) in lesson.steps.enumerated() {
                let place = "\(lesson.origin) step \(index + 1) \"\(step.title)\""
                if step.prediction == nil {
                    for learner in everyone where !step.commands.isEmpty { learner.run("play") }
                } else if let last = step.commands.lastIndex(where: { LessonSession.normalizedAction($0) != nil }) {
                    questions += 1
                    for command in step.commands[..<last] { reader.run(command) }
                    let seen = reader.lines.joined(separator: "\n")
                    let before = Dictionary(reader.interpreter.loadedRuns.map { ($0.name, $0.graph.steps.last?.viewPaths ?? []) },
                                            uniquingKeysWith: { first, _ in first })
                    for command in step.commands[last...] { reader.run(command) }
                    let scope = reader.interpreter.predictionScope(of: step)
                    let variants = reader.interpreter.loadedRuns.filter { scope.variants.isEmpty || scope.variants.contains($0.name) }
                    #expect(!variants.isEmpty, "\(place): the question asks about no loaded variant")
                    for (learner, instances) in [(byType, false), (bySeenName, true)] {
                        for run in variants {
                            // SwiftUI's own views (`NavigationStack`, `sheet`) are never asked about.
                            let own = run.graph.swiftUIsOwnViews()
                            let ran = run.graph.steps.last?.views.filter { $0.runs > 0 && !own.contains($0.view) }.map(\.view) ?? []
                            let (names, unseen) = Self.answer(ran: ran, before: before[run.name] ?? [],
                                                              after: run.graph.steps.last?.viewPaths ?? [], seen: seen,
                                                              scope: scope.views, instances: instances)
                            #expect(unseen.isEmpty, "\(place): \(run.name) re-runs \(unseen), which the learner has not read about yet")
                            // One variant asked about: the learner answers without naming it.
                            let prefix = variants.count == 1 ? "" : run.name + " "
                            learner.run("predict " + prefix + (names.isEmpty ? "none" : names.map(CommandTokenizer.quote).joined(separator: " ")))
                        }
                        let verdicts = PredictionVerdicts.verdicts(in: learner.run("play").1)
                        let recent = learner.lines.suffix(80).joined(separator: "\n")
                        #expect(verdicts.right == variants.count && verdicts.wrong == 0,
                                "\(place) (\(instances ? "names seen" : "type names")): a right answer got \(verdicts)\n\(recent)")
                    }
                } else {
                    Issue.record("\(place): a question with no action to ask about")
                }
                for learner in everyone {
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
        #expect(questions >= 60)
    }

    @Test func mentionsFindsWholeNamesOnly() {
        #expect(Self.mentions("struct BookRow: View", "BookRow"))
        #expect(!Self.mentions("struct BookRow: View", "Row"))
        #expect(!Self.mentions("Book#1.title changed", "Book"))
        #expect(Self.mentions("KeyedCounter[0]  body #2", "KeyedCounter[0]"))
        #expect(Self.mentions("tree: KeyedCounter[0]", "KeyedCounter"))
    }
}

/// The rules by which a prediction's names are resolved, one by one.
@Suite struct PredictionNames {
    let before = ["Screen", "Screen/BranchCounter", "Screen/KeyedCounter[0]", "Screen/Row[1]", "Screen/Row[2]", "Screen/Gone"]
    let after = ["Screen", "Screen/BranchCounter#2", "Screen/KeyedCounter[1]", "Screen/Row[1]", "Screen/Row[2]"]

    @Test func aTypeNameStandsForEveryInstance() {
        let judge = PredictionJudge(before: before, after: after, ran: ["Screen/Row[2]"])
        #expect(judge.resolve("Row").views == ["Screen/Row[1]", "Screen/Row[2]"])
        #expect(judge.judge(["Row"], scope: []).isRight)
        #expect(judge.judge(["Row[2]"], scope: []).isRight)
        // An instance that did not run is wrong, even though its type did.
        #expect(judge.judge(["Row[1]"], scope: []).missed == ["Screen/Row[2]"])
        #expect(judge.judge(["Row[1]"], scope: []).extra == [.init(name: "Row[1]", views: ["Screen/Row[1]"])])
    }

    @Test func aReplacedIdentityIsTheSameView() {
        let judge = PredictionJudge(before: before, after: after, ran: ["Screen", "Screen/BranchCounter#2", "Screen/KeyedCounter[1]"])
        #expect(judge.resolve("KeyedCounter[0]").views == ["Screen/KeyedCounter[1]"])
        #expect(judge.resolve("BranchCounter").views == ["Screen/BranchCounter#2"])
        #expect(judge.judge(["Screen", "BranchCounter", "KeyedCounter[0]"], scope: []).isRight)
        #expect(judge.judge(["Screen", "BranchCounter", "KeyedCounter"], scope: []).isRight)
        #expect(judge.judge(["Screen", "BranchCounter"], scope: []).missed == ["Screen/KeyedCounter[1]"])
    }

    @Test func aViewThatLeftIsKnownButDidNotRun() {
        let judge = PredictionJudge(before: before, after: after, ran: ["Screen"])
        let verdict = judge.judge(["Screen", "Gone", "Nowhere"], scope: [])
        #expect(verdict.extra == [.init(name: "Gone", views: [])])
        #expect(verdict.unknown == ["Nowhere"])
        #expect(!verdict.isRight)
    }

    @Test func viewsOutsideTheQuestionAreInformation() {
        let judge = PredictionJudge(before: before, after: after, ran: ["Screen", "Screen/KeyedCounter[1]"])
        let verdict = judge.judge(["KeyedCounter", "Row"], scope: ["KeyedCounter", "BranchCounter"])
        #expect(verdict.isRight)
        #expect(verdict.ranOutside == ["Screen"])
        #expect(verdict.extraOutside == [.init(name: "Row", views: ["Screen/Row[1]", "Screen/Row[2]"])])
        // Inside the question, a missing view is still wrong.
        #expect(judge.judge([], scope: ["KeyedCounter"]).missed == ["Screen/KeyedCounter[1]"])
    }

    @Test func swiftUIsOwnViewsAreNeverAskedAbout() {
        var judge = PredictionJudge(before: ["App", "App/NavigationStack", "App/NavigationStack/List"],
                                    after: ["App", "App/NavigationStack", "App/NavigationStack/List"],
                                    ran: ["App", "App/NavigationStack", "App/NavigationStack/List"])
        #expect(judge.judge(["App", "List"], scope: []).missed == ["App/NavigationStack"])
        judge.swiftUIsOwn = ["App/NavigationStack"]
        let verdict = judge.judge(["App", "List"], scope: [])
        #expect(verdict.isRight)
        #expect(verdict.ranOutside == ["App/NavigationStack"])
    }

    @Test func pathsMatchByTheirLastComponents() {
        #expect(PredictionJudge.matches("Board/Row", "App/Board/Row[3]"))
        #expect(PredictionJudge.matches("App/Board/Row[3]", "App/Board/Row[3]"))
        #expect(!PredictionJudge.matches("Row[3]", "App/Board/Row[4]"))
        #expect(!PredictionJudge.matches("Row", "App/Board/BookRow[3]"))
        #expect(!PredictionJudge.matches("Other/Row", "App/Board/Row[3]"))
        #expect(PredictionJudge.typeName(ofComponent: "ChurnCounter[id]#2") == "ChurnCounter")
    }
}

@MainActor
@Suite struct PredictionCompletion {
    @Test func predictCompletesTypeNames() {
        let learner = PredictionVerdicts.Learner(language: "en")
        learner.run("load identity")
        let offered = learner.interpreter.completions(forLinePrefix: "predict Key")
        #expect(offered == ["KeyedCounter"])
        #expect(learner.interpreter.completions(forLinePrefix: "predict Chu") == ["ChurnCounter"])
        // `deps` names one view now, so it still offers the instance.
        #expect(learner.interpreter.completions(forLinePrefix: "deps Key") == ["KeyedCounter[0]"])
    }
}

/// A learner who explored along the way can always start the step afresh.
@MainActor
@Suite struct RedoTheStep {
    @Test func redoReplaysTheEarlierStepsOnAFreshScenario() {
        let learner = PredictionVerdicts.Learner(language: "en")
        learner.run("lesson identity-equality-closures")
        learner.run("play")
        learner.run("next")
        // Exploring: a third tap makes step 2's claim (a count of 2 destroyed) false.
        learner.run("tap \"+1 branch\"")
        learner.run("play")
        let stuck = learner.run("next")
        #expect(stuck.0 == .expectationFailed)
        #expect(stuck.1.joined(separator: "\n").contains("`redo` starts this step afresh, then `play`"))
        let redone = learner.run("redo")
        #expect(redone.0 == .done)
        #expect(redone.1.first == "(the scenario is fresh again, with the commands of steps 1–1 replayed)")
        #expect(redone.1.contains { $0.hasPrefix("— Step 2/") })
        // Nothing of the replay is printed: no trace, no tree.
        #expect(!redone.1.contains { $0.contains("+1 branch") || $0.contains("body ×") })
        learner.run("play")
        #expect(learner.run("next").0 == .done)
    }

    @Test func redoOutsideALessonSaysSo() {
        let learner = PredictionVerdicts.Learner(language: "zh-Hans")
        #expect(learner.run("redo").1 == ["错误：当前没有进行中的课程；`lessons` 会列出所有课程"])
    }
}

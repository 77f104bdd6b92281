import ObsLab
import ObsLabEngine

/// The lesson the learner is in: which step, and what they predicted.
@MainActor
final class LessonSession {
    let lesson: Lesson
    var stepIndex: Int

    init(lesson: Lesson, stepIndex: Int) {
        self.lesson = lesson
        self.stepIndex = min(max(0, stepIndex), lesson.steps.count - 1)
    }

    var step: Lesson.Step { lesson.steps[stepIndex] }

    /// How many of the step's actions, in order, the learner has performed so far; a
    /// prediction is about the step's last action and is compared when this reaches it.
    var actionsPerformed = 0

    /// The step's actions (`tap`, `toggle`, `type`, `do`), written as the trace writes
    /// them, so that a performed action can be matched with its line.
    var actions: [String] { step.commands.compactMap(Self.normalizedAction) }

    static let actionVerbs: Set<ScreenVerb> = [.tap, .toggle, .type, .do]

    static func normalizedAction(_ line: String) -> String? {
        guard let parsed = try? ShellLine(parsing: line), case .act(let verb) = parsed.command,
              actionVerbs.contains(verb) else { return nil }
        return ([verb.rawValue] + parsed.arguments.map(CommandTokenizer.quote)).joined(separator: " ")
    }

    /// Advances past `action` when it is the step's next action (or starts over when it
    /// is the first); true when `action` completed the step's actions, so that it is
    /// the one the step's prediction is about.
    func perform(_ action: String) -> Bool {
        let actions = self.actions
        guard !actions.isEmpty else { return true }
        if actionsPerformed < actions.count, actions[actionsPerformed] == action {
            actionsPerformed += 1
        } else {
            actionsPerformed = actions.first == action ? 1 : 0
        }
        guard actionsPerformed == actions.count else { return false }
        actionsPerformed = 0
        return true
    }
}

extension Interpreter {
    /// The lab's own words in the learner's language.
    var text: ShellText { ShellText(language: language) }

    // MARK: Lesson commands

    /// Changes the saved progress; says once if it could not be saved.
    func updateProgress(_ change: (inout LessonProgress) -> Void) {
        progressStore.update(change)
        for note in progressStore.takeNotes() { output(style.paint(text.noteLabel, "33") + note.text(in: text.language)) }
    }

    func listLessons() -> Outcome {
        let lessons = lessonLibrary.lessons(in: language)
        guard !lessons.isEmpty else { return fail(text.noLessons) }
        var lines: [String] = []
        let idWidth = (lessons.map(\.id.count).max() ?? 0) + 2
        for (index, lesson) in lessons.enumerated() {
            let entry = progressStore.progress.lessons[lesson.id]
            let status: String
            if entry?.completed == true {
                status = style.paint(text.done, "32")
            } else if let entry {
                status = text.progress(step: min(entry.step, lesson.steps.count - 1) + 1, of: lesson.steps.count)
            } else {
                status = ""
            }
            let number = String(index + 1).leftPadded(to: 2)
            lines.append("\(number). \(lesson.id.padding(toLength: idWidth, withPad: " ", startingAt: 0))\(lesson.title)  \(status)")
        }
        let exerciseCount = (exercises ?? CatalogStore.exercises).exercises.count
        if exerciseCount > 0 { lines += ["", text.exercisesPointer(count: exerciseCount)] }
        output(lines.joined(separator: "\n"))
        return .done
    }

    func startLesson(_ arguments: [String], command: Command) -> Outcome {
        guard arguments.count == 1, let name = arguments.first else { return usageError(command) }
        let lessons = lessonLibrary.lessons(in: language)
        let lesson = Int(name).flatMap { $0 >= 1 && $0 <= lessons.count ? lessons[$0 - 1] : nil }
            ?? lessons.first { $0.id == name }
        guard let lesson else {
            return fail(text.noSuchLesson(name, lessons.map(\.id)))
        }
        return enter(lesson)
    }

    /// Starts `lesson`, or resumes it where the learner stopped.
    func enter(_ lesson: Lesson) -> Outcome {
        let saved = progressStore.progress.lessons[lesson.id]
        let resumeAt = saved.map { $0.completed ? 0 : $0.step } ?? 0
        lessonSession = LessonSession(lesson: lesson, stepIndex: resumeAt)
        updateProgress { progress in
            progress.current = lesson.id
            if progress.lessons[lesson.id] == nil || saved?.completed == true {
                progress.lessons[lesson.id] = .init(step: resumeAt, completed: saved?.completed ?? false)
            }
        }
        output(style.paint(lesson.title, "1"))
        if resumeAt == 0, !lesson.introduction.isEmpty { output(MarkdownText.plain(lesson.introduction, style: style)) }
        if let scenario = lesson.scenario {
            let previouslyPrinting = printsTraces
            printsTraces = false
            let outcome = execute("load \(scenario)")
            printsTraces = previouslyPrinting
            if outcome != .done { return .error }
            output(style.paint(text.loaded(scenario + (loaded?.releaseNote(in: style.language).map { " — " + $0 } ?? "")), "2"))
        }
        showStep()
        return .done
    }

    func showStep() {
        guard let session = lessonSession else { return }
        session.actionsPerformed = 0
        pendingPredictions = [:]
        let step = session.step
        var lines = [style.paint(text.stepHeading(session.stepIndex + 1, of: session.lesson.steps.count, step.title), "1")]
        if !step.text.isEmpty { lines.append(MarkdownText.plain(step.text, style: style)) }
        if let prediction = step.prediction {
            let scope = predictionScope(of: step)
            let variants = variantsLoaded(forLastActionOf: step).filter { scope.variants.isEmpty || scope.variants.contains($0) }
            lines.append(style.paint(text.predictLabel(scope: step.predictionScope), "33") + MarkdownText.inline(prediction, style: style)
                + (variants.count > 1 ? text.predictUsage(variants: variants) : text.predictUsageOne))
        }
        if let reflection = step.reflection {
            lines.append(style.paint(text.thinkLabel, "36") + MarkdownText.inline(reflection, style: style))
        }
        if !step.commands.isEmpty {
            lines.append(text.runHeading(count: step.commands.count))
            lines += step.commands.map { "  " + $0 }
        }
        lines.append(style.paint(step.expectations.isEmpty ? text.thenNext : text.thenNextChecks, "2"))
        output(lines.joined(separator: "\n"))
    }

    /// The variants loaded when the step's last action runs: the last `load` among its
    /// commands decides, else what is loaded now.
    func variantsLoaded(forLastActionOf step: Lesson.Step) -> [String] {
        guard let arguments = lastLoad(in: step), let scenario = scenarioLoaded(by: step) else { return loaded?.selection ?? [] }
        let chosen = arguments.dropFirst().filter { scenario.variant(named: $0) != nil }
        return chosen.isEmpty ? scenario.variants.map(\.name) : [chosen[chosen.count - 1]]
    }

    /// The scenario the step's last `load` loads, if it loads one.
    func scenarioLoaded(by step: Lesson.Step) -> Scenario? {
        guard let id = lastLoad(in: step)?.first else { return nil }
        return catalog.first { $0.id == id }
    }

    /// The arguments of the step's last `load`.
    private func lastLoad(in step: Lesson.Step) -> [String]? {
        step.commands.compactMap { try? ShellLine(parsing: $0) }.last { $0.command == .load }?.arguments
    }

    func nextStep() -> Outcome {
        guard let session = lessonSession else { return fail(text.noLessonInProgress) }
        var failures: [String] = []
        let previouslyPrinting = printsTraces
        printsTraces = false
        for expectation in session.step.expectations where execute(expectation) != .done {
            failures.append(expectation)
        }
        printsTraces = previouslyPrinting
        if !failures.isEmpty {
            output(text.notYet + (session.step.commands.isEmpty ? text.notYetEnd : text.notYetRunCommands)
                + (session.step.commands.isEmpty ? "" : "\n" + text.redoAdvice))
            return .expectationFailed
        }
        if session.stepIndex + 1 < session.lesson.steps.count {
            session.stepIndex += 1
            updateProgress { $0.lessons[session.lesson.id] = .init(step: session.stepIndex, completed: false) }
            showStep()
            return .done
        }
        updateProgress {
            $0.lessons[session.lesson.id] = .init(step: session.stepIndex, completed: true)
            $0.current = nil
        }
        let lessons = lessonLibrary.lessons(in: language)
        let nextLesson = lessons.firstIndex { $0.id == session.lesson.id }.flatMap { $0 + 1 < lessons.count ? lessons[$0 + 1] : nil }
        output(style.paint(text.lessonComplete(session.lesson.title), "32")
            + "\n" + (nextLesson.map { text.nextLesson($0.id, $0.title) } ?? text.lastLesson))
        lessonSession = nil
        return .done
    }

    func previousStep() -> Outcome {
        guard let session = lessonSession else { return fail(text.noLessonInProgress) }
        guard session.stepIndex > 0 else { return fail(text.firstStep) }
        session.stepIndex -= 1
        updateProgress { $0.lessons[session.lesson.id] = .init(step: session.stepIndex, completed: false) }
        showStep()
        return .done
    }

    func showHint() -> Outcome {
        guard let session = lessonSession else { return fail(text.noLessonInProgress) }
        output(session.step.hint.map { text.hintLabel + MarkdownText.inline($0, style: style) } ?? text.noHint)
        return .done
    }

    /// Starts the step afresh, whatever the learner tried along the way: reloads the
    /// lesson's scenario and replays the commands of the steps before this one, silently.
    func redoLesson() -> Outcome {
        guard let session = lessonSession else { return fail(text.noLessonInProgress) }
        let previouslyMuted = isMuted
        isMuted = true
        var outcome = Outcome.done
        if let scenario = session.lesson.scenario { outcome = execute("load \(scenario)") }
        for step in session.lesson.steps[..<session.stepIndex] where outcome == .done {
            for command in step.commands { _ = execute(command) }
        }
        isMuted = previouslyMuted
        guard outcome == .done else { return .error }
        output(style.paint(text.redone(steps: session.stepIndex), "2"))
        showStep()
        return .done
    }

    func playStep() -> Outcome {
        guard let session = lessonSession else { return fail(text.noLessonInProgress) }
        guard !session.step.commands.isEmpty else { return fail(text.nothingToPlay) }
        var worst = Outcome.done
        for command in session.step.commands {
            output(style.paint("> " + command, "2"))
            let outcome = execute(command)
            if outcome != .done { worst = outcome }
        }
        return worst
    }

    func predict(_ arguments: [String]) -> Outcome {
        // A step that loads its own scenario takes predictions about that scenario's variants.
        let upcoming = lessonSession.flatMap { scenarioLoaded(by: $0.step) }
        guard let scenario = upcoming ?? loaded?.scenario else { return fail(.noScenarioLoaded) }
        var words = arguments[...]
        var variant = ""
        if let first = words.first, scenario.variant(named: first) != nil {
            variant = first
            words = words.dropFirst()
        }
        let views = words.flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty && $0 != "none" }
        pendingPredictions[variant] = views
        let action = lessonSession.flatMap { session in
            session.step.prediction == nil ? nil : session.step.commands.last { LessonSession.normalizedAction($0) != nil }
        }
        output(text.predictionNoted(variant: variant, views: views, after: action))
        return .done
    }

    /// The variants and the views the step's question asks about: the names of its
    /// scope that are variants of the step's scenario, and the others (empty: all).
    func predictionScope(of step: Lesson.Step) -> (variants: [String], views: [String]) {
        guard let scenario = scenarioLoaded(by: step) ?? loaded?.scenario else { return ([], step.predictionScope) }
        let variants = step.predictionScope.filter { scenario.variant(named: $0) != nil }
        return (variants, step.predictionScope.filter { scenario.variant(named: $0) == nil })
    }

    /// After an action: compares each prediction with the views whose bodies ran. In a
    /// lesson step that asks for a prediction, only the step's last action is compared
    /// (the one the question is about); the earlier ones set the scene. The rules are in
    /// docs/rules/predictions.md.
    func comparePredictions(with steps: [(variant: String, step: TraceStep)]) {
        guard let action = steps.first?.step.action else { return }
        var scope: (variants: [String], views: [String]) = ([], [])
        if let session = lessonSession, session.step.prediction != nil {
            // The step's actions are counted whether or not a prediction is waiting, so
            // that a prediction made half-way through still meets the last one.
            let advanced = session.actionsPerformed
            let completes = session.perform(action)
            if !completes {
                if !pendingPredictions.isEmpty, session.actionsPerformed <= advanced,
                   let last = session.step.commands.last(where: { LessonSession.normalizedAction($0) != nil }) {
                    output(style.paint(text.predictionWaits(for: last), "2"))
                }
                return
            }
            scope = predictionScope(of: session.step)
        }
        guard !pendingPredictions.isEmpty else { return }
        defer { pendingPredictions = [:] }
        let judged = steps.compactMap { variant, step -> (String, TraceStep, [String])? in
            if let mine = pendingPredictions[variant] { return (variant, step, mine) }
            guard scope.variants.isEmpty || scope.variants.contains(variant), let all = pendingPredictions[""] else { return nil }
            return (variant, step, all)
        }
        for (variant, step, predicted) in judged {
            let run = loadedRuns.first { $0.name == variant }
            let history = run?.graph.steps ?? []
            let before = history.count >= 2 ? history[history.count - 2].viewPaths : []
            let judge = PredictionJudge(before: before, after: step.viewPaths,
                                        ran: step.views.filter { $0.runs > 0 }.map(\.view),
                                        swiftUIsOwn: run?.graph.swiftUIsOwnViews() ?? [])
            let verdict = judge.judge(predicted, scope: scope.views)
            let label = steps.count > 1 ? "\(variant): " : ""
            var lines: [String] = []
            if verdict.isRight {
                lines.append(style.paint("✓ ", "32") + text.predictedRight(label, ran: verdict.predicted.map(TextTraceFormatter.shortName)))
            } else {
                lines.append(style.paint("✗ ", "31") + text.notQuite(label))
            }
            func why(_ path: String) -> String {
                let line = step.events.first { $0.kind == .evaluation && $0.view == path }
                return (line?.printChanges ?? "") + (line?.detail.map { text.parenthesized($0.text(in: text.language)) } ?? "")
            }
            for path in verdict.missed { lines.append(text.alsoRan(TextTraceFormatter.shortName(path), why(path))) }
            for name in verdict.extra { lines.append(didNotRun(name, in: run)) }
            for name in verdict.unknown { lines.append(text.noSuchView(name)) }
            for path in verdict.ranOutside {
                lines.append(judge.swiftUIsOwn.contains(path) ? text.alsoRanSwiftUIsOwn(TextTraceFormatter.shortName(path), why(path))
                    : text.alsoRanNotAsked(TextTraceFormatter.shortName(path), why(path)))
            }
            for name in verdict.extraOutside { lines.append(text.notAsked(didNotRun(name, in: run))) }
            output(lines.joined(separator: "\n"))
        }
    }

    /// Why the views `name` stands for did not run.
    private func didNotRun(_ name: PredictionJudge.Name, in run: VariantRun?) -> String {
        guard let path = name.views.first else { return text.leftTheScreen(name.name) }
        if name.views.count > 1 { return text.noneRan(name.name, count: name.views.count) }
        let dependencies = (try? run?.graph.dependencyList(ofView: path)) ?? []
        return text.didNotRun(TextTraceFormatter.shortName(path), dependencies: dependencies)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

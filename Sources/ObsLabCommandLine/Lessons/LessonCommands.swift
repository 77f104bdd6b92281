import ObsLab

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
}

extension Interpreter {
    // MARK: Lesson commands

    /// Changes the saved progress; says once if it could not be saved.
    func updateProgress(_ change: (inout LessonProgress) -> Void) {
        progressStore.update(change)
        for note in progressStore.takeNotes() { output(style.paint("note: ", "33") + note) }
    }

    func listLessons() -> Outcome {
        let lessons = lessonLibrary.lessons(in: language)
        guard !lessons.isEmpty else { return fail("no lessons are installed") }
        var lines: [String] = []
        let idWidth = (lessons.map(\.id.count).max() ?? 0) + 2
        for (index, lesson) in lessons.enumerated() {
            let entry = progressStore.progress.lessons[lesson.id]
            let status: String
            if entry?.completed == true {
                status = style.paint("done", "32")
            } else if let entry {
                status = "step \(min(entry.step, lesson.steps.count - 1) + 1)/\(lesson.steps.count)"
            } else {
                status = ""
            }
            let number = String(index + 1).leftPadded(to: 2)
            lines.append("\(number). \(lesson.id.padding(toLength: idWidth, withPad: " ", startingAt: 0))\(lesson.title)  \(status)")
        }
        output(lines.joined(separator: "\n"))
        return .done
    }

    func startLesson(_ arguments: [String], command: Command) -> Outcome {
        guard arguments.count == 1, let name = arguments.first else { return usageError(command) }
        let lessons = lessonLibrary.lessons(in: language)
        let lesson = Int(name).flatMap { $0 >= 1 && $0 <= lessons.count ? lessons[$0 - 1] : nil }
            ?? lessons.first { $0.id == name }
        guard let lesson else {
            return fail("no lesson `\(name)`; lessons: \(lessons.map(\.id).joined(separator: ", "))")
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
        if resumeAt == 0, !lesson.introduction.isEmpty { output(MarkdownText.plain(lesson.introduction)) }
        if let scenario = lesson.scenario {
            let previouslyPrinting = printsTraces
            printsTraces = false
            let outcome = execute("load \(scenario)")
            printsTraces = previouslyPrinting
            if outcome != .done { return .error }
            output(style.paint("(loaded \(scenario))", "2"))
        }
        showStep()
        return .done
    }

    func showStep() {
        guard let session = lessonSession else { return }
        let step = session.step
        var lines = [style.paint("— Step \(session.stepIndex + 1)/\(session.lesson.steps.count): \(step.title)", "1")]
        if !step.text.isEmpty { lines.append(MarkdownText.plain(step.text)) }
        if let prediction = step.prediction {
            lines.append(style.paint("Predict: ", "33") + prediction + "  (`predict <views…>`, or `predict old …` and `predict new …`)")
        }
        if !step.commands.isEmpty {
            lines.append("Run" + (step.commands.count > 1 ? " these" : "") + " (type it, or `play`):")
            lines += step.commands.map { "  " + $0 }
        }
        lines.append(style.paint(step.expectations.isEmpty ? "Then `next`." : "Then `next`: the lab checks the claim first.", "2"))
        output(lines.joined(separator: "\n"))
    }

    func nextStep() -> Outcome {
        guard let session = lessonSession else { return fail("no lesson in progress; `lessons` lists them") }
        var failures: [String] = []
        let previouslyPrinting = printsTraces
        printsTraces = false
        for expectation in session.step.expectations where execute(expectation) != .done {
            failures.append(expectation)
        }
        printsTraces = previouslyPrinting
        if !failures.isEmpty {
            output("Not yet: this step's claim doesn't hold for what you did so far"
                + (session.step.commands.isEmpty ? "." : " — run its commands (`play` runs them for you), then `next`."))
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
        output(style.paint("✓ Lesson complete: \(session.lesson.title)", "32")
            + (nextLesson.map { "\nNext: `lesson \($0.id)` — \($0.title)" } ?? "\nThat was the last lesson."))
        lessonSession = nil
        return .done
    }

    func previousStep() -> Outcome {
        guard let session = lessonSession else { return fail("no lesson in progress; `lessons` lists them") }
        guard session.stepIndex > 0 else { return fail("this is the first step") }
        session.stepIndex -= 1
        updateProgress { $0.lessons[session.lesson.id] = .init(step: session.stepIndex, completed: false) }
        showStep()
        return .done
    }

    func showHint() -> Outcome {
        guard let session = lessonSession else { return fail("no lesson in progress; `lessons` lists them") }
        output(session.step.hint.map { "Hint: " + $0 }
            ?? "No hint for this step. `deps <view>` shows what a view depends on; `trace full` shows every cause.")
        return .done
    }

    func playStep() -> Outcome {
        guard let session = lessonSession else { return fail("no lesson in progress; `lessons` lists them") }
        guard !session.step.commands.isEmpty else { return fail("this step has no commands to run; `next` moves on") }
        var worst = Outcome.done
        for command in session.step.commands {
            output(style.paint("> " + command, "2"))
            let outcome = execute(command)
            if outcome != .done { worst = outcome }
        }
        return worst
    }

    func predict(_ arguments: [String]) -> Outcome {
        guard let loaded else { return fail("no scenario loaded; `load <scenario>` first") }
        var words = arguments[...]
        var variant = ""
        if let first = words.first, loaded.scenario.variant(named: first) != nil {
            variant = first
            words = words.dropFirst()
        }
        let views = words.flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty && $0 != "none" }
        pendingPredictions[variant] = views
        output("Prediction noted" + (variant.isEmpty ? "" : " for \(variant)") + ": "
            + (views.isEmpty ? "no view re-runs" : views.joined(separator: ", ")) + ". Now act, and the lab will compare.")
        return .done
    }

    /// After an action: compares each prediction with the views whose bodies ran.
    func comparePredictions(with steps: [(variant: String, step: TraceStep)]) {
        guard !pendingPredictions.isEmpty else { return }
        defer { pendingPredictions = [:] }
        for (variant, step) in steps {
            guard let predicted = pendingPredictions[variant] ?? pendingPredictions[""] else { continue }
            let ran = step.views.filter { $0.runs > 0 }.map(\.view)
            let predictedPaths = Set(predicted.flatMap { name in Expectation.views(named: name, in: step) })
            let unknown = predicted.filter { Expectation.views(named: $0, in: step).isEmpty }
            let missed = ran.filter { !predictedPaths.contains($0) }
            let extra = predictedPaths.filter { !ran.contains($0) }.sorted()
            let label = steps.count > 1 ? "\(variant): " : ""
            if missed.isEmpty && extra.isEmpty && unknown.isEmpty {
                output(style.paint("✓ ", "32") + label + "you predicted it: " + (ran.isEmpty ? "no body re-ran" : ran.map(TextTraceFormatter.shortName).joined(separator: ", ")))
                continue
            }
            var lines = [style.paint("✗ ", "31") + label + "not quite."]
            for path in missed {
                let line = step.events.first { $0.kind == .evaluation && $0.view == path }
                lines.append("  \(TextTraceFormatter.shortName(path)) re-ran too: \(line?.printChanges ?? "")"
                    + (line?.detail.map { " (\($0))" } ?? ""))
            }
            let run = loadedRuns.first { $0.name == variant }
            for path in extra {
                let reason = (try? run?.graph.dependencies(ofView: path))?.joined(separator: "; ") ?? ""
                lines.append("  \(TextTraceFormatter.shortName(path)) did not re-run: nothing it depends on changed"
                    + (reason.isEmpty ? "" : " — it \(reason)"))
            }
            for name in unknown { lines.append("  there is no view \"\(name)\" here") }
            output(lines.joined(separator: "\n"))
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

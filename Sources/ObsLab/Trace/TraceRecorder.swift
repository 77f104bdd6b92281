/// Collects the events of the step in progress for one graph.
@MainActor
final class TraceRecorder {
    private(set) var steps: [TraceStep] = []
    private var current: [TraceEvent] = []
    private(set) var runsThisStep: [String: Int] = [:]

    func record(_ event: TraceEvent) {
        // A warning repeated within one step (a body that keeps writing state) is shown once.
        if event.kind == .warning, current.contains(event) { return }
        current.append(event)
    }

    /// Records an event whose details are completed later in the same step.
    func reserveEvent(_ event: TraceEvent) -> Int {
        current.append(event)
        return current.count - 1
    }

    func update(_ index: Int, _ change: (inout TraceEvent) -> Void) {
        change(&current[index])
    }

    func countEvaluation(of view: String) {
        runsThisStep[view, default: 0] += 1
    }

    /// Ends the step; `views` lists every live view with its total count.
    func finishStep(action: String, views: [(path: String, total: Int)], isFirstRender: Bool) -> TraceStep {
        let counts = views.map { view in
            ViewCount(view: view.path, runs: isFirstRender ? 0 : runsThisStep[view.path, default: 0],
                      total: view.total)
        }
        let step = TraceStep(action: action, events: current, views: counts)
        steps.append(step)
        current = []
        runsThisStep = [:]
        return step
    }
}

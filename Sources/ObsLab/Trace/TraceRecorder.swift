/// Collects the events of the step in progress for one graph.
@MainActor
final class TraceRecorder {
    private(set) var steps: [TraceStep] = []
    /// Appended to and updated in place by closures that touch only the event (`update`):
    /// no run-time exclusivity check on each event recorded.
    @exclusivity(unchecked) private var current: [TraceEvent] = []
    /// The paths of the views that ran during the step, in the order each first ran, and
    /// how many bodies each ran: a view knows its slot (`stepRunSlot`) from the step it
    /// first ran in (`stepRunMark`). Appended to one access at a time: unchecked.
    @exclusivity(unchecked) private var ranPaths: [String] = []
    @exclusivity(unchecked) private var ranCounts: [Int32] = []
    /// The step in progress, as views mark it (never 0, a new view's mark).
    private var stepMark: Int32 = 1

    /// Events recorded in the step so far.
    var eventCount: Int { current.count }

    /// Where each transaction of the step in progress began, when it has several.
    private var transactionStarts: [Int] = []
    /// The warnings of the step in progress, to record each once without a search.
    private var warningsThisStep = Set<TraceEvent>()

    func record(_ event: consuming TraceEvent) {
        // A warning repeated within one step (a body that keeps writing state) is shown once.
        if event.kind == .warning, !warningsThisStep.insert(copy event).inserted { return }
        current.append(event)
    }

    /// Marks the start of one transaction (a keystroke) of a step that has several.
    func beginTransaction() {
        transactionStarts.append(current.count)
    }

    /// Records an event whose details are completed later in the same step.
    func reserveEvent(_ event: consuming TraceEvent) -> Int {
        current.append(event)
        return current.count - 1
    }

    func update(_ index: Int, _ change: (inout TraceEvent) -> Void) {
        change(&current[index])
    }

    /// True while the first render runs: every body runs once then, and the step keeps no
    /// per-view counts (its table starts every view at zero), so none are gathered.
    var isRecordingFirstRender = false

    func countEvaluation(of node: ViewNode) {
        guard !isRecordingFirstRender else { return }
        if node.stepRunMark == stepMark {
            ranCounts[Int(node.stepRunSlot)] += 1
        } else {
            node.stepRunMark = stepMark
            node.stepRunSlot = Int32(ranPaths.count)
            ranPaths.append(node.path)
            ranCounts.append(1)
        }
    }

    /// The table the next step shares, made anew when the structure changed.
    private var table = ViewTable.empty
    private var runsSinceTable = ViewRuns(table: .empty)

    /// Ends the step. `structure` is called only when views appeared or disappeared:
    /// every live view in tree order with its total count.
    func finishStep(action: String, isFirstRender: Bool, structureChanged: Bool, createdObjects: [String] = [],
                    structure: () -> [(path: String, total: Int, rendered: Bool)]) -> TraceStep {
        if structureChanged || isFirstRender {
            let views = structure()
            var paths: [String] = [], totals: [Int] = [], unrendered: Set<String> = []
            paths.reserveCapacity(views.count)
            totals.reserveCapacity(views.count)
            for view in views {
                paths.append(view.path)
                totals.append(view.total)
                if !view.rendered { unrendered.insert(view.path) }
            }
            table = ViewTable(paths: paths, totals: totals, unrendered: unrendered)
        }
        let runs = isFirstRender ? ViewRuns(table: table) : ViewRuns(table: table, paths: ranPaths, runs: ranCounts)
        if structureChanged || isFirstRender {
            runsSinceTable = ViewRuns(table: table)
        } else {
            runsSinceTable = runsSinceTable.adding(runs)
        }
        let step = TraceStep(action: action, events: current, runs: runs, table: table, runsSinceTable: runsSinceTable,
                             createdObjects: createdObjects, transactionStarts: transactionStarts)
        steps.append(step)
        current = []
        transactionStarts = []
        warningsThisStep = []
        ranPaths = []
        ranCounts = []
        stepMark = stepMark == .max ? 1 : stepMark + 1
        return step
    }
}

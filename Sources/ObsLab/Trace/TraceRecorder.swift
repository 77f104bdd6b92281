/// Collects the events of the step in progress for one graph.
@MainActor
final class TraceRecorder {
    private(set) var steps: [TraceStep] = []
    /// Appended to and updated in place one access at a time: no run-time exclusivity
    /// check on each event recorded.
    @exclusivity(unchecked) private var current = TraceEvents(table: .empty)
    /// The payload each kind of event last recorded (its index in `current`, -1: none),
    /// which the next event of the kind shares when it is identical (`TraceEvents.append`).
    @exclusivity(unchecked) private var lastPayloads = LastPayloads()
    /// The views that ran during the step, in the order each first ran: each counts its
    /// own bodies (`stepRuns`, back to 0 when the step ends). Appended to one access at a
    /// time: unchecked.
    @exclusivity(unchecked) private var ranNodes: [ViewNode] = []

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

    /// The reference of `node`'s view in the step's events: its position in the table the
    /// step began with when the table holds its path there, otherwise its path.
    @inline(__always)
    private func viewReference(of node: ViewNode) -> Int32 {
        let position = Int(node.tablePosition)
        let paths = table.paths
        if !table.repeatsPaths, position >= 0, position < paths.count, paths[position] == node.path {
            return current.tableView(Int32(position))
        }
        return current.otherView(node.path)
    }

    @inline(__always)
    private func append(_ kind: TraceEvent.Kind, view: Int32, count: Int32 = TraceEvent.noCount, flags: UInt8 = 0,
                        text: String?, detail: TraceDetail?) {
        let slot = Int(kind.slot)
        lastPayloads[slot] = current.append(kind: kind, view: view, count: count, flags: flags, text: text,
                                            detail: detail, sharing: lastPayloads[slot])
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
        var event = current[index]
        change(&event)
        current.replace(at: index, with: event)
    }

    // The events every re-run row records, stored in parts (`TraceEvents`).

    /// Records that the view of `node` was invalidated by `cause`.
    func recordInvalidation(of node: ViewNode, cause: String, detail: TraceDetail?) {
        append(.invalidation, view: viewReference(of: node), flags: TraceEvent.textIsCause, text: cause, detail: detail)
    }

    /// Records that the child `node` did not run, and why.
    func recordSkip(of node: ViewNode, reason: TraceDetail) {
        append(.skip, view: viewReference(of: node), text: nil, detail: reason)
    }

    /// Records a body run whose `wasted` is set later (`setWasted(_:at:)`); its index.
    func reserveEvaluation(of node: ViewNode, detail: TraceDetail?, count: Int32, printChanges: String) -> Int {
        precondition(count != TraceEvent.noCount)
        append(.evaluation, view: viewReference(of: node), count: count, text: printChanges, detail: detail)
        return current.count - 1
    }

    /// Says whether the body run recorded at `index` was wasted.
    func setWasted(_ wasted: Bool, at index: Int) {
        current.setWasted(wasted, at: index)
    }

    /// True while the first render runs: every body runs once then, and the step keeps no
    /// per-view counts (its table starts every view at zero), so none are gathered.
    var isRecordingFirstRender = false

    func countEvaluation(of node: ViewNode) {
        guard !isRecordingFirstRender else { return }
        if node.stepRuns == 0 { ranNodes.append(node) }
        node.stepRuns += 1
    }

    /// The table the next step shares, made anew when the structure changed.
    private var table = ViewTable.empty
    private var runsSinceTable = ViewRuns(table: .empty)

    /// Ends the step. `structure` is called only when views appeared or disappeared:
    /// every live view in tree order. Each is told its position in the new table
    /// (`tablePosition`), where its runs are counted without looking its path up.
    func finishStep(action: String, isFirstRender: Bool, structureChanged: Bool, createdObjects: CreatedObjectNames = CreatedObjectNames(),
                    structure: () -> [ViewNode]) -> TraceStep {
        if structureChanged || isFirstRender {
            let views = structure()
            var paths: [String] = [], totals: [Int32] = [], unrendered: Set<String> = []
            paths.reserveCapacity(views.count)
            totals.reserveCapacity(views.count)
            for (position, view) in views.enumerated() {
                view.tablePosition = Int32(position)
                paths.append(view.path)
                totals.append(Int32(max(0, view.evaluationCount - 1)))
                if view.evaluationCount == 0 { unrendered.insert(view.path) }
            }
            table = ViewTable(paths: paths, totals: totals, unrendered: unrendered)
        }
        let runs = isFirstRender ? ViewRuns(table: table) : ranRuns()
        if structureChanged || isFirstRender {
            runsSinceTable = ViewRuns(table: table)
        } else {
            runsSinceTable = runsSinceTable.adding(runs)
        }
        current.finish(table: table)
        let step = TraceStep(action: action, events: current, runs: runs, table: table, runsSinceTable: runsSinceTable,
                             createdObjects: createdObjects, transactionStarts: transactionStarts)
        steps.append(step)
        current = TraceEvents(table: table)
        lastPayloads = LastPayloads()
        transactionStarts = []
        warningsThisStep = []
        ranNodes = []
        return step
    }

    /// The runs of the views that ran, over `table`, each view's count set back to 0. A
    /// view is found at the position it was told when the table was made, when the table
    /// holds its path there and nowhere else (a path's runs are kept at its last
    /// position); otherwise by its path, as a view gone by the step's end or made during
    /// it. A loop, not a closure: a closure made in a main-actor method checks the
    /// executor on every call.
    private func ranRuns() -> ViewRuns {
        var runs: [(position: Int32, runs: Int32)] = []
        runs.reserveCapacity(ranNodes.count)
        var elsewhere: [String: Int] = [:]
        let paths = table.paths
        let repeatsPaths = table.repeatsPaths
        for node in ranNodes {
            let count = node.stepRuns
            node.stepRuns = 0
            let hint = Int(node.tablePosition)
            if !repeatsPaths, hint >= 0, hint < paths.count, paths[hint] == node.path {
                runs.append((node.tablePosition, count))
            } else if let position = table.position(of: node.path) {
                runs.append((Int32(position), count))
            } else {
                elsewhere[node.path, default: 0] += Int(count)
            }
        }
        return ViewRuns(table: table, positions: runs, elsewhere: elsewhere)
    }
}


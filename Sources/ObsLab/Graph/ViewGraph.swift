import Foundation

/// The lab's attribute graph: it holds views by identity, keeps their storage,
/// subscribes and tracks, invalidates, and re-evaluates bodies in one flush per action.
///
/// One graph runs one variant of a scenario. Everything it reports comes from what it
/// actually did: OpenCombine subscriptions firing, Observation tracking calling back,
/// bodies running.
@MainActor
package final class ViewGraph {
    /// The most update passes one action may take before the graph stops a view that
    /// keeps invalidating itself.
    public static let passLimit = 20
    /// The deepest a view may nest before the graph stops a body that contains itself.
    public static let depthLimit = 256

    let recorder = TraceRecorder()
    package let objects = ObjectRegistry()
    /// The `@AppStorage` store shared by every view of this graph.
    public let defaults: LabDefaults
    let scenes = SceneStorageStore()
    /// The text field being edited, and what value fields hold while they are.
    package let fieldEditing = FieldEditing()
    /// The edit mode the root's environment hands down (`EditButton`, `onMove`).
    private(set) lazy var editMode = StorageLocation<EditMode>(value: .inactive, name: "editMode",
                                                                defaultToken: "_editMode", graph: self)
    private(set) lazy var publishers = PublisherObservation(graph: self)
    package private(set) lazy var mutations = ObservableMutationLog(graph: self)
    package private(set) lazy var observables = ObservableRegistry(graph: self)

    private let rootView: any View
    package private(set) var root: ViewNode?
    /// Pushed to and popped from with nothing else touching it meanwhile (a push compares
    /// nodes only): no run-time exclusivity check on each invalidation.
    @exclusivity(unchecked) private var queue = InvalidationQueue()
    /// Updated on every body run; its methods call nothing that reaches the graph: unchecked.
    @exclusivity(unchecked) private var controlIndex = ControlIndex()
    /// What changed since a reader last asked (`takeViewChanges()`); nil until one follows.
    /// Read on every update, only ever assigned whole: unchecked.
    @exclusivity(unchecked) package var viewChangeLog: ViewChangeLog?
    private var nextSerial = 0
    /// Numbers the update passes of every flush.
    private var passSerial = 0
    /// Bumped by each flush: the lab's frame, within which SwiftUI lets an `onChange`
    /// action run at most twice (`ViewLifecycle`).
    private(set) var frameSerial = 0
    /// Views appeared or disappeared during the current step.
    private var structureChanged = false
    /// How many times a view changed its place among its parent's children: the tree
    /// order of the views that stayed is the same while this is.
    private(set) var moves = 0
    /// The view whose body is running, if any. Also read, unsynchronized, by
    /// `pathOfBodyRunning` from a watchdog's thread.
    @exclusivity(unchecked) nonisolated(unsafe) var evaluatingNode: ViewNode?
    /// The line `Self._printChanges()` prints during the body now running.
    @exclusivity(unchecked) private(set) var evaluatingPrintChangesLine = ""
    /// The sentinel whose slots new views are given, and how many it has given
    /// (`nextSentinelSlot()`).
    var fillingSentinel: TrackingSentinel?
    var sentinelSlotsGiven = 0
    private var readsSuspended = 0
    /// `onAppear` and `onChange(initial: true)` actions due after the current update pass,
    /// run in the lifecycle order (`lifecycleOrdered`).
    var pendingAppearActions: [LifecycleCallback] = []
    /// `onDisappear` actions of views removed with a transition: they run before the
    /// appear actions.
    var pendingEarlyDisappearActions: [LifecycleCallback] = []
    /// Modifier actions (`onChange`, `onDisappear`) due after the appear actions.
    var pendingCallbacks: [LifecycleCallback] = []
    /// Tasks to start, after every other action of the pass, in the lifecycle order.
    var pendingTaskStarts: [LifecycleCallback] = []
    /// The refresh actions of the views whose last body pass offers some (`pullToRefresh`).
    /// Read on every body run, or assigned an entry in one statement: unchecked.
    @exclusivity(unchecked) var refreshableNodes: [ObjectIdentifier: RefreshableNode] = [:]
    /// The views whose last body pass has an `onPreferenceChange`.
    var preferenceReaderNodes: [ObjectIdentifier: ViewNode] = [:]
    /// The views built from a preference value (`overlayPreferenceValue`), with the value.
    let preferenceValueReaders = PreferenceValueReaders()
    /// The graph whose body is running, for `Self._printChanges()` (and `pathOfBodyRunning`).
    @exclusivity(unchecked) nonisolated(unsafe) static var evaluating: ViewGraph?
    /// Whether the app starts tasks (`Task { … }`, an `Observations` loop): then, after
    /// each transaction, the main run loop turns until the tasks have settled, as the app's
    /// run loop would between two events, and what they change is flushed in the same step.
    public var letsTasksRun = false
    /// The lab's clock, when time passes only by `passTime(_:action:)` (the shell's `wait`):
    /// the tasks views start sleep on it, and the Foundation timers they receive tick on it.
    /// Nil: they sleep and tick in real time (`LabHost`). Set before `mount()`.
    package var clock: LabClock?
    /// Whether `@State` evaluates its initial value only when it creates the storage (the
    /// `State()` macro of Xcode 27) rather than each time the view struct is made (the
    /// property wrapper of Xcode 26): the one difference between the releases the lab
    /// models (docs/rules/state-release.md). Set before `mount()`.
    package var evaluatesStateInitialValueLazily = true
    /// Whether what this graph did depends on the release: a view keeps an object in `@State`.
    public internal(set) var dependsOnRelease = false
    /// Whether this graph is in `ViewGraph.withWrites` (`noteWrites()`).
    var isListedWithWrites = false
    /// Whether blocks on the main queue mark its turns (`beginMarkingTurns()`), and
    /// whether one is queued now.
    var marksTurns = false
    var hasTurnMarkerQueued = false
    /// How many markers have run: each is a whole turn of the main queue behind the last.
    var turnMarkerRounds = 0
    /// Set while a scroll walks a body's output again (`scrollLazyContainer`).
    var isScrolling = false
    /// Set while a pass pops and evaluates views: no update may start inside it.
    private var isRunningPass = false
    /// Set when the scenario has crashed: the graph takes no more actions.
    public private(set) var crash: SimulatedCrash?

    /// Makes a graph for `rootView`. Call `mount()` to render it.
    public init(root rootView: any View, defaults: LabDefaults = LabDefaults()) {
        // The graph's root is a view with a body; a primitive root gets one around it.
        self.rootView = rootView is any PrimitiveView ? RootHost(content: AnyView(erasing: rootView)) : rootView
        self.defaults = defaults
        defaults.graph = self
    }

    package var rootViewValue: any View { rootView }

    /// Everything recorded so far, one step per action.
    public var steps: [TraceStep] { recorder.steps }

    // MARK: Actions

    /// Renders the root for the first time: every body runs once.
    @discardableResult
    public func mount() -> TraceStep {
        perform("first render", isFirstRender: true) {
            let name = displayName(of: self.rootView)
            var environment = EnvironmentValues()
            environment.editMode = Binding(location: self.editMode)
            let node = self.makeNode(identityKey: name, typeName: name, path: name, parent: nil,
                                     index: 0, view: self.rootView, modifications: [],
                                     environment: environment, comparison: .fieldwise)
            self.root = node
        }
    }

    /// Runs `change` as one transaction: mutations only mark views invalid; the flush
    /// at the end runs each invalid body once, parents first.
    @discardableResult
    public func perform(_ action: String, isFirstRender: Bool = false, _ change: () -> Void) -> TraceStep {
        withoutActuallyEscaping(change) { change in
            perform(action, isFirstRender: isFirstRender, transactions: [change])
        }
    }

    /// Runs several transactions (one per keystroke of typed text, say), each with its
    /// own flush, and records them as one step.
    @discardableResult
    public func perform(_ action: String, isFirstRender: Bool = false, transactions: [() -> Void]) -> TraceStep {
        let objectsBefore = objects.count
        recorder.isRecordingFirstRender = isFirstRender
        defer { recorder.isRecordingFirstRender = false }
        for change in transactions where crash == nil {
            if transactions.count > 1 { recorder.beginTransaction() }
            runTransaction(change)
        }
        return finishStep(action, isFirstRender: isFirstRender, objectsBefore: objectsBefore)
    }

    /// Lets `seconds` pass on the lab's clock, recorded as one step named `action`: each
    /// event due on the way (a sleeping task's end, a timer's tick), earliest first, is a
    /// transaction of its own, and what it starts settles before the next. Without a clock,
    /// nothing waits on one and the step is empty.
    @discardableResult
    package func passTime(_ seconds: TimeInterval, action: String) -> TraceStep {
        let objectsBefore = objects.count
        // Time passing turns the run loop: a task ready to run does so at the present
        // instant, before the clock moves (what it schedules is due from now).
        if letsTasksRun, clock != nil { runTransaction {} }
        clock?.advance(by: seconds) { run in
            guard crash == nil else { return }
            recorder.beginTransaction()
            runTransaction(run)
        }
        return finishStep(action, isFirstRender: false, objectsBefore: objectsBefore)
    }

    /// Runs `change`, flushes what it wrote, and lets the tasks run.
    private func runTransaction(_ change: () -> Void) {
        // What a model schedules in this update (a timer, a delayed block) waits on the clock.
        let outerClock = LabTime.updating
        LabTime.updating = clock
        defer { LabTime.updating = outerClock }
        change()
        // The code moved the focus away from the field being edited: its edit ends now.
        fieldEditing.endIfFocusMoved()
        publishers.closeOpenEmissions()
        flush()
        if letsTasksRun { settleTasks() }
    }

    /// Every live view in tree order: the step's table, when views came or went.
    private func liveViews() -> [ViewNode] { root?.subtree() ?? [] }

    private func finishStep(_ action: String, isFirstRender: Bool, objectsBefore: Int) -> TraceStep {
        defer { structureChanged = false }
        return recorder.finishStep(action: action, isFirstRender: isFirstRender, structureChanged: structureChanged,
                                   createdObjects: objects.names(since: objectsBefore), structure: liveViews)
    }

    // MARK: Invalidation

    func invalidate(_ node: ViewNode, _ cause: InvalidationCause) {
        guard node.isAlive else { return }
        viewChangeLog?.touch(node)
        if node.causes.isEmpty && node.causes.capacity == 0 {
            node.causes = sharedCauses.list(of: cause)
        } else if !node.causes.contains(cause) {
            if !sharedCauses.isEmpty { _ = sharedCauses.letGo(of: node.causes) }
            node.causes.append(cause)
        }
        recorder.recordInvalidation(of: node, cause: cause.token.text, detail: cause.detail)
        enqueue(node)
    }

    /// The lists of causes views share (`SharedCauses`). Used by `invalidate`, `makeNode`
    /// and `evaluate` alone, none of which calls out meanwhile: unchecked.
    @exclusivity(unchecked) private var sharedCauses = SharedCauses()

    /// Empties a view's causes once its body runs. A view that ran before keeps a list of
    /// its own for the next change (the usual one cause, removed without freeing it); a
    /// list others still hold, or a first run's, sized for its creation, is let go of.
    private func releaseCauses(of node: ViewNode) {
        let othersHoldIt = !sharedCauses.isEmpty && sharedCauses.letGo(of: node.causes)
        if node.evaluationCount > 1 && !othersHoldIt {
            while node.causes.popLast() != nil {}
        } else {
            node.causes = []
        }
    }

    private func enqueue(_ node: ViewNode) {
        if !node.isQueued {
            node.isQueued = true
            if queue.isEmpty { noteWrites() }
            queue.push(node)
        }
    }

    /// Whether a view is invalid and waits for the next flush.
    var hasInvalidViews: Bool { !queue.isEmpty }

    /// Whether an update may run now: no pass is in progress and no body is running
    /// (an action, an appear action, an `onChange` action, a main-queue block may update).
    var mayUpdateNow: Bool { evaluatingNode == nil && !isRunningPass && crash == nil }

    /// Runs the update for what has been written so far: one flush, as at the end of an action.
    func updateNow() {
        publishers.closeOpenEmissions()
        flush()
    }

    // MARK: The flush

    private func flush() {
        frameSerial += 1
        var pass = 0
        while !queue.isEmpty && crash == nil {
            pass += 1
            if pass > Self.passLimit {
                var stuck: [String] = []
                while let node = queue.pop() {
                    node.isQueued = false
                    node.causes = []
                    stuck.append(node.path)
                }
                recorder.record(TraceEvent(kind: .warning, detail: .updateLoopStopped(views: stuck, passes: Self.passLimit)))
                break
            }
            // Each pass has its own number; a node remembers the last pass that ran it.
            passSerial += 1
            var nextPass: [ViewNode] = []
            isRunningPass = true
            defer { isRunningPass = false }
            repeat {
                while let node = queue.pop() {
                    guard node.isAlive else { continue }
                    if node.lastPass == passSerial {
                        nextPass.append(node)
                        continue
                    }
                    node.isQueued = false
                    node.lastPass = passSerial
                    evaluate(node)
                    if crash != nil { return }
                }
                // A view built from a preference value runs again in this pass when the
                // value its content produces changed (`overlayPreferenceValue`).
                if !preferenceValueReaders.isEmpty { preferenceValueReaders.invalidateChanged(in: self) }
            } while !queue.isEmpty
            isRunningPass = false
            for node in nextPass { queue.push(node) }
            if !preferenceReaderNodes.isEmpty { checkPreferenceReaders() }
            runLifecycleActions(afterPass: pass)
        }
    }

    private func evaluate(_ node: ViewNode) {
        viewChangeLog?.touch(node)
        node.trackingGeneration += 1
        // Cancelled by `AccessTracking.evaluate`, or kept when the body reads the same again.
        let previousRegistration = node.trackingRegistration
        if !node.stateReads.isEmpty {
            for location in node.stateReads.values { location.removeReader(node) }
            node.stateReads = [:]
        }
        if !node.propertiesAttached {
            do {
                try attachProperties(of: node)
            } catch {
                previousRegistration?.cancel()
                fail(error)
                return
            }
        }
        // The view's type, asked once for the checks below (~50 instructions each time).
        let viewType = ObjectIdentifier(type(of: node.view))
        // (Each check handed the view copied it: asked by its type first.)
        if !Self.isKnownToHaveBody(viewType), let crash = Self.missingBody(node.view, type: viewType) {
            previousRegistration?.cancel()
            fail(crash)
            return
        }
        node.evaluationCount += 1
        recorder.countEvaluation(of: node)
        let printChanges = node.printChangesLine
        let detail = node.causes.count == 1 ? node.causes[0].detail : .combining(node.causes.compactMap(\.detail))
        releaseCauses(of: node)
        let eventIndex = recorder.reserveEvaluation(of: node, detail: detail, count: Int32(node.evaluationCount),
                                                    printChanges: printChanges)

        let previous = evaluatingNode
        let previousLine = evaluatingPrintChangesLine
        let previousGraph = Self.evaluating
        evaluatingNode = node
        evaluatingPrintChangesLine = printChanges
        Self.evaluating = self
        // The walker stays here and the tracked closure walks into it: returned through the
        // tracking scope, the walker (a large value) would be copied on the way out. It
        // writes into the last render's storage, unless the wasted-body check below reads
        // that render (a second run, with no fingerprint kept yet): `apply` replaces it.
        var walker = StructureWalker(environment: node.environment)
        if node.evaluationCount > 1 && node.fingerprint != nil { walker.takeItemStorage(from: &node.render) }
        walker.ownerPath = node.path
        walker.recordsChildPreferences = node.insidePreferenceReader
        let lazyContent = node.lazyContent
        if let lazyContent { walker.lazyWindowStarts = lazyContent.starts }
        let ((), registration) = AccessTracking.evaluate({
            let (body, bodyType) = Self.body(of: node.view)
            walker.visit(body, component: nil, type: bodyType)
            // Kept only by a view whose output has a lazy container: scrolling walks it again.
            // (In the walker: an optional view captured here was copied and destroyed
            // through its metadata on every body.)
            if !walker.lazyContainers.isEmpty { walker.lazyOutput = body }
        }, node: node, graph: self, replacing: previousRegistration)
        node.trackingRegistration = registration
        evaluatingNode = previous
        evaluatingPrintChangesLine = previousLine
        Self.evaluating = previousGraph
        if !walker.lazyContainers.isEmpty, let output = walker.lazyOutput {
            if let lazyContent {
                lazyContent.output = output
                lazyContent.containers = walker.lazyContainers
            } else {
                node.lazyContent = LazyContent(output: output, containers: walker.lazyContainers)
            }
        } else if lazyContent != nil {
            node.lazyContent = nil
        }

        // The wasted-body check compares this output with the last one. The first
        // evaluation keeps no fingerprint: the next one rebuilds it from what the node
        // still holds (its render and its children's view values). A control bound to a
        // value shows that value: a run after which a toggle or a field shows something
        // new is not wasted, though it only rebuilt the binding (docs/rules/wasted.md).
        let shownValues = shownValues(of: walker.items)
        var identicalChildren = OutputFingerprint.IdenticalChildren()
        if node.evaluationCount > 1 {
            let previous = node.fingerprint ?? OutputFingerprint.make(node.render, describing: node.children, names: objects)
            let (fingerprint, isUnchanged, identical) = OutputFingerprint.make(
                walker.items, children: walker.children, names: objects, previous: previous, previousChildren: node.children)
            identicalChildren = identical
            node.fingerprint = fingerprint
            let showsTheSame = shownValues == node.shownValues
            // SwiftUI's own views (a sheet's presentation) are never called wasted: their
            // runs are SwiftUI's, not the app's to fix.
            // A body that sets another preference value produced something new.
            let setsTheSamePreferences = switch (node.preferenceTree, walker.preferences.isEmpty) {
            case (nil, true): true
            case (let tree?, false): tree.producesTheSame(as: .group(walker.preferences))
            default: false
            }
            let wasted = isUnchanged && showsTheSame && setsTheSamePreferences && !(StructureWalker.isSwiftUIsOwn(type: viewType) ?? StructureWalker.isSwiftUIsOwn(node.view, type: viewType))
            recorder.setWasted(wasted, at: eventIndex)
        }
        node.shownValues = shownValues
        for warning in walker.warnings { recorder.record(TraceEvent(kind: .warning, view: node.path, detail: .swiftUIMessage(warning))) }
        apply(walker, to: node, identicalChildren: identicalChildren)
    }

    /// Hands `node` what a walk of its output found: what it shows, its children, its
    /// appear actions, preferences and lifecycle modifiers. `keepingActions`: a walk of the
    /// same output again (a scroll), which is no new body pass. `identicalChildren`: per
    /// child, whether it holds the same bytes as the node at its position (found by the
    /// wasted-body check); empty when not known.
    func apply(_ walker: StructureWalker, to node: ViewNode, keepingActions: Bool = false,
               identicalChildren: OutputFingerprint.IdenticalChildren = OutputFingerprint.IdenticalChildren()) {
        node.render = walker.items
        for control in walker.labelledControls { control.owner = node }
        controlIndex.update(node)
        reconcileChildren(of: node, with: walker.children, identicalChildren: identicalChildren)
        if !walker.appearActions.isEmpty || !node.appearedActionKeys.isEmpty {
            var shown = Set<String>(minimumCapacity: walker.appearActions.count)
            for (key, order, action) in walker.appearActions {
                shown.insert(key)
                if node.appearedActionKeys.contains(key) { continue }
                pendingAppearActions.append(LifecycleCallback(description: nil, view: node.path, action: action,
                                                              place: (node, order)))
            }
            // An action whose view went is forgotten: when it shows again, it appears again.
            node.appearedActionKeys = shown
        }
        // The table asked only when it holds any view: a lookup, and the optional entry's
        // copy through its metadata, cost ~0.1k instructions a row.
        if !walker.refreshActions.isEmpty || (!refreshableNodes.isEmpty && refreshableNodes[ObjectIdentifier(node)] != nil) {
            refreshableNodes[ObjectIdentifier(node)] = walker.refreshActions.isEmpty
                ? nil : RefreshableNode(node: node, actions: walker.refreshActions)
        }
        if !walker.preferences.isEmpty || node.preferenceTree != nil {
            node.preferenceTree = walker.preferences.isEmpty ? nil : .group(walker.preferences)
        }
        if !walker.preferenceReaders.isEmpty || node.preferenceReaders != nil {
            node.preferenceReadersState.requests = walker.preferenceReaders
            preferenceReaderNodes[ObjectIdentifier(node)] = walker.preferenceReaders.isEmpty ? nil : node
        }
        if !walker.lifecycle.isEmpty || node.lifecycle != nil {
            node.lifecycleState.update(with: walker.lifecycle, of: node, in: self, keepingActions: keepingActions)
        }
    }

    /// The view's body, and its type when every body of `V` is of that type.
    private static func body<V: View>(of view: V) -> (any View, ObjectIdentifier?) {
        (view.body, StructureWalker.exactType(of: V.Body.self))
    }

    /// Turns the main run loop in 1 ms slices, flushing after each, until 25 turns in a
    /// row record nothing. Meanwhile a marker block updates after each turn of the main
    /// queue, so each block and each task resumption is an update of its own
    /// (`beginMarkingTurns()`).
    ///
    /// A slice counts as quiet only when a marker ran in it (`isQuiet`): then every block
    /// and task resumption queued before that marker has run. On a loaded machine a slice
    /// can end before the run loop reaches the main queue; counted as quiet, 25 of them
    /// ended the step while a resumed task still waited in the queue, and its write landed
    /// in the next step (lesson 18's `Observations`, under load).
    private func settleTasks() {
        var settling = Settling()
        beginMarkingTurns()
        defer { endMarkingTurns() }
        while settling.goesOn && crash == nil {
            let slice = beginSlice()
            RunLoop.main.run(until: Date().addingTimeInterval(0.001))
            settling.count(endSlice(slice))
        }
    }

    /// Counts the slices of settling: done after 25 quiet slices in a row, or 2,000 in all.
    struct Settling {
        private var quietSlices = 0
        private var slices = 0

        var goesOn: Bool { quietSlices < 25 && slices < 2_000 }

        mutating func count(_ wasQuiet: Bool) {
            quietSlices = wasQuiet ? quietSlices + 1 : 0
            slices += 1
        }
    }

    /// What a slice of settling starts from: the events recorded and the marker's rounds.
    func beginSlice() -> (events: Int, rounds: Int) { (recorder.eventCount, turnMarkerRounds) }

    /// Ends a slice of settling with an update of what it wrote; whether it was quiet: it
    /// recorded nothing though the main queue turned in it (a slice in which no marker ran
    /// proves nothing and starts the count again).
    func endSlice(_ start: (events: Int, rounds: Int)) -> Bool {
        publishers.closeOpenEmissions()
        flush()
        return recorder.eventCount == start.events && turnMarkerRounds > start.rounds
    }

    /// Lets the tasks views started run from async code that holds the main actor (a
    /// swift-testing test), and records what they wrote as one step named `action`.
    ///
    /// `settleTasks()` turns the main run loop, which cannot run main-actor work while the
    /// caller is itself a job on the main queue: there, nothing a `.task` awaits ever
    /// resumes. This suspends instead, 1 ms at a time, flushing after each, until 25 turns
    /// in a row record nothing, so the tasks run on the main actor between turns; a marker
    /// block updates after each turn of the main queue (`beginMarkingTurns()`).
    @discardableResult
    package func settle(_ action: String) async -> TraceStep {
        let objectsBefore = objects.count
        var settling = Settling()
        beginMarkingTurns()
        defer { endMarkingTurns() }
        while settling.goesOn && crash == nil {
            let slice = beginSlice()
            try? await Task.sleep(nanoseconds: 1_000_000)
            settling.count(endSlice(slice))
        }
        defer { structureChanged = false }
        return recorder.finishStep(action: action, isFirstRender: false, structureChanged: structureChanged,
                                   createdObjects: objects.names(since: objectsBefore), structure: liveViews)
    }

    private func fail(_ crash: SimulatedCrash) {
        self.crash = crash
        recorder.record(TraceEvent(kind: .crash, detail: .swiftUIMessage(crash.message)))
    }

    // MARK: Dynamic properties

    private func attachProperties(of node: ViewNode) throws(SimulatedCrash) {
        node.propertiesAttached = true
        let owner = Self.propertyOwner(of: node.view)
        if let table = StoredFieldTable.of(owner) {
            // A closure input holds nothing the graph attaches or observes; a plain value
            // nothing it attaches: neither is read.
            for field in table.attachedFields {
                try attach(table.value(of: field, in: owner), key: field.label, token: field.label, to: node)
            }
        } else {
            for child in Mirror(reflecting: owner).children {
                guard let label = child.label else { continue }
                try attach(child.value, key: label, token: label, to: node)
            }
        }
        shareTokens(of: node)
    }

    /// The last list of `_printChanges` tokens a view was given: a row of a large list
    /// names the same properties as the row before it, and shares its array (48 bytes a
    /// view holding one dynamic property, not kept once per view).
    private var lastPropertyTokens: [String] = []

    private func shareTokens(of node: ViewNode) {
        let tokens = node.propertyTokens
        guard !tokens.isEmpty else { return }
        if tokens == lastPropertyTokens { node.propertyTokens = lastPropertyTokens } else { lastPropertyTokens = tokens }
    }

    /// The value whose stored fields are `view`'s properties: the view, or for a
    /// `PropertyHost`, the value it names.
    static func propertyOwner(of view: any View) -> Any {
        hostsProperties(view) ? (view as? any PropertyHost)?.propertyOwner ?? view : view
    }

    /// Per view type, whether its properties live in another value (`PropertyHost`).
    /// Read, or written in one statement, by `hostsProperties` alone: unchecked.
    @exclusivity(unchecked) private static var propertyHostTypes: [ObjectIdentifier: Bool] = [:]

    private static func hostsProperties(_ view: any View, type known: ObjectIdentifier? = nil) -> Bool {
        let type = known ?? ObjectIdentifier(Swift.type(of: view))
        if let last = lastPropertyHostType, last.type == type { return last.hosts }
        let hosts: Bool
        if let known = propertyHostTypes[type] {
            hosts = known
        } else {
            hosts = view is any PropertyHost
            propertyHostTypes[type] = hosts
        }
        lastPropertyHostType = (type, hosts)
        return hosts
    }

    /// Whether a view of `type` hosts its properties, when `type` was the last asked about;
    /// nil when not known without the view.
    private static func hostsProperties(type: ObjectIdentifier) -> Bool? {
        if let last = lastPropertyHostType, last.type == type { return last.hosts }
        return nil
    }

    /// The last type asked about: a list's rows ask one after another.
    @exclusivity(unchecked) private static var lastPropertyHostType: (type: ObjectIdentifier, hosts: Bool)?

    /// What a stored field of a view is, by the type of its value, decided once per type.
    /// A graph property keeps its type: its conformance is looked up once per type, not once
    /// per value (`as? any GraphProperty`, ~1.1k instructions a value).
    private enum FieldKind { case property(any GraphProperty.Type), custom, object, value, retained }
    /// Read, or written in one statement, by `kind(of:)` alone: no run-time exclusivity check.
    @exclusivity(unchecked) private var fieldKinds: [ObjectIdentifier: FieldKind] = [:]
    /// The last type asked about: a list's rows hold one type after another.
    @exclusivity(unchecked) private var lastFieldKind: (type: ObjectIdentifier, kind: FieldKind)?

    private func kind(of value: Any) -> FieldKind {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let last = lastFieldKind, last.type == type { return last.kind }
        if let known = fieldKinds[type] {
            lastFieldKind = (type, known)
            return known
        }
        let kind: FieldKind = if value is any RetainedProperty { .retained }
            else if let property = Swift.type(of: value) as? any GraphProperty.Type { .property(property) }
            else if value is any DynamicProperty { .custom }
            else if Mirror(reflecting: value).displayStyle == .class { .object }
            else { .value }
        fieldKinds[type] = kind
        lastFieldKind = (type, kind)
        return kind
    }

    /// A class instance held as `Any`, as a reference without the bridging `as AnyObject` does.
    private static func object(_ value: Any) -> AnyObject {
        func reference<Value>(_ value: Value) -> AnyObject {
            MemoryLayout<Value>.size == MemoryLayout<AnyObject>.size && Value.self is AnyClass
                ? unsafeBitCast(value, to: AnyObject.self) : value as AnyObject
        }
        return _openExistential(value, do: reference)
    }

    private func attach(_ value: Any, key: String, token: String, to node: ViewNode) throws(SimulatedCrash) {
        let kind = kind(of: value)
        if case .retained = kind, let retained = value as? any RetainedProperty {
            retained.attach(storage: &node.storage, key: key)
        } else if case .value = kind {
            return
        } else if case .object = kind {
            objects.register(Self.object(value))
        } else if case .property(let type) = kind {
            if !node.propertyTokens.contains(token) { node.propertyTokens.append(token) }
            try Self.attach(value, as: type, to: PropertySlot(graph: self, node: node, key: key, token: token))
        } else if var custom = value as? any DynamicProperty {
            for child in Mirror(reflecting: value).children {
                try attach(child.value, key: key + "." + (child.label ?? "?"), token: token, to: node)
            }
            // As SwiftUI does before the body runs; on a copy, so only effects through
            // references (its own wrappers, objects) last.
            custom.update()
        } else {
            if Mirror(reflecting: value).displayStyle == .class { objects.register(value as AnyObject) }
        }
    }

    /// Attaches `value`, a `Property`: a cast to its own type, which compares two types.
    private static func attach<Property: GraphProperty>(_ value: Any, as type: Property.Type,
                                                        to slot: PropertySlot) throws(SimulatedCrash) {
        try (value as! Property).attach(to: slot)
    }

    // MARK: Reconciliation

    private func makeNode(identityKey: String, typeName: String, path: String, parent: ViewNode?,
                          index: Int, view: any View, modifications: [EnvironmentModification],
                          environment: EnvironmentValues, comparison: ChildComparison) -> ViewNode {
        nextSerial += 1
        structureChanged = true
        let node = ViewNode(serial: nextSerial, identityKey: identityKey, typeName: typeName, path: path,
                            parent: parent, indexInParent: index, view: view, modifications: modifications,
                            environment: environment, comparison: comparison)
        do {
            try attachProperties(of: node)
        } catch {
            fail(error)
        }
        if node.isAlive {
            viewChangeLog?.touch(node)
            node.causes = sharedCauses.initialCauses(dynamic: node.hasDynamicProperties, tokens: node.propertyTokens)
            enqueue(node)
        }
        return node
    }

    private func reconcileChildren(of parent: ViewNode, with descriptions: [ChildDescription],
                                   identicalChildren: OutputFingerprint.IdenticalChildren) {
        let old = parent.children
        if old.isEmpty && descriptions.isEmpty { return }
        if !old.isEmpty, old.count == descriptions.count, Self.sameIdentities(old, descriptions),
           hasDistinctChildKeys(parent) {
            // The same identities in the same order, as on most re-runs: every child keeps
            // its node, found by position instead of by identity.
            for index in old.indices {
                let existing = old[index]
                if existing.move(to: index) { moves &+= 1 }
                existing.lifecycleSlot = descriptions[index].lifecycleSlot
                existing.hasTransition = descriptions[index].hasTransition
                existing.insidePreferenceReader = descriptions[index].insidePreferenceReader
                // Worked out before the call: an argument evaluated after the description
                // would have it copied.
                let knownIdentical = identicalChildren.contains(index), knownType = identicalChildren.type(at: index)
                reconcile(existing, with: descriptions[index], knownIdentical: knownIdentical, knownType: knownType)
                // Handed no modification, a child that holds its parent's entries is handed
                // the same (`updateEnvironment` would find no key changed): not made again.
                if descriptions[index].modifications.isEmpty && existing.environment.sharesEntries(with: parent.environment) {
                    continue
                }
                updateEnvironment(of: existing, to: parent.environment.applying(descriptions[index].modifications))
            }
            return
        }
        // The last body's children by identity (a repeated identity names its last view).
        var previous: [String: ViewNode] = [:]
        for child in old { previous[child.identityKey] = child }
        var children: [ViewNode] = []
        // The paths taken, needed only when a child is new: made then, not on every re-run.
        var usedPaths: Set<String>?
        for (index, description) in descriptions.enumerated() {
            let environment = parent.environment.applying(description.modifications)
            if !previous.isEmpty, let existing = previous.removeValue(forKey: description.identityKey) {
                if existing.move(to: index) { moves &+= 1 }
                existing.lifecycleSlot = description.lifecycleSlot
                existing.hasTransition = description.hasTransition
                existing.insidePreferenceReader = description.insidePreferenceReader
                reconcile(existing, with: description)
                updateEnvironment(of: existing, to: environment)
                children.append(existing)
            } else {
                if parent.depth >= Self.depthLimit {
                    fail(SimulatedCrash(message: "\(parent.path.split(separator: "/").prefix(3).joined(separator: "/"))/…: "
                        + "the views nest more than \(Self.depthLimit) deep (a body that contains its own type without "
                        + "end?); SwiftUI would overflow its stack here."))
                    return
                }
                let base = description.path(under: parent.path)
                if usedPaths == nil {
                    var paths = Set(Dictionary(old.map { ($0.identityKey, $0.path) }, uniquingKeysWith: { $1 }).values)
                    // Room for every child's path: grown one by one, the set hashed each path
                    // again at each doubling (a first render's list, ~0.5k instructions a row).
                    paths.reserveCapacity(paths.count + descriptions.count - index)
                    usedPaths = paths
                }
                var path = base
                var ordinal = 1
                // Taken already: the next ordinal (one hash a path, not two).
                while !usedPaths!.insert(path).inserted {
                    ordinal += 1
                    path = base + "#\(ordinal)"
                }
                let node = makeNode(identityKey: description.identityKey, typeName: description.typeName,
                                    path: path, parent: parent, index: index, view: description.view,
                                    modifications: description.modifications, environment: environment,
                                    comparison: description.comparison)
                node.lifecycleSlot = description.lifecycleSlot
                node.hasTransition = description.hasTransition
                node.insidePreferenceReader = description.insidePreferenceReader
                children.append(node)
            }
        }
        for gone in previous.values.sorted(by: { $0.indexInParent < $1.indexInParent }) {
            destroy(gone)
        }
        parent.children = children
        parent.childKeysAreDistinct = nil
    }

    /// Whether each node has the identity of the description at its position (a loop, not
    /// `allSatisfy`, whose closure checks the main actor on every call).
    private static func sameIdentities(_ nodes: [ViewNode], _ descriptions: [ChildDescription]) -> Bool {
        for index in nodes.indices where nodes[index].identityKey != descriptions[index].identityKey { return false }
        return true
    }

    /// Whether no two children of `parent` share an identity, worked out once per list of
    /// children (when its body re-runs with the same identities), not on every re-run.
    private func hasDistinctChildKeys(_ parent: ViewNode) -> Bool {
        if let known = parent.childKeysAreDistinct { return known }
        var seen = Set<String>(minimumCapacity: parent.children.count)
        let distinct = parent.children.allSatisfy { seen.insert($0.identityKey).inserted }
        parent.childKeysAreDistinct = distinct
        return distinct
    }

    /// Compares the view value the parent just produced with the one the child holds.
    /// `knownIdentical`: the two are known to hold the same bytes (of a type with a table),
    /// and `knownType`, when given, is their type: the node's view is then read only if a
    /// cache of the last type asked does not answer (~0.15k instructions a list's row).
    private func reconcile(_ node: ViewNode, with description: ChildDescription, knownIdentical: Bool = false,
                          knownType: ObjectIdentifier? = nil) {
        let oldType = knownType ?? ObjectIdentifier(type(of: node.view))
        let table = StoredFieldTable.known(type: oldType) ?? StoredFieldTable.of(view: node.view, type: oldType)
        let identical = knownIdentical || table != nil && StoredFieldTable.identical(node.view, description.view)
        var causes: [InvalidationCause] = []
        switch description.comparison {
        case .equatable(let isEqual):
            if !isEqual(node.view, description.view) {
                causes.append(InvalidationCause(token: .viewValue, detail: .equalityReturnedFalse))
            }
        case .fieldwise:
            // The bytes it holds, of a type whose every field equals itself: no field differs.
            if !(identical && table!.identicalValuesCompareEqual) {
                causes = FieldComparison.differences(from: node.view, to: description.view, names: objects)
            }
        }
        // The same bytes as the value the node holds, attached already, with only wrappers
        // whose attaching is idempotent: attaching again would change nothing.
        let attachedAlready = identical && node.propertiesAttached && table!.attachesIdempotently
            && !(Self.hostsProperties(type: oldType) ?? Self.hostsProperties(node.view, type: oldType))
        // The same bytes are the same value, its references included: kept as it is.
        if !identical { node.view = description.view }
        node.modifications = description.modifications
        node.comparison = description.comparison
        if !attachedAlready {
            viewChangeLog?.touch(node)
            do {
                try attachProperties(of: node)
            } catch {
                fail(error)
                return
            }
        }
        for cause in causes { invalidate(node, cause) }
        // A scroll compares no row: the rows that stay were not handed anything new.
        if !node.isQueued && !isScrolling {
            let reason: TraceDetail = switch description.comparison {
            case .equatable: .equatableSaysUnchanged
            case .fieldwise: .inputsUnchanged
            }
            recorder.recordSkip(of: node, reason: reason)
        }
    }

    /// Hands a view its new environment; views that read a changed entry are invalid.
    private func updateEnvironment(of node: ViewNode, to environment: EnvironmentValues) {
        let changed = node.environment.changedKeys(comparedTo: environment)
        guard !changed.isEmpty else { return }
        viewChangeLog?.touch(node)
        let old = node.environment
        node.environment = environment
        node.propertiesAttached = false
        for read in node.environmentReads where read.keys.contains(where: changed.contains) {
            let names = read.keys.filter(changed.contains).compactMap { (environment.entry($0) ?? old.entry($0))?.name }
            invalidate(node, InvalidationCause(token: .property(read.label),
                                               detail: .environmentChanged(names)))
        }
        for child in node.children {
            updateEnvironment(of: child, to: environment.applying(child.modifications))
        }
    }

    private func destroy(_ node: ViewNode) {
        structureChanged = true
        for gone in node.subtree() {
            gone.lifecycle?.end(of: gone, in: self, withTransition: node.hasTransition)
            gone.isAlive = false
            controlIndex.remove(gone)
            gone.trackingGeneration += 1
            gone.trackingRegistration?.cancel()
            for location in gone.stateReads.values { location.removeReader(gone) }
            gone.stateReads = [:]
            for entry in gone.storage.entries {
                if let held = entry.storage as? HeldObjectStorage { publishers.cancel(held) }
            }
            let held = gone.storage.entries.compactMap { entry -> TraceDetail.HeldValue? in
                guard entry.isListed,
                      let described = (entry.storage as? DescribableStorage)?.storageDescription(names: objects)
                else { return nil }
                return TraceDetail.HeldValue(property: entry.key, value: described)
            }
            recorder.record(TraceEvent(kind: .storageDestroyed, view: gone.path, detail: held.isEmpty ? nil : .storageHeld(held)))
        }
    }

    // MARK: Value storage

    /// Called by a location's getter: inside a body, the evaluating view becomes a reader.
    func registerRead(of location: StorageLocationBase, token: String) {
        guard readsSuspended == 0, let node = evaluatingNode else { return }
        location.readers[ObjectIdentifier(node)] = StorageLocationBase.Reader(node: node, token: token)
        node.stateReads[ObjectIdentifier(location)] = location
    }

    /// Records a read made during a body as a read by `node` (a `@State` read through
    /// its property, which the owner depends on whichever body made it).
    func registerRead(of location: StorageLocationBase, token: String, by node: ViewNode) {
        guard readsSuspended == 0, evaluatingNode != nil else { return }
        location.readers[ObjectIdentifier(node)] = StorageLocationBase.Reader(node: node, token: token)
        node.stateReads[ObjectIdentifier(location)] = location
    }

    /// What the controls of `list` that show a value show now (a text alone shows none).
    func shownValues(of list: RenderList) -> [String] {
        guard case .items(let items) = list else { return [] }
        return shownValues(of: items)
    }

    /// What the controls among `items` that show a value show now, read without
    /// registering reads; empty when there is none.
    func shownValues(of items: [RenderItem]) -> [String] {
        guard RenderItem.holdControl(items) else { return [] }
        var values: [String] = []
        func collect(_ items: [RenderItem]) {
            for item in items {
                switch item {
                case .control(let control):
                    if let value = control.currentValue { values.append(withoutTracking { value() }) }
                case .container(_, let inner): collect(inner)
                case .text, .image, .child: break
                }
            }
        }
        collect(items)
        return values
    }

    /// Runs `body` without registering reads (the lab drawing the screen).
    package func withoutTracking<T>(_ body: () -> T) -> T {
        readsSuspended += 1
        defer { readsSuspended -= 1 }
        return body()
    }

    func storageWritten(_ location: StorageLocationBase, from old: Any, to new: Any, changed: Bool) {
        if evaluatingNode != nil, changed {
            recorder.record(TraceEvent(kind: .warning,
                                       detail: .swiftUIMessage("Modifying state during view update, this will cause undefined behavior.")))
        }
        let oldMirror = Mirror(reflecting: old)
        let wasUnset = oldMirror.displayStyle == .optional && oldMirror.children.isEmpty
        let oldText = (wasUnset ? location.describeUnset?() : nil) ?? .value(ValueDescription.describe(old, names: objects))
        let newText = ValueDescription.describe(new, names: objects)
        recorder.record(TraceEvent(
            kind: .stateWrite, property: location.name,
            detail: changed ? .valueChanged(from: oldText, to: newText) : .writtenAgain(newText),
            valueChanged: changed))
        guard changed else { return }
        var readers: [(node: ViewNode, token: String)] = []
        for reader in location.readers.values { if let node = reader.node { readers.append((node, reader.token)) } }
        readers.sort { $0.node.precedes($1.node) }
        for reader in readers {
            invalidate(reader.node, InvalidationCause(token: .property(reader.token),
                                                      detail: .storedValueChanged(location: location.name, from: oldText,
                                                                                  to: newText)))
        }
    }

    // MARK: Observation callbacks

    func trackedWillSet(_ node: ViewNode, generation: Int, keyPath: AnyKeyPath?) {
        guard node.isAlive, node.trackingGeneration == generation else { return }
        mutations.willSet(node, keyPath: keyPath)
    }

    func trackedDidSet(_ node: ViewNode, generation: Int, keyPath: AnyKeyPath?) {
        guard node.isAlive, node.trackingGeneration == generation else { return }
        mutations.didSet(node, keyPath: keyPath)
    }

    var isEvaluatingBody: Bool { evaluatingNode != nil }
    /// Views waiting for the flush.
    var queuedCount: Int { queue.count }

    /// The live views whose own output shows a control labelled `label` (any case).
    package func nodesShowingControl(labelled label: String) -> [ViewNode] { controlIndex.nodes(showing: label) }

    /// The controls in `node`'s own output, from the index (no walk over its render).
    package func ownControls(of node: ViewNode) -> [Control] { controlIndex.ownControls(of: node) }

    /// The live views whose own output shows a control with a value, in no order.
    package var nodesShowingValues: [ViewNode] { controlIndex.nodesShowingValues }
}

/// Storage that can say what it holds when its identity is destroyed.
@MainActor
protocol DescribableStorage: AnyObject {
    func storageDescription(names: ObjectRegistry) -> String
}

/// Why a view must run its body again, one `_printChanges` token with what lies behind it.
struct InvalidationCause: Equatable {
    enum Token: Equatable {
        case viewValue           // @self
        case identity            // @identity
        case property(String)    // _count, _model
        case dependencies        // @dependencies

        var text: String {
            switch self {
            case .viewValue: "@self"
            case .identity: "@identity"
            case .property(let label): label
            case .dependencies: "@dependencies"
            }
        }
    }
    let token: Token
    let detail: TraceDetail?
}

/// A view in the graph: one identity with its storage, subscriptions, dependencies
/// and the output of its last body evaluation.
///
/// A tree holds one node per view, so what a node keeps is kept a hundred thousand
/// times in a large list: state most views never have (dynamic properties, lifecycle
/// modifiers, reads of `@State` and the environment) lives in `extras`, made on first
/// use, and nothing is kept that can be worked out again when it is asked for.
@MainActor
package final class ViewNode {
    // Stored in this order, a node takes 216 bytes, where it took 272: the references and
    // values first, then the numbers in 32 bits each (none comes near 2^31: serials,
    // depths, positions, body counts and passes), then its render (17 bytes: one text kept
    // in place) and the one-byte flags in the bytes after it. What most views never have
    // (a fingerprint, shown values, a sentinel, a view's own `==`) lives in `extras`.
    // Each number is read and written through an `Int` of the same name.

    let identityKey: String
    /// The display path, fixed when the identity is created (`ContentView/OrderList`).
    package let path: String
    /// The `_printChanges` lines of this view's type name, which hold the name.
    let printChangesLines: PrintChangesLines
    weak var parent: ViewNode?
    /// The same parent, for ordering live nodes without a weak load per step: a live
    /// node's ancestors are live and held by the tree. Never followed from a dead node.
    private let orderParentReference: Unmanaged<ViewNode>?

    // Read on every update and only ever assigned whole, as the fields below: unchecked.
    @exclusivity(unchecked) package var view: any View
    var modifications: [EnvironmentModification]
    @exclusivity(unchecked) package var environment: EnvironmentValues

    @exclusivity(unchecked) package var children: [ViewNode] = []

    // The fields every update reads and writes are marked `@exclusivity(unchecked)`: each
    // is only ever read or assigned whole (never passed `inout` across a call), so the
    // run-time check (about 60 instructions an access) could never fire.
    @exclusivity(unchecked) var causes: [InvalidationCause] = []
    /// The Observation registration of the last evaluation: what the body read.
    @exclusivity(unchecked) package var trackingRegistration: TrackingRegistration?

    /// What only some views have, made the first time one is set. Read (about seven times
    /// an update) or assigned whole, never mutated in place: unchecked.
    @exclusivity(unchecked) private var extras: Extras?

    private let storedSerial: Int32
    private let storedDepth: Int32
    @exclusivity(unchecked) private var storedIndexInParent: Int32
    @exclusivity(unchecked) private var storedEvaluationCount: Int32 = 0
    @exclusivity(unchecked) private var storedLastPass: Int32 = 0
    @exclusivity(unchecked) private var storedTrackingGeneration: Int32 = 0
    /// The bodies run in the step in progress (`TraceRecorder.countEvaluation`), and the
    /// view's position in the last table of live views it was listed in (-1: none), where
    /// the step's end counts them.
    @exclusivity(unchecked) var stepRuns: Int32 = 0
    @exclusivity(unchecked) var tablePosition: Int32 = -1

    /// What the last body showed at its top level.
    @exclusivity(unchecked) package var render = RenderList.empty

    @exclusivity(unchecked) var isQueued = false
    @exclusivity(unchecked) var isAlive = true
    /// Whether no two of `children` share an identity key; nil until asked.
    var childKeysAreDistinct: Bool?
    /// Whether the control index lists this view (its last body showed a control).
    var hasIndexedControls = false
    /// The current view value's dynamic properties are connected to the environment the
    /// node has now; evaluation connects them again only when this is false.
    @exclusivity(unchecked) var propertiesAttached = false
    /// What the next body's tracking expects of it (`trackingExpectsNoReads`,
    /// `trackingHasReadAfterExpectingNothing`: the two never hold together).
    private var trackingExpectation = TrackingExpectation.usual
    var trackingSentinelSlot: UInt8 = 0

    private enum TrackingExpectation: UInt8 {
        case usual, noReads, readsAlways
    }

    /// The last registration whose list was read held nothing but the sentinel: the next
    /// body runs without the sentinel, and with a check of whether it read anything
    /// (`AccessTracking.evaluate`).
    var trackingExpectsNoReads: Bool {
        get { trackingExpectation == .noReads }
        set { setTrackingExpectation(.noReads, holds: newValue) }
    }

    /// Once a body read something when nothing was expected, the sentinel is read always.
    var trackingHasReadAfterExpectingNothing: Bool {
        get { trackingExpectation == .readsAlways }
        set { setTrackingExpectation(.readsAlways, holds: newValue) }
    }

    private func setTrackingExpectation(_ expectation: TrackingExpectation, holds: Bool) {
        if holds {
            trackingExpectation = expectation
        } else if trackingExpectation == expectation {
            trackingExpectation = .usual
        }
    }

    var serial: Int { Int(storedSerial) }
    package var typeName: String { printChangesLines.typeName }
    private var orderParent: ViewNode? { orderParentReference?.takeUnretainedValue() }
    var depth: Int { Int(storedDepth) }
    /// Where the node stands among its parent's children; changed through `move(to:)`.
    private(set) var indexInParent: Int {
        get { Int(storedIndexInParent) }
        set { storedIndexInParent = Int32(newValue) }
    }
    /// How the parent compares this view's values: field by field unless `.equatable()`.
    var comparison: ChildComparison {
        get { extras?.rare?.comparison ?? .fieldwise }
        set {
            if case .fieldwise = newValue, extras?.rare == nil { return }
            madeRare.comparison = newValue
        }
    }
    package var evaluationCount: Int {
        get { Int(storedEvaluationCount) }
        set { storedEvaluationCount = Int32(newValue) }
    }
    /// The update pass that last ran this body (`ViewGraph.passSerial`).
    var lastPass: Int {
        get { Int(storedLastPass) }
        set { storedLastPass = Int32(truncatingIfNeeded: newValue) }
    }
    /// What the controls of the last output that show a value (a toggle, a text field)
    /// showed when the body ran; empty when it has none.
    var shownValues: [String] {
        get { extras?.rare?.shownValues ?? [] }
        set {
            if newValue.isEmpty, extras?.rare == nil { return }
            madeRare.shownValues = newValue
        }
    }
    /// The last output's fingerprint, kept from the second evaluation on.
    var fingerprint: OutputFingerprint? {
        get { extras?.fingerprint }
        set {
            if newValue == nil, extras == nil { return }
            madeExtras.fingerprint = newValue
        }
    }
    /// Bumped on each evaluation: tracking registrations of older evaluations are stale.
    var trackingGeneration: Int {
        get { Int(storedTrackingGeneration) }
        set { storedTrackingGeneration = Int32(truncatingIfNeeded: newValue) }
    }
    /// The `TrackingSentinel` this view's bodies read, given at its first body, and its
    /// slot in it (`trackingSentinelShare(in:)`).
    var trackingSentinel: TrackingSentinel? {
        get { extras?.rare?.trackingSentinel }
        set {
            if newValue == nil, extras?.rare == nil { return }
            madeRare.trackingSentinel = newValue
        }
    }

    // What a view with a dynamic property or a second body has: 72 bytes (an 80-byte
    // chunk; 120 with the fields now in `Rare`, which every `@ObservedObject` row paid).
    private final class Extras {
        /// 24 bytes, with a single entry inline (where an array of one was 8 and its own 64).
        var storage = PropertyStorage()
        var propertyTokens: [String] = []
        var stateReads: [ObjectIdentifier: StorageLocationBase] = [:]
        /// Kept from a view's second body on: an old row that re-ran has one.
        var fingerprint: OutputFingerprint?
        /// What even views with extras seldom have.
        var rare: Rare?
    }

    private final class Rare {
        var comparison: ChildComparison = .fieldwise
        var shownValues: [String] = []
        var trackingSentinel: TrackingSentinel?
        var environmentReads: [(label: String, keys: [EnvironmentEntryKey])] = []
        var appearedActionKeys: Set<String> = []
        var lifecycle: ViewLifecycle?
        var lifecycleSlot = 0
        var hasTransition = false
        var insidePreferenceReader = false
        var preferenceTree: PreferenceTree?
        var preferenceReaders: PreferenceReaders?
        var lazyContent: LazyContent?
    }

    private var madeRare: Rare {
        if let rare = extras?.rare { return rare }
        let made = Rare()
        madeExtras.rare = made
        return made
    }

    private var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    /// Persistent storage of the dynamic properties, by property key, in creation order.
    var storage: PropertyStorage {
        get { extras?.storage ?? PropertyStorage() }
        _modify { yield &madeExtras.storage }
    }

    /// Whether the view holds a dynamic property (one the trace names, or storage the
    /// graph keeps for it): only then does a new identity print `@identity`.
    var hasDynamicProperties: Bool {
        guard let extras else { return false }
        return !extras.propertyTokens.isEmpty || !extras.storage.entries.isEmpty
    }

    /// The `_printChanges` tokens of the dynamic properties, in declaration order.
    var propertyTokens: [String] {
        get { extras?.propertyTokens ?? [] }
        _modify { yield &madeExtras.propertyTokens }
    }

    /// Value locations whose reader lists name this view.
    package var stateReads: [ObjectIdentifier: StorageLocationBase] {
        get { extras?.stateReads ?? [:] }
        set {
            if extras == nil && newValue.isEmpty { return }
            madeExtras.stateReads = newValue
        }
        _modify { yield &madeExtras.stateReads }
    }

    package var environmentReads: [(label: String, keys: [EnvironmentEntryKey])] {
        get { extras?.rare?.environmentReads ?? [] }
        _modify { yield &madeRare.environmentReads }
    }

    var appearedActionKeys: Set<String> {
        get { extras?.rare?.appearedActionKeys ?? [] }
        _modify { yield &madeRare.appearedActionKeys }
    }

    /// How many lifecycle actions the parent's body had registered when its walk reached
    /// this view (`ChildDescription.lifecycleSlot`); kept only when not 0.
    var lifecycleSlot: Int {
        get { extras?.rare?.lifecycleSlot ?? 0 }
        set {
            if extras?.rare == nil && newValue == 0 { return }
            madeRare.lifecycleSlot = newValue
        }
    }

    /// Whether the parent's body put a `.transition` around this view; kept only when set.
    var hasTransition: Bool {
        get { extras?.rare?.hasTransition ?? false }
        set {
            if extras?.rare == nil && !newValue { return }
            madeRare.hasTransition = newValue
        }
    }

    /// Whether an `onPreferenceChange` above this view may read what it produces.
    var insidePreferenceReader: Bool {
        get { extras?.rare?.insidePreferenceReader ?? false }
        set {
            if extras?.rare == nil && !newValue { return }
            madeRare.insidePreferenceReader = newValue
        }
    }

    /// What the last body pass produced for preference keys; nil when nothing.
    var preferenceTree: PreferenceTree? {
        get { extras?.rare?.preferenceTree }
        set {
            if extras?.rare == nil && newValue == nil { return }
            madeRare.preferenceTree = newValue
        }
    }

    /// The body's `onPreferenceChange` modifiers and what they saw, made on first use.
    /// The lazy containers of the last body's output, and where each is scrolled to.
    var lazyContent: LazyContent? {
        get { extras?.rare?.lazyContent }
        set { if newValue != nil || extras?.rare != nil { madeRare.lazyContent = newValue } }
    }

    var preferenceReaders: PreferenceReaders? { extras?.rare?.preferenceReaders }
    var preferenceReadersState: PreferenceReaders {
        if let readers = extras?.rare?.preferenceReaders { return readers }
        let made = PreferenceReaders()
        madeRare.preferenceReaders = made
        return made
    }

    /// What the body's lifecycle modifiers hold between updates, made on first use.
    var lifecycle: ViewLifecycle? { extras?.rare?.lifecycle }
    var lifecycleState: ViewLifecycle {
        if let lifecycle = extras?.rare?.lifecycle { return lifecycle }
        let made = ViewLifecycle()
        madeRare.lifecycle = made
        return made
    }

    /// The subscriptions to `objectWillChange` this view holds, by property key: the ones
    /// its object storage keeps.
    package var publisherSubscriptions: [String: PublisherSubscription] {
        var found: [String: PublisherSubscription] = [:]
        for entry in storage.entries {
            if let held = entry.storage as? HeldObjectStorage, held.isSubscribed { found[entry.key] = held }
        }
        return found
    }

    /// The values this view holds, from which its observed objects are reachable: its
    /// plain fields and what its dynamic properties give the body, in declaration order.
    /// Worked out when asked (the first time a change names an object the graph has not
    /// met yet), not kept for every view.
    var observationRoots: [Any] {
        let owner = ViewGraph.propertyOwner(of: view)
        var roots: [Any] = []
        func collect(_ value: Any) {
            if value is any RetainedProperty { return }
            if let property = value as? any GraphProperty {
                roots.append(contentsOf: property.observationRoots)
            } else if value is any DynamicProperty {
                for child in Mirror(reflecting: value).children { collect(child.value) }
            } else {
                roots.append(value)
            }
        }
        if let table = StoredFieldTable.of(owner) {
            for (field, value) in zip(table.fields, table.values(of: owner)) {
                guard let value else { continue }
                if field.role == .plain { roots.append(value) } else { collect(value) }
            }
        } else {
            for child in Mirror(reflecting: owner).children where child.label != nil { collect(child.value) }
        }
        return roots
    }

    init(serial: Int, identityKey: String, typeName: String, path: String, parent: ViewNode?,
         indexInParent: Int, view: any View, modifications: [EnvironmentModification],
         environment: EnvironmentValues, comparison: ChildComparison) {
        storedSerial = Int32(serial)
        self.identityKey = identityKey
        printChangesLines = PrintChangesLines.of(typeName: typeName, view: view)
        self.path = path
        self.parent = parent
        // Not `parent.map { … }`: a closure made here checks the main actor's executor (0.2k a view).
        if let parent { orderParentReference = Unmanaged.passUnretained(parent) } else { orderParentReference = nil }
        storedDepth = Int32((parent?.depth ?? -1) + 1)
        storedIndexInParent = Int32(indexInParent)
        self.view = view
        self.modifications = modifications
        self.environment = environment
        if case .equatable = comparison { madeRare.comparison = comparison }
    }

    // The view's Observation registration holds it unowned, so the view cancels it as it
    // goes. Isolated: a view let go of off the main actor is torn down on it, never beside
    // one of Observation's callbacks (docs/rules/tracking-registrations.md, rule 5).
    isolated deinit {
        trackingRegistration?.cancelForGoneView(sentinel: trackingSentinel)
    }

    /// Puts the node at `index` among its parent's children; whether it moved.
    func move(to index: Int) -> Bool {
        guard index != indexInParent else { return false }
        indexInParent = index
        return true
    }

    /// The short name: the last component of the path.
    package var name: String { ViewPath.lastComponent(of: path) }

    /// The line SwiftUI's `Self._printChanges()` prints for the pending causes. Views of
    /// one type print the same few lines, so each line is made once and shared.
    var printChangesLine: String {
        if causes.count == 1 { return printChangesLines.line(causes[0].token) }
        return printChangesLines.line(orderedTokenValues)
    }

    var orderedTokens: [String] { orderedTokenValues.map(\.text) }

    private var orderedTokenValues: [InvalidationCause.Token] {
        // Usually one or two causes: a linear scan beats hashing. (Two tokens print the
        // same text exactly when they are equal: a property's label never starts with @.)
        var unique: [InvalidationCause.Token] = []
        unique.reserveCapacity(causes.count)
        for cause in causes where !unique.contains(cause.token) {
            unique.append(cause.token)
        }
        if unique.count < 2 { return unique }
        let tokens = propertyTokens
        func rank(_ token: InvalidationCause.Token) -> Int {
            switch token {
            case .viewValue: -2
            case .identity: -1
            case .property(let label): tokens.firstIndex(of: label) ?? 1_000
            case .dependencies: 10_000
            }
        }
        // Already in order, the common case (a new view's causes): no sort. (A loop, not
        // `allSatisfy`, whose closure checks the main actor on every call.)
        var inOrder = true
        for index in 1..<unique.count where rank(unique[index - 1]) > rank(unique[index]) {
            inOrder = false
            break
        }
        if inOrder { return unique }
        return unique.sorted { rank($0) < rank($1) }
    }

    /// Tree order: parents before children, siblings in output order. O(depth).
    /// Dead nodes (waiting in a queue to be skipped) come first, by serial.
    func precedes(_ other: ViewNode) -> Bool {
        if self === other { return false }
        guard isAlive && other.isAlive else {
            return isAlive == other.isAlive ? serial < other.serial : !isAlive
        }
        // Siblings, the common case (the rows of a list): no walk up the tree.
        // (Compared by address: no retain and release of the parent.)
        if depth == other.depth, let parent = orderParentReference, let otherParent = other.orderParentReference,
           parent.toOpaque() == otherParent.toOpaque() {
            return indexInParent < other.indexInParent
        }
        var lhs: ViewNode = self, rhs: ViewNode = other
        while lhs.depth > rhs.depth {
            guard let up = lhs.orderParent else { break }
            if up === rhs { return false }
            lhs = up
        }
        while rhs.depth > lhs.depth {
            guard let up = rhs.orderParent else { break }
            if up === lhs { return true }
            rhs = up
        }
        while let lp = lhs.orderParent, let rp = rhs.orderParent, lp !== rp {
            lhs = lp
            rhs = rp
        }
        return lhs.indexInParent < rhs.indexInParent
    }

    /// The positions of `nodes` in tree order; equal nodes keep their order (a stable
    /// merge sort). Each node's place is worked out once, as the indices from the root
    /// down (dead nodes first, by serial, as `precedes` orders them), and the sort compares
    /// those: a publisher notifies its holders in no particular order, and comparing nodes
    /// themselves would walk up the tree on every comparison. Sorting here, not with
    /// `sorted(by:)`, keeps every comparison free of an isolation check per call.
    static func treeOrder(of nodes: [ViewNode]) -> [Int] {
        var order = Array(nodes.indices)
        guard nodes.count > 1 else { return order }
        // Already in order, the common case (holders notified as they subscribed): no sort.
        // (A loop, not `allSatisfy`, whose closure checks the main actor on every call.)
        var inOrder = true
        for index in 1..<nodes.count where nodes[index].precedes(nodes[index - 1]) {
            inOrder = false
            break
        }
        if inOrder { return order }
        // Every node's place in one buffer: node `i`'s is `places[starts[i] ..< starts[i + 1]]`.
        var places: [Int] = []
        var starts: [Int] = []
        starts.reserveCapacity(nodes.count + 1)
        for node in nodes {
            starts.append(places.count)
            node.appendPlace(to: &places)
        }
        starts.append(places.count)
        var buffer = order
        places.withUnsafeBufferPointer { places in
            starts.withUnsafeBufferPointer { starts in
                var width = 1
                while width < order.count {
                    var start = 0
                    while start < order.count {
                        let middle = min(start + width, order.count), end = min(start + 2 * width, order.count)
                        var left = start, right = middle, out = start
                        while left < middle && right < end {
                            // Take from the right only when it strictly precedes: stable.
                            if Self.place(order[right], precedes: order[left], places: places, starts: starts) {
                                buffer[out] = order[right]
                                right += 1
                            } else {
                                buffer[out] = order[left]
                                left += 1
                            }
                            out += 1
                        }
                        while left < middle { buffer[out] = order[left]; left += 1; out += 1 }
                        while right < end { buffer[out] = order[right]; right += 1; out += 1 }
                        start = end
                    }
                    swap(&order, &buffer)
                    width *= 2
                }
            }
        }
        return order
    }

    /// Appends where the node stands for `treeOrder`: a dead node `[-1, serial]`, a live
    /// one the index of each node from the root down to it.
    private func appendPlace(to places: inout [Int]) {
        guard isAlive else {
            places.append(-1)
            places.append(serial)
            return
        }
        let base = places.count
        places.append(contentsOf: repeatElement(0, count: depth + 1))
        // Up through `orderParent` without retaining each ancestor: a live node's are held.
        unowned(unsafe) var current: ViewNode = self
        var level = depth
        while level >= 0 {
            places[base + level] = current.indexInParent
            guard let up = current.orderParent else { break }
            current = up
            level -= 1
        }
    }

    /// Lexicographic, an ancestor (a prefix) first: the order `precedes` defines.
    private nonisolated static func place(_ lhs: Int, precedes rhs: Int, places: UnsafeBufferPointer<Int>,
                                          starts: UnsafeBufferPointer<Int>) -> Bool {
        var left = starts[lhs], right = starts[rhs]
        let leftEnd = starts[lhs + 1], rightEnd = starts[rhs + 1]
        while left < leftEnd && right < rightEnd {
            if places[left] != places[right] { return places[left] < places[right] }
            left += 1
            right += 1
        }
        return leftEnd - starts[lhs] < rightEnd - starts[rhs]
    }

    /// This view and its descendants, in tree order.
    package func subtree() -> [ViewNode] {
        var result: [ViewNode] = []
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

/// Invalid views waiting for the flush, handed out in tree order.
///
/// A change usually invalidates views in tree order already (the rows of a list, one
/// after another, or the holders of an object, sorted): those wait in a run that is
/// handed out from its front without comparisons. A view that arrives out of order
/// waits in a heap; `pop` takes the earlier of the two fronts.
@MainActor
struct InvalidationQueue {
    private var run: [ViewNode] = []
    private var runStart = 0
    private var heap: [ViewNode] = []

    var isEmpty: Bool { runStart == run.count && heap.isEmpty }
    var count: Int { run.count - runStart + heap.count }

    mutating func push(_ node: ViewNode) {
        if runStart == run.count, runStart > 0 { clearRun() }
        if let last = run.last, runStart < run.count, !last.precedes(node) {
            pushHeap(node)
        } else {
            run.append(node)
        }
    }

    mutating func pop() -> ViewNode? {
        guard runStart < run.count else { return popHeap() }
        if !heap.isEmpty, heap[0].precedes(run[runStart]) { return popHeap() }
        let first = run[runStart]
        runStart += 1
        if runStart == run.count { clearRun() }
        return first
    }

    /// Empties the run, keeping its buffer unless a large flush (a first render of a big
    /// tree) grew it: that one would otherwise stay allocated for the rest of the session.
    private mutating func clearRun() {
        run.removeAll(keepingCapacity: run.capacity <= Self.keptCapacity)
        runStart = 0
    }

    private static let keptCapacity = 1_024

    private mutating func pushHeap(_ node: ViewNode) {
        heap.append(node)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func popHeap() -> ViewNode? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < heap.count, heap[left].precedes(heap[best]) { best = left }
            if right < heap.count, heap[right].precedes(heap[best]) { best = right }
            if best == parent { break }
            heap.swapAt(parent, best)
            parent = best
        }
        return first
    }
}

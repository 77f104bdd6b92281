// Where ObsLab uses the SPI that SwiftUI itself uses to observe bodies: a registration made
// from a body's access list (`ObservationTracking(list)`, `_installTracking(_:willSet:didSet:)`,
// the list recorded inside Observation's own scope, `ObservationAccessScope`), or, where
// that scope cannot be opened, `withObservationTracking(_:willSet:didSet:)`. Either keeps
// its registration until cancelled and hands each callback an `ObservationTracking` whose
// `changed` is the key path of the property being set (verified on Swift 6.3.1 for Linux).
@_spi(SwiftUI) import Observation

/// One body evaluation's registration with the Observation module: what the body read,
/// and the handle that cancels it when the body runs again. Observation's callbacks come
/// here and go on to the graph, while the evaluation is the view's latest.
@MainActor
package final class TrackingRegistration {
    /// Made by the lab from the body's access list, or, through the sentinel, handed over
    /// by the first callback: a change the body tracked, or the sentinel's.
    fileprivate var tracking: ObservationTracking?
    /// What few registrations have (a sentinel's key, a `didSet` half, reads asked for),
    /// in one box made when one is set.
    private var rare: Rare?
    /// The entries of the access list the lab made the registration from, read in place
    /// once the list's layout is confirmed: a change looks its key path up here without
    /// copying the `ObservationTracking` out and finding the list in it again.
    fileprivate var accessTable: [ObjectIdentifier: EntryTable.Entry]?
    /// Weak: a graph let go of off the main actor is gone before its views' isolated
    /// `deinit`s cancel their registrations, and a callback in between finds `nil` here.
    private weak var graph: ViewGraph?
    /// Unowned, not weak: a weak reference gives every view a side table, and sends each
    /// retain of it down the runtime's slow path (1.7k instructions a body). The view
    /// cancels its registration in its isolated `deinit`, before it goes, and a callback
    /// reaches the view only after finding the registration live and the graph there
    /// (docs/rules/tracking-registrations.md, rule 5).
    private unowned var node: ViewNode?
    // The numbers and flags last, in one word: a registration takes 64 bytes (an 80-byte
    // malloc chunk; 88 and 96 with its rare fields in place), one per view that read
    // something.
    /// The view's `trackingGeneration` when the registration was made or renewed.
    private var storedGeneration: Int32
    /// The body read nothing tracked: nothing was registered and nothing calls back.
    fileprivate(set) var isEmpty = false
    /// Made from the access list, the registration holds a `willSet` observer only, and
    /// installs its `didSet` half at the first change it sees: most bodies never see one
    /// (docs/rules/tracking-registrations.md, rule 8).
    fileprivate var armsDidSetAtFirstChange = false
    private var isCancelled = false
    /// Whether the `didSet` half is installed (read at every change: no box opened).
    private var hasDidSetHalf = false

    // Each field only ever read or assigned whole: no run-time exclusivity check.
    private final class Rare {
        /// The key path of the view's slot of its sentinel, when the body read it (see
        /// `AccessTracking.evaluate`).
        @exclusivity(unchecked) var sentinelKey: TrackingSentinel.Key?
        /// The `didSet` half, once installed (`armsDidSetAtFirstChange`).
        @exclusivity(unchecked) var didSetHalf: ObservationTracking?
        /// `reads`, once asked for.
        @exclusivity(unchecked) var cachedReads: [ObjectIdentifier: Set<AnyKeyPath>]?
    }

    private var madeRare: Rare {
        if let rare { return rare }
        let made = Rare()
        rare = made
        return made
    }

    /// The key path of the view's slot of its sentinel, when the body read it.
    fileprivate var sentinelKey: TrackingSentinel.Key? {
        get { rare?.sentinelKey }
        set {
            if newValue == nil && rare == nil { return }
            madeRare.sentinelKey = newValue
        }
    }

    private var generation: Int {
        get { Int(storedGeneration) }
        set { storedGeneration = Int32(truncatingIfNeeded: newValue) }
    }

    fileprivate init(graph: ViewGraph, node: ViewNode) {
        self.graph = graph
        self.node = node
        storedGeneration = Int32(truncatingIfNeeded: node.trackingGeneration)
    }

    private init() {
        storedGeneration = 0
        isEmpty = true
    }

    /// The registration of every body that read nothing tracked, through Observation's
    /// scope: nothing was registered, so one empty value serves them all.
    fileprivate static let nothingRead = TrackingRegistration()

    fileprivate func willSet(_ tracking: ObservationTracking) {
        // A registration made from a table holds its tracking from the start: no copy of
        // Observation's optional to compare (value witnesses, ~150 instructions).
        if accessTable == nil, self.tracking == nil, !isCancelled { self.tracking = tracking }
        let changed = tracking.changed
        if let changed, changed === sentinelKey || TrackingSentinel.isKey(changed) { return }
        guard !isCancelled, let graph, let node else { return }
        if armsDidSetAtFirstChange, !hasDidSetHalf, node.trackingGeneration == generation {
            armDidSet()
        }
        graph.trackedWillSet(node, generation: generation, keyPath: changed)
    }

    /// Installs the `didSet` observer of the change being announced, before the value is
    /// stored: Observation lists a registrar's `didSet` observers after the store, so it
    /// calls this one for this change, as it would have had it been installed with the
    /// registration. It stays until the registration is cancelled.
    private func armDidSet() {
        guard let tracking, let list = AccessListReader.accessList(of: tracking) else { return }
        let armed = ObservationTracking(list)
        ObservationTracking._installTracking(armed, didSet: AccessTracking.didSetCallback(of: self))
        madeRare.didSetHalf = armed
        hasDidSetHalf = true
    }

    fileprivate func didSet(_ tracking: ObservationTracking) {
        let changed = tracking.changed
        if let changed, changed === sentinelKey || TrackingSentinel.isKey(changed) { return }
        guard !isCancelled, let graph, let node else { return }
        graph.trackedDidSet(node, generation: generation, keyPath: changed)
    }

    /// Whether this registration, made from a list by the lab, can stand for a new run of
    /// the body whose list has the entries `table`: the same properties of the same
    /// objects. Then it is kept, for the view's latest run, instead of cancelled and made
    /// again.
    fileprivate func renew(for table: [ObjectIdentifier: EntryTable.Entry], generation: Int) -> Bool {
        guard !isCancelled, !isEmpty, sentinelKey == nil, let accessTable,
              AccessListReader.table(table, readsTheSameAs: accessTable) else { return false }
        self.generation = generation
        return true
    }

    /// Whether Observation calls this registration after a change as well as before:
    /// from the start, or from its first change (`armsDidSetAtFirstChange`).
    var isDidSetInstalled: Bool {
        !isEmpty && !isCancelled && (!armsDidSetAtFirstChange || hasDidSetHalf)
    }

    /// Whether the lab holds the `ObservationTracking`: made from the list, or handed over
    /// by a callback (a change, or the sentinel announced for this view).
    var isHandedOver: Bool { tracking != nil }

    /// Gets the `ObservationTracking` if no callback has handed it over yet, by changing
    /// the view's key path of the sentinel the body read. Done only when needed (to
    /// cancel, or to read the access list), so a body re-run by a change it tracked never
    /// pays for it.
    private func capture() {
        guard tracking == nil, !isCancelled, let sentinelKey, let sentinel = node?.trackingSentinel else { return }
        sentinel.announceChange(sentinelKey)
    }

    /// Stops the registration of a view that is going away, from its `deinit`: the view
    /// is not touched (an unowned reference to a view being deinitialized traps), and
    /// its sentinel, if it has one, is handed over by the caller.
    func cancelForGoneView(sentinel: TrackingSentinel?) {
        guard !isCancelled, !isEmpty else { return }
        if tracking == nil, let sentinelKey, let sentinel { sentinel.announceChange(sentinelKey) }
        stop()
    }

    /// Stops the registration: later changes no longer call back.
    func cancel() {
        guard !isCancelled, !isEmpty else { return }
        if tracking == nil, sentinelKey != nil {
            capture()
            // The body read nothing but the sentinel: its next run is expected to read
            // nothing too (see `AccessTracking.evaluate`).
            if let tracking, let node, !node.trackingHasReadAfterExpectingNothing,
               AccessListReader.readsOnlySentinel(in: tracking) {
                node.trackingExpectsNoReads = true
            }
        }
        stop()
    }

    private func stop() {
        isCancelled = true
        tracking?.cancel()
        tracking = nil
        if hasDidSetHalf, let half = rare?.didSetHalf {
            half.cancel()
            rare?.didSetHalf = nil
            hasDidSetHalf = false
        }
    }

    /// What the body read: for each object's registrar, the key paths read. Read from
    /// the access list only when asked (`deps`, `inspect`), not on every evaluation.
    package var reads: [ObjectIdentifier: Set<AnyKeyPath>] {
        if let cachedReads = rare?.cachedReads { return cachedReads }
        guard !isEmpty else { return [:] }
        capture()
        guard let tracking else { return [:] }
        let reads = Self.withoutSentinel(AccessListReader.reads(of: tracking))
        madeRare.cachedReads = reads
        return reads
    }

    /// `reads`, through reflection only: what the faster readers must agree with.
    var readsThroughReflection: [ObjectIdentifier: Set<AnyKeyPath>] {
        guard !isEmpty else { return [:] }
        capture()
        guard let tracking else { return [:] }
        return Self.withoutSentinel(AccessListReader.reflectedReads(of: tracking))
    }

    /// The sentinel's registrar is the only one whose list holds a sentinel key path.
    private static func withoutSentinel(_ reads: [ObjectIdentifier: Set<AnyKeyPath>]) -> [ObjectIdentifier: Set<AnyKeyPath>] {
        var kept: [ObjectIdentifier: Set<AnyKeyPath>] = [:]
        for (registrar, keyPaths) in reads {
            var isSentinel = false
            for keyPath in keyPaths where TrackingSentinel.isKey(keyPath) { isSentinel = true }
            if !isSentinel { kept[registrar] = keyPaths }
        }
        return kept
    }

    /// Calls `body` with each registrar whose list of read key paths contains `keyPath`.
    /// Inside a change's callback the access list is at hand: it is read in place.
    func forEachRegistrar(reading keyPath: AnyKeyPath, _ body: (ObjectIdentifier) -> Void) {
        if let accessTable {
            for (registrar, entry) in accessTable where AccessListReader.contains(entry.properties, keyPath) { body(registrar) }
            return
        }
        if let tracking, let table = AccessListReader.table(of: tracking) {
            for (registrar, entry) in table where AccessListReader.contains(entry.properties, keyPath) { body(registrar) }
            return
        }
        for (registrar, keyPaths) in reads where keyPaths.contains(keyPath) { body(registrar) }
    }
}

/// An observable of the lab's that every tracked body reads at its end: sixteen views
/// share one, each through its own property (`view0` … `view15`). The registration's
/// `ObservationTracking` (to cancel it, and for its access list) comes with the first
/// callback; when none has come by the time the lab needs it, announcing a change of the
/// view's property calls that registration back, and only that one. A registrar per
/// sixteen views, not per view, and plain stored-property key paths, which Observation
/// hashes and compares at the cost of the model's own. Written out rather than with
/// `@Observable`: the lab calls its registrar's `access` and `willSet` itself.
@MainActor
final class TrackingSentinel: Observable {
    typealias Key = KeyPath<TrackingSentinel, UInt8>

    /// How many views read one sentinel.
    static let viewsPerSentinel = 16
    /// The key path of each slot, `view0` … `view15`.
    static let keys: [Key] = [\.view0, \.view1, \.view2, \.view3, \.view4, \.view5, \.view6, \.view7, \.view8, \.view9, \.view10, \.view11, \.view12, \.view13, \.view14, \.view15]

    private let registrar = ObservationRegistrar()

    // One property per view; they never change: only the registrar's bookkeeping matters.
    let view0: UInt8 = 0
    let view1: UInt8 = 0
    let view2: UInt8 = 0
    let view3: UInt8 = 0
    let view4: UInt8 = 0
    let view5: UInt8 = 0
    let view6: UInt8 = 0
    let view7: UInt8 = 0
    let view8: UInt8 = 0
    let view9: UInt8 = 0
    let view10: UInt8 = 0
    let view11: UInt8 = 0
    let view12: UInt8 = 0
    let view13: UInt8 = 0
    let view14: UInt8 = 0
    let view15: UInt8 = 0

    /// Whether `keyPath` belongs to a sentinel.
    static func isKey(_ keyPath: AnyKeyPath) -> Bool { keyPath is PartialKeyPath<TrackingSentinel> }

    func markRead(_ key: Key) { registrar.access(self, keyPath: key) }
    func announceChange(_ key: Key) { registrar.willSet(self, keyPath: key) }
}

extension ViewNode {
    /// The sentinel this view's bodies read and the key path of its slot, given out at
    /// the first body: the graph fills one sentinel before it makes the next.
    func trackingSentinelShare(in graph: ViewGraph) -> (TrackingSentinel, TrackingSentinel.Key) {
        if let trackingSentinel { return (trackingSentinel, TrackingSentinel.keys[Int(trackingSentinelSlot)]) }
        let (sentinel, slot) = graph.nextSentinelSlot()
        trackingSentinel = sentinel
        trackingSentinelSlot = slot
        return (sentinel, TrackingSentinel.keys[Int(slot)])
    }
}

extension ViewGraph {
    /// A free slot of the sentinel being filled, or of a new one.
    func nextSentinelSlot() -> (TrackingSentinel, UInt8) {
        if sentinelSlotsGiven == TrackingSentinel.viewsPerSentinel || fillingSentinel == nil {
            fillingSentinel = TrackingSentinel()
            sentinelSlotsGiven = 0
        }
        defer { sentinelSlotsGiven += 1 }
        return (fillingSentinel!, UInt8(sentinelSlotsGiven))
    }
}

/// Held only by the callback of a registration: while the registration lives, so does it.
private final class ReadProbe: Sendable {}

@MainActor
enum AccessTracking {
    /// Runs `apply` (the body of `node`) in its own tracking scope; every property of an
    /// `@Observable` read inside it calls the graph before and after each later change,
    /// until the returned registration is cancelled.
    ///
    /// The lab opens Observation's scope itself (`ObservationAccessScope`) and makes the
    /// registration from the list, so it holds the handle from the start. When the body
    /// read nothing, nothing is registered and there is nothing to cancel. Where the scope
    /// is not available, see `evaluateReadingSentinel`.
    static func evaluate<Result>(_ apply: () -> Result, node: ViewNode, graph: ViewGraph,
                                 replacing previous: TrackingRegistration?) -> (Result, TrackingRegistration) {
        guard ObservationAccessScope.isOpenable else {
            previous?.cancel()
            return evaluateReadingSentinel(apply, node: node, graph: graph, registration: TrackingRegistration(graph: graph, node: node))
        }
        if TrackingLayout.isConfirmed {
            return evaluateRecordingTable(apply, node: node, graph: graph, replacing: previous)
        }
        var list: ObservationTracking._AccessList?
        let result = ObservationAccessScope.run(apply, recordingInto: &list)
        guard let list else {
            previous?.cancel()
            // `consume`: without it the walker is copied once more per body (0.9k instructions).
            return (consume result, .nothingRead)
        }
        previous?.cancel()
        let registration = TrackingRegistration(graph: graph, node: node)
        let tracking = ObservationTracking(list)
        registration.tracking = tracking
        // The didSet half waits for the first change when the list can be read again then.
        if AccessListReader.accessList(of: tracking) != nil {
            registration.accessTable = TrackingLayout.table(of: list)
            registration.armsDidSetAtFirstChange = true
            ObservationTracking._installTracking(tracking, willSet: willSetCallback(of: registration))
        } else {
            let (willSet, didSet) = callbacks(of: registration)
            ObservationTracking._installTracking(tracking, willSet: willSet, didSet: didSet)
        }
        return (result, registration)
    }

    /// `evaluate` once the access list's layout is confirmed (`TrackingLayout`): the scope
    /// records straight into a table of that layout, so a body that reads what it read
    /// last time keeps its registration without the list ever being copied or destroyed
    /// as Observation's type (a resilient type of another module: each copy and destroy
    /// goes through its value witnesses, about 0.8k instructions a body).
    private static func evaluateRecordingTable<Result>(_ apply: () -> Result, node: ViewNode, graph: ViewGraph,
                                                       replacing previous: TrackingRegistration?) -> (Result, TrackingRegistration) {
        var recorded: [ObjectIdentifier: EntryTable.Entry]?
        let result = ObservationAccessScope.run(apply, recordingIntoListLaidOutAs: &recorded)
        guard let table = recorded else {
            previous?.cancel()
            return (consume result, .nothingRead)
        }
        if let previous, previous.renew(for: table, generation: node.trackingGeneration) {
            return (result, previous)
        }
        previous?.cancel()
        let registration = TrackingRegistration(graph: graph, node: node)
        let tracking = ObservationTracking(TrackingLayout.accessList(from: table))
        registration.tracking = tracking
        registration.accessTable = table
        registration.armsDidSetAtFirstChange = true
        ObservationTracking._installTracking(tracking, willSet: willSetCallback(of: registration))
        return (result, registration)
    }

    private static func callbacks(of registration: TrackingRegistration)
        -> (willSet: @Sendable (ObservationTracking) -> Void, didSet: @Sendable (ObservationTracking) -> Void) {
        (willSetCallback(of: registration), didSetCallback(of: registration))
    }

    private nonisolated static let deliverWillSet: @MainActor @Sendable (TrackingRegistration, ObservationTracking) -> Void = {
        $0.willSet($1)
    }
    private nonisolated static let deliverDidSet: @MainActor @Sendable (TrackingRegistration, ObservationTracking) -> Void = {
        $0.didSet($1)
    }

    private static func willSetCallback(of registration: TrackingRegistration) -> @Sendable (ObservationTracking) -> Void {
        { tracking in MainActor.runIsolatedCallback(deliverWillSet, registration, tracking) }
    }

    fileprivate static func didSetCallback(of registration: TrackingRegistration) -> @Sendable (ObservationTracking) -> Void {
        { tracking in MainActor.runIsolatedCallback(deliverDidSet, registration, tracking) }
    }

    /// `evaluate` where Observation's scope is not available, or is already open: inside
    /// `withObservationTracking`, the body also reads the view's slot of its sentinel, so
    /// that the registration can be cancelled and its list read before anything changes.
    /// A view whose last body read nothing but the sentinel runs the next one without it,
    /// inside a second, inner scope whose callback holds a probe: Observation keeps the
    /// callback (and the probe) only when the body read something. Then, and only then,
    /// the sentinel is read after all (the inner scope's reads are merged into the outer
    /// one), and the view reads it on every later run. The inner registration is left to
    /// end itself at the first change it sees: at most one per view.
    private static func evaluateReadingSentinel<Result>(_ apply: () -> Result, node: ViewNode, graph: ViewGraph,
                                                        registration: TrackingRegistration) -> (Result, TrackingRegistration) {
        let (sentinel, key) = node.trackingSentinelShare(in: graph)
        let (willSet, didSet) = callbacks(of: registration)
        guard node.trackingExpectsNoReads else {
            registration.sentinelKey = key
            let result = withObservationTracking({ () -> Result in
                let result = apply()
                sentinel.markRead(key)
                return result
            }, willSet: willSet, didSet: didSet)
            return (result, registration)
        }
        var probe = ReadProbe()
        var didRead = false
        let result = withObservationTracking({ () -> Result in
            let result = withObservationTracking(apply, willSet: { [probe] tracking in
                withExtendedLifetime(probe) {}
                tracking.cancel()
            })
            if !isKnownUniquelyReferenced(&probe) {
                didRead = true
                sentinel.markRead(key)
            }
            return result
        }, willSet: willSet, didSet: didSet)
        if didRead {
            node.trackingExpectsNoReads = false
            node.trackingHasReadAfterExpectingNothing = true
            registration.sentinelKey = key
        } else {
            registration.isEmpty = true
        }
        return (result, registration)
    }
}

/// Reads an access list through reflection: `ObservationTracking.list.entries`, keyed by
/// each object's registrar, with the key paths read. If a future toolchain changes these
/// internals, `deps` shows less, but invalidation (done by the real callbacks) is unaffected.
@MainActor
package enum AccessListReader {
    static func reads(of tracking: ObservationTracking) -> [ObjectIdentifier: Set<AnyKeyPath>] {
        if let fast = TrackingLayout.reads(of: tracking) { return fast }
        guard let list = child(tracking, "list"), let entries = child(list, "entries") else { return [:] }
        if let fast = EntryTable.reads(entries) { return fast }
        return reflectedReads(of: entries)
    }

    /// The access list's entries in place, when its layout is confirmed.
    fileprivate static func table(of tracking: ObservationTracking) -> [ObjectIdentifier: EntryTable.Entry]? {
        TrackingLayout.table(of: tracking)
    }

    /// The access list `tracking` was made from, when its layout is confirmed.
    fileprivate static func accessList(of tracking: ObservationTracking) -> ObservationTracking._AccessList? {
        TrackingLayout.accessList(of: tracking)
    }

    /// Whether the entries `now` hold the same registrars, each with the same key paths, as
    /// the entries `before` of an earlier list.
    fileprivate static func table(_ now: [ObjectIdentifier: EntryTable.Entry],
                                  readsTheSameAs before: [ObjectIdentifier: EntryTable.Entry]) -> Bool {
        guard now.count == before.count else { return false }
        if now.count == 1 {
            // Most bodies read one object: its registrar is compared, not looked up. (Through
            // iterators: `first` reads through a coroutine that allocates when unoptimized.)
            var nowEntries = now.makeIterator(), beforeEntries = before.makeIterator()
            guard let (registrar, entry) = nowEntries.next(), let (earlierRegistrar, earlier) = beforeEntries.next()
            else { return false }
            return registrar == earlierRegistrar && sameKeyPaths(entry.properties, earlier.properties)
        }
        for (registrar, entry) in now {
            guard let earlier = before[registrar], sameKeyPaths(entry.properties, earlier.properties) else { return false }
        }
        return true
    }

    private static func sameKeyPaths(_ now: Set<AnyKeyPath>, _ before: Set<AnyKeyPath>) -> Bool {
        guard now.count == before.count else { return false }
        for keyPath in now where !contains(before, keyPath) { return false }
        return true
    }

    /// Whether the list holds one registrar, the sentinel's.
    static func readsOnlySentinel(in tracking: ObservationTracking) -> Bool {
        guard let table = TrackingLayout.table(of: tracking), table.count == 1, let only = table.first else { return false }
        for keyPath in only.value.properties where TrackingSentinel.isKey(keyPath) { return true }
        return false
    }

    /// `keyPaths.contains(keyPath)`; the few key paths one body reads from one object are
    /// compared in turn (key paths of other types differ at once), which costs less than
    /// hashing a key path's components.
    static func contains(_ keyPaths: Set<AnyKeyPath>, _ keyPath: AnyKeyPath) -> Bool {
        guard keyPaths.count <= 4 else { return keyPaths.contains(keyPath) }
        // A loop, not `contains(where:)`: a closure made here would check its actor on each call.
        for member in keyPaths where KeyPathEquality.equal(member, keyPath) { return true }
        return false
    }

    /// Whether access lists are read without reflection on this toolchain.
    static var readsWithoutReflection: Bool { TrackingLayout.isConfirmed }

    /// The same, through reflection only (what the faster readers are checked against).
    static func reflectedReads(of tracking: ObservationTracking) -> [ObjectIdentifier: Set<AnyKeyPath>] {
        guard let list = child(tracking, "list"), let entries = child(list, "entries") else { return [:] }
        return reflectedReads(of: entries)
    }

    private static func reflectedReads(of entries: Any) -> [ObjectIdentifier: Set<AnyKeyPath>] {
        var reads: [ObjectIdentifier: Set<AnyKeyPath>] = [:]
        for entry in Mirror(reflecting: entries).children {
            let pair = Mirror(reflecting: entry.value).children.map(\.value)
            guard pair.count == 2, let key = pair[0] as? ObjectIdentifier,
                  let properties = child(pair[1], "properties") as? Set<AnyKeyPath> else { continue }
            reads[key] = properties
        }
        return reads
    }

    /// The identity the access list uses for `object`'s registrar.
    package static func registrarIdentifier(of object: AnyObject) -> ObjectIdentifier? {
        guard let registrar = child(object, "_$observationRegistrar"), let extent = child(registrar, "extent"),
              let context = child(extent, "context"), let state = child(context, "state"),
              let buffer = child(state, "buffer"), Mirror(reflecting: buffer).displayStyle == .class
        else { return nil }
        return ObjectIdentifier(buffer as AnyObject)
    }

    /// Where each label was found, per type: how many superclasses up, and which child.
    private static var places: [ObjectIdentifier: [String: (depth: Int, index: Int)]] = [:]

    fileprivate static func child(_ value: Any, _ label: String) -> Any? {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let place = places[type]?[label] {
            var mirror = Mirror(reflecting: value)
            for _ in 0..<place.depth {
                guard let up = mirror.superclassMirror else { return nil }
                mirror = up
            }
            let children = mirror.children
            guard place.index < children.count else { return nil }
            let child = children[children.index(children.startIndex, offsetBy: place.index)]
            return child.label == label ? child.value : nil
        }
        var mirror: Mirror? = Mirror(reflecting: value)
        var depth = 0
        while let current = mirror {
            if let index = current.children.firstIndex(where: { $0.label == label }) {
                places[type, default: [:]][label] = (depth, current.children.distance(from: current.children.startIndex, to: index))
                return current.children[index].value
            }
            mirror = current.superclassMirror
            depth += 1
        }
        return nil
    }
}

/// Reads an access list's entries without reflecting each one, once the first list seen
/// has shown, through reflection, that an entry is laid out as the registrar's context
/// (one reference) followed by its `Set<AnyKeyPath>`; any other layout keeps the
/// reflecting reader.
@MainActor
private enum EntryTable {
    fileprivate struct Entry {
        let context: AnyObject
        let properties: Set<AnyKeyPath>
    }

    /// nil until an entry has been examined; then whether the layout matched.
    private static var layoutMatches: Bool?

    static func reads(_ entries: Any) -> [ObjectIdentifier: Set<AnyKeyPath>]? {
        if layoutMatches == nil {
            guard let sample = Mirror(reflecting: entries).children.first?.value else { return nil }
            layoutMatches = matches(entries, sample: sample)
        }
        guard layoutMatches == true else { return nil }
        let table: [ObjectIdentifier: Entry] = _openExistential(entries, do: reinterpretEntries)
        return table.mapValues(\.properties)
    }

    private static func matches(_ entries: Any, sample: Any) -> Bool {
        guard String(reflecting: type(of: entries)).hasPrefix("Swift.Dictionary<Swift.ObjectIdentifier, "),
              _openExistential(entries, do: layout) == layout([ObjectIdentifier: Entry]()) else { return false }
        let pair = Mirror(reflecting: sample).children.map(\.value)
        guard pair.count == 2, pair[0] is ObjectIdentifier else { return false }
        let fields = Array(Mirror(reflecting: pair[1]).children)
        guard _openExistential(pair[1], do: layout) == (MemoryLayout<Entry>.size, MemoryLayout<Entry>.alignment),
              fields.count == 2, fields[0].label == "context", fields[1].label == "properties",
              fields[1].value is Set<AnyKeyPath> else { return false }
        // The context: a struct around one struct around one class reference.
        var context: Any = fields[0].value
        for _ in 0..<4 {
            if Mirror(reflecting: context).displayStyle == .class { return true }
            let inner = Array(Mirror(reflecting: context).children)
            guard inner.count == 1, _openExistential(context, do: layout).0 == MemoryLayout<AnyObject>.size else { return false }
            context = inner[0].value
        }
        return false
    }
}

/// Finds an `ObservationTracking`'s access list without reflection, once reflection has
/// shown where it lies: the `list` field's offset, worked out from the sizes and
/// alignments of the fields before it and checked against the struct's size, an
/// `_AccessList` whose only field is its entries, and entries laid out as `EntryTable`
/// expects. Anything else leaves the reflecting reader in charge.
@MainActor
private enum TrackingLayout {
    /// nil until a tracking has been examined; then the list's offset, or -1.
    private static var listOffset: Int?

    /// Whether lists are read without reflection (the layout was confirmed).
    static var isConfirmed: Bool { (listOffset ?? -1) >= 0 }

    static func reads(of tracking: ObservationTracking) -> [ObjectIdentifier: Set<AnyKeyPath>]? {
        table(of: tracking)?.mapValues(\.properties)
    }

    /// The entries of a list in place, once the layout is confirmed.
    static func table(of list: ObservationTracking._AccessList) -> [ObjectIdentifier: EntryTable.Entry]? {
        guard isConfirmed else { return nil }
        return unsafeBitCast(list, to: [ObjectIdentifier: EntryTable.Entry].self)
    }

    /// The access list whose entries are `table` (the layout is confirmed).
    static func accessList(from table: [ObjectIdentifier: EntryTable.Entry]) -> ObservationTracking._AccessList {
        unsafeBitCast(table, to: ObservationTracking._AccessList.self)
    }

    static func accessList(of tracking: ObservationTracking) -> ObservationTracking._AccessList? {
        if listOffset == nil { _ = table(of: tracking) }
        guard let offset = listOffset, offset >= 0 else { return nil }
        return list(of: tracking, at: offset)
    }

    static func table(of tracking: ObservationTracking) -> [ObjectIdentifier: EntryTable.Entry]? {
        if listOffset == nil {
            // Decided on the first list with entries to look at.
            guard let list = AccessListReader.child(tracking, "list") as? ObservationTracking._AccessList,
                  let entries = AccessListReader.child(list, "entries"),
                  Mirror(reflecting: entries).children.count > 0 else { return nil }
            listOffset = offset(in: tracking) ?? -1
        }
        guard let offset = listOffset, offset >= 0 else { return nil }
        guard let list = list(of: tracking, at: offset) else { return [:] }
        return unsafeBitCast(list, to: [ObjectIdentifier: EntryTable.Entry].self)
    }

    /// Nonisolated, so that the closure reading the bytes checks no actor.
    private nonisolated static func list(of tracking: ObservationTracking, at offset: Int) -> ObservationTracking._AccessList? {
        withUnsafeBytes(of: tracking) { $0.load(fromByteOffset: offset, as: ObservationTracking._AccessList?.self) }
    }

    private static func offset(in tracking: ObservationTracking) -> Int? {
        var offset = 0
        var found: Int?
        for field in Mirror(reflecting: tracking).children {
            let (size, alignment) = _openExistential(field.value, do: layout)
            offset = (offset + alignment - 1) / alignment * alignment
            if field.label == "list" {
                guard field.value is ObservationTracking._AccessList? else { return nil }
                found = offset
            }
            offset += size
        }
        guard let found, offset == MemoryLayout<ObservationTracking>.size,
              MemoryLayout<ObservationTracking._AccessList?>.size == MemoryLayout<[ObjectIdentifier: EntryTable.Entry]>.size,
              MemoryLayout<ObservationTracking._AccessList>.size == MemoryLayout<[ObjectIdentifier: EntryTable.Entry]>.size,
              // The scope records into a table of this layout (`evaluateRecordingTable`): no
              // list is all zeros in both.
              MemoryLayout<[ObjectIdentifier: EntryTable.Entry]?>.size == MemoryLayout<ObservationTracking._AccessList?>.size,
              isAllZeros(Optional<ObservationTracking._AccessList>.none), isAllZeros(Optional<[ObjectIdentifier: EntryTable.Entry]>.none)
        else { return nil }
        // The list's one field must be the entries, laid out as EntryTable reads them.
        guard let list = AccessListReader.child(tracking, "list"), let unwrapped = list as? ObservationTracking._AccessList,
              Mirror(reflecting: unwrapped).children.count == 1,
              let entries = AccessListReader.child(unwrapped, "entries"), EntryTable.reads(entries) != nil
        else { return nil }
        return found
    }
}

private func layout<T>(_: T) -> (Int, Int) { (MemoryLayout<T>.size, MemoryLayout<T>.alignment) }

private func isAllZeros<T>(_ value: T) -> Bool {
    withUnsafeBytes(of: value) { bytes in bytes.allSatisfy { $0 == 0 } }
}

private func reinterpretEntries<Table>(_ table: Table) -> [ObjectIdentifier: EntryTable.Entry] {
    unsafeBitCast(table, to: [ObjectIdentifier: EntryTable.Entry].self)
}

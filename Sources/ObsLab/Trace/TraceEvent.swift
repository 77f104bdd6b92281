import Foundation

/// One thing the runtime did or saw while handling an action.
///
/// Every event is recorded at the moment the runtime does the work it describes:
/// a subscription firing, a tracked property changing, a body running.
package struct TraceEvent: Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// An `ObservableObject`'s `objectWillChange` fired (publisher-style observation).
        case emission
        /// A tracked property of an `@Observable` object changed (access tracking).
        case mutation
        /// A `@State`, `@AppStorage` or `@SceneStorage` value was written.
        case stateWrite
        /// A view was marked invalid, with the cause.
        case invalidation
        /// A body ran.
        case evaluation
        /// A child of a body that ran was not re-evaluated.
        case skip
        /// Storage was created for a new identity.
        case storageCreated
        /// Storage was destroyed with its identity.
        case storageDestroyed
        /// A view's object was replaced by another instance: the old one's state is lost.
        case storageReplaced
        /// An object made by a property's initial value was thrown away.
        case objectDiscarded
        /// A runtime warning SwiftUI would print.
        case warning
        /// A simulated crash: SwiftUI would stop the app here.
        case crash
        /// A modifier's action ran after an update (`onChange`, `task`, `onReceive`,
        /// `onDisappear`); `detail` says which, and whether its writes caused another update.
        case callback
        /// A line the app printed from its body (`Self._printChanges()`).
        case console
    }

    // Stored in this order, an event takes 56 bytes (it took 128 with every field its
    // own, then 80): the view's path (shared with its node), one text (the printChanges
    // line of an evaluation or the cause of an invalidation: no event the runtime records
    // has both), the detail as one reference (a typed value, boxed), the object, property
    // and value change of a write (one per change, not one per view) in one shared box,
    // the count in 32 bits, and the kind and the flags in a byte each. A first render
    // keeps one per view, an old tap three per row. What does not fit (both texts, a
    // count beyond 32 bits) goes into the box. A step keeps its events in parts
    // (`TraceEvents`, 16 bytes an event) and makes each `TraceEvent` when it is read.

    /// The view's path (`ContentView/OrderList`).
    public var view: String?
    /// `printChanges`, or `cause` when `flags` says so.
    private(set) var text: String?
    /// What the event says beyond its kind and names: what changed, from what to what,
    /// why (rendered per language by the engine).
    public var detail: TraceDetail?
    private(set) var change: Change?
    /// The count, or `Self.noCount`.
    private(set) var storedCount: Int32
    public var kind: Kind
    /// `wasted` (nil, false, true as 0, 1, 2 in the low two bits) and whether `text` is
    /// the cause.
    private(set) var flags: UInt8

    static let noCount = Int32.min
    static let wastedMask: UInt8 = 0b11
    static let textIsCause: UInt8 = 0b100

    /// The object, property and value change of an event, and what did not fit inline.
    final class Change: Sendable {
        let object: String?
        let property: String?
        let valueChanged: Bool?
        /// The cause of an event that also has a printChanges line.
        let cause: String?
        /// A count that does not fit in 32 bits.
        let largeCount: Int?

        init(object: String?, property: String?, valueChanged: Bool?, cause: String?, largeCount: Int?) {
            self.object = object
            self.property = property
            self.valueChanged = valueChanged
            self.cause = cause
            self.largeCount = largeCount
        }
    }

    private static func change(object: String?, property: String?, valueChanged: Bool?, cause: String?,
                               largeCount: Int?) -> Change? {
        object == nil && property == nil && valueChanged == nil && cause == nil && largeCount == nil
            ? nil
            : Change(object: object, property: property, valueChanged: valueChanged, cause: cause, largeCount: largeCount)
    }

    /// Stores the parts kept in the box and the texts, from their values.
    private mutating func store(object: String?, property: String?, valueChanged: Bool?, cause: String?,
                                printChanges: String?, count: Int?) {
        var boxedCause: String?
        flags &= ~Self.textIsCause
        if let printChanges {
            text = printChanges
            boxedCause = cause
        } else if let cause {
            text = cause
            flags |= Self.textIsCause
        } else {
            text = nil
        }
        var largeCount: Int?
        if let count {
            if let narrow = Int32(exactly: count), narrow != Self.noCount {
                storedCount = narrow
            } else {
                storedCount = Self.noCount
                largeCount = count
            }
        } else {
            storedCount = Self.noCount
        }
        change = Self.change(object: object, property: property, valueChanged: valueChanged, cause: boxedCause,
                             largeCount: largeCount)
    }

    /// The object's name (`FoodTruckModel#1`).
    public var object: String? {
        get { change?.object }
        set { store(object: newValue, property: property, valueChanged: valueChanged, cause: cause,
                    printChanges: printChanges, count: count) }
    }
    /// The property involved (`orders`, `_count`).
    public var property: String? {
        get { change?.property }
        set { store(object: object, property: newValue, valueChanged: valueChanged, cause: cause,
                    printChanges: printChanges, count: count) }
    }
    /// For an emission, mutation or write: whether the stored value actually changed.
    public var valueChanged: Bool? {
        get { change?.valueChanged }
        set { store(object: object, property: property, valueChanged: newValue, cause: cause,
                    printChanges: printChanges, count: count) }
    }
    /// For an evaluation: the line SwiftUI's `Self._printChanges()` would print.
    public var printChanges: String? {
        get { flags & Self.textIsCause == 0 ? text : nil }
        set { store(object: object, property: property, valueChanged: valueChanged, cause: cause,
                    printChanges: newValue, count: count) }
    }
    /// The `_printChanges` token of an invalidation (`@self`, `_model`, `@dependencies`).
    public var cause: String? {
        get { flags & Self.textIsCause != 0 ? text : change?.cause }
        set { store(object: object, property: property, valueChanged: valueChanged, cause: newValue,
                    printChanges: printChanges, count: count) }
    }
    /// For an evaluation: the body's evaluation number, first render included.
    public var count: Int? {
        get { storedCount != Self.noCount ? Int(storedCount) : change?.largeCount }
        set { store(object: object, property: property, valueChanged: valueChanged, cause: cause,
                    printChanges: printChanges, count: newValue) }
    }
    /// For an evaluation: the body produced exactly the output it produced before.
    public var wasted: Bool? {
        get {
            switch flags & Self.wastedMask {
            case 1: false
            case 2: true
            default: nil
            }
        }
        set { flags = (flags & ~Self.wastedMask) | (newValue.map { $0 ? 2 : 1 } ?? 0) }
    }

    public init(kind: Kind, view: String? = nil, object: String? = nil, property: String? = nil,
                cause: String? = nil, detail: TraceDetail? = nil, count: Int? = nil,
                printChanges: String? = nil, wasted: Bool? = nil, valueChanged: Bool? = nil) {
        self.kind = kind
        self.view = view
        self.detail = detail
        text = nil
        change = nil
        storedCount = Self.noCount
        flags = 0
        store(object: object, property: property, valueChanged: valueChanged, cause: cause,
              printChanges: printChanges, count: count)
        self.wasted = wasted
    }

    /// An event from the parts a step's list keeps (`TraceEvents`).
    @inline(__always)
    init(kind: Kind, view: String?, text: String?, detail: TraceDetail?, change: Change?, storedCount: Int32,
         flags: UInt8) {
        self.kind = kind
        self.view = view
        self.text = text
        self.detail = detail
        self.change = change
        self.storedCount = storedCount
        self.flags = flags
    }

    // Compared field by field, in the order the fields were declared before they were
    // packed. (The JSON trace's coding is the engine's: it writes the detail in English.)

    public static func == (lhs: TraceEvent, rhs: TraceEvent) -> Bool {
        lhs.kind == rhs.kind && lhs.view == rhs.view && lhs.object == rhs.object && lhs.property == rhs.property
            && lhs.cause == rhs.cause && lhs.detail == rhs.detail && lhs.count == rhs.count
            && lhs.printChanges == rhs.printChanges && lhs.wasted == rhs.wasted && lhs.valueChanged == rhs.valueChanged
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(view)
        hasher.combine(object)
        hasher.combine(property)
        hasher.combine(cause)
        hasher.combine(detail)
        hasher.combine(count)
        hasher.combine(printChanges)
        hasher.combine(wasted)
        hasher.combine(valueChanged)
    }
}

/// The evaluations of one view during one step.
package struct ViewCount: Codable, Equatable, Sendable {
    /// The view's path.
    public var view: String
    /// Bodies run during this step.
    public var runs: Int
    /// Bodies run since the first render (which is not counted).
    public var total: Int
}

/// The live views of a graph in tree order, with their totals when the list was made.
/// Made again only when views appear or disappear, so a step that changes no structure
/// shares its predecessor's table.
package final class ViewTable: @unchecked Sendable {
    package let paths: [String]
    /// In 32 bits, as a view counts its bodies (`ViewNode.evaluationCount`): a table lists
    /// every live view.
    let totals: [Int32]
    /// Positions by path (`position(of:)`).
    private let index: PathHashIndex
    /// Views whose body had never run when the table was made (the app crashed first).
    let unrendered: Set<String>
    /// Whether two positions hold the same path (then a path's runs are kept at its last).
    let repeatsPaths: Bool

    init(paths: [String], totals: [Int32], unrendered: Set<String> = []) {
        self.paths = paths
        self.totals = totals
        self.unrendered = unrendered
        index = PathHashIndex(paths, notingRepeats: true) { $0 }
        repeatsPaths = index.repeatsKeys
    }

    static let empty = ViewTable(paths: [], totals: [])

    /// The position of the view at `path` in tree order (the last, should two share it).
    package func position(of path: String) -> Int? {
        index.lastPosition(of: path) { paths[$0] == path }
    }

    /// The positions of the views by what follows the last `/` of their path (`Row[1]`),
    /// made the first time a view is looked up by name and shared by every step that
    /// shares the table. The only mutable state, guarded by `lock` (hence `@unchecked`).
    private var byLastComponent: PathHashIndex?
    private let lock = NSLock()

    /// The paths that are `name` or end with `/name`, in tree order.
    func paths(named name: String) -> [String] {
        if position(of: name) != nil { return [name] }
        let positions = lock.withLock { () -> [Int] in
            if byLastComponent == nil { byLastComponent = PathHashIndex(paths, key: Self.lastComponent(of:)) }
            return byLastComponent?.positions(of: Self.lastComponent(of: name)) ?? []
        }
        // A path that ends with `/name` has the same text after its last `/` as `name`;
        // a position that only shares its bucket does not end so.
        return positions.map { paths[$0] }.filter { $0.hasSuffix("/" + name) }
    }

    private static func lastComponent(of path: String) -> Substring {
        let text = path[...]
        return text.lastIndex(of: "/").map { text[text.index(after: $0)...] } ?? text
    }
}

/// Positions of a list of paths by the hash of a key made from each, in little room: an
/// open table of buckets (a power of two, at least twice the paths) holds the last
/// position whose key falls in each, and `earlier[p]` the position before `p` in the same
/// bucket (-1: none). 12 bytes a view at a hundred thousand views, where a `[String: Int]`
/// took 53 and a `[Substring: [Int]]` 164, and one hash per key, as a dictionary's. A
/// position found is a candidate: the caller compares what it stands for.
struct PathHashIndex: Sendable {
    private var buckets: [Int32]
    private var earlier: [Int32]
    private let mask: Int
    /// Whether two paths have the same key; false unless asked to note it.
    let repeatsKeys: Bool

    /// `notingRepeats`: compare each key with those of its bucket (`repeatsKeys`).
    init<Key: Hashable>(_ paths: [String], notingRepeats: Bool = false, key: (String) -> Key) {
        var size = 16
        while size < paths.count * 2 { size *= 2 }
        mask = size - 1
        var buckets = [Int32](repeating: -1, count: size)
        var earlier: [Int32] = []
        earlier.reserveCapacity(paths.count)
        var repeats = false
        for (position, path) in paths.enumerated() {
            let found = key(path)
            let bucket = found.hashValue & mask
            if notingRepeats, !repeats {
                var next = buckets[bucket]
                while next >= 0 {
                    if key(paths[Int(next)]) == found {
                        repeats = true
                        break
                    }
                    next = earlier[Int(next)]
                }
            }
            earlier.append(buckets[bucket])
            buckets[bucket] = Int32(position)
        }
        self.buckets = buckets
        self.earlier = earlier
        repeatsKeys = repeats
    }

    /// The positions whose key falls in the bucket of `key`, in increasing order.
    func positions<Key: Hashable>(of key: Key) -> [Int] {
        var found: [Int] = []
        var next = buckets[key.hashValue & mask]
        while next >= 0 {
            found.append(Int(next))
            next = earlier[Int(next)]
        }
        return found.reversed()
    }

    /// The last position whose key falls in the bucket of `key` and that `matches`.
    func lastPosition<Key: Hashable>(of key: Key, where matches: (Int) -> Bool) -> Int? {
        var next = buckets[key.hashValue & mask]
        while next >= 0 {
            if matches(Int(next)) { return Int(next) }
            next = earlier[Int(next)]
        }
        return nil
    }
}

/// One user action (or the first render) and everything it caused in one variant.
///
/// Recording a step costs in proportion to the views that ran, not to the tree: the
/// complete list of views is shared with earlier steps and expanded only when asked.
package struct TraceStep: Equatable, Sendable {
    /// The command that caused the step, as typed (`tap "Add order"`).
    public var action: String
    /// What happened, in order (each `TraceEvent` made when read: `TraceEvents`).
    public var events: TraceEvents
    /// Bodies run during this step, by view path; views that did not run are absent.
    public let runs: ViewRuns
    package let table: ViewTable
    /// Bodies run since `table` was made, by view path.
    let runsSinceTable: ViewRuns
    /// The objects the lab saw for the first time during the step, in the order it named
    /// them (`Model#2`): instances made by the action or by the bodies it re-ran, kept or
    /// discarded (docs/rules/expectations.md).
    public let createdObjects: CreatedObjectNames
    /// When the step ran several transactions (one per keystroke of typed text), the
    /// index in `events` where each began; empty for a step of one transaction.
    public let transactionStarts: [Int]

    init(action: String, events: TraceEvents, runs: ViewRuns, table: ViewTable, runsSinceTable: ViewRuns,
         createdObjects: CreatedObjectNames = CreatedObjectNames(), transactionStarts: [Int] = []) {
        self.action = action
        self.events = events
        self.runs = runs
        self.table = table
        self.runsSinceTable = runsSinceTable
        self.createdObjects = createdObjects
        self.transactionStarts = transactionStarts
    }

    /// A step from its complete list of views (as decoded from the JSON trace, say).
    public init(action: String, events: [TraceEvent], views: [ViewCount]) {
        let table = ViewTable(paths: views.map(\.view), totals: views.map { Int32(clamping: $0.total) })
        let ran = views.filter { $0.runs > 0 }
        self.init(action: action, events: TraceEvents(events),
                  runs: ViewRuns(table: table, paths: ran.map(\.view), runs: ran.map { Int32($0.runs) }),
                  table: table, runsSinceTable: ViewRuns(table: table))
    }

    /// How many views are live after the step.
    public var viewCount: Int { table.paths.count }

    /// Every live view after the step, in tree order, with its counts.
    public var views: [ViewCount] {
        table.paths.enumerated().map { position, path in
            // Runs are kept at a path's last position (two views can share a path).
            let last = table.position(of: path) ?? position
            return ViewCount(view: path, runs: runs.runs(atPosition: last) ?? 0,
                             total: Int(table.totals[position]) + (runsSinceTable.runs(atPosition: last) ?? 0))
        }
    }

    /// The live views after the step whose path is `name` or ends with `/name`, in tree
    /// order, without going through every view: an index shared by the steps that share
    /// the list of views is made the first time.
    public func viewPaths(named name: String) -> [String] { table.paths(named: name) }

    /// The path of every live view after the step, in tree order (shared, not copied).
    public var viewPaths: [String] { table.paths }

    /// The counts of the view at `path`, if it is live after the step; without listing
    /// every view.
    public func counts(of path: String) -> ViewCount? {
        guard let position = table.position(of: path) else { return nil }
        return ViewCount(view: path, runs: runs.runs(atPosition: position) ?? 0,
                         total: Int(table.totals[position]) + (runsSinceTable.runs(atPosition: position) ?? 0))
    }

    /// Views on screen after the step whose body has never run, in tree order: the app
    /// crashed (or the lab stopped a loop) after making them and before their first body.
    public var unrenderedViews: [String] {
        guard !table.unrendered.isEmpty else { return [] }
        return table.paths.filter { table.unrendered.contains($0) && runsSinceTable[$0] == nil }
    }

    /// The paths of `viewsThatRan`, each read from the table when it is reached (no list).
    package var pathsThatRan: some Sequence<String> {
        runs.inTable.lazy.map { [table] position, _ in table.paths[Int(position)] }
    }

    /// Whether the view at `path` is one of `viewsThatRan`: it ran during the step and is
    /// live after it.
    package func ranAndIsLive(_ path: String) -> Bool {
        table.position(of: path).flatMap { runs.runs(atPosition: $0) } != nil
    }

    /// The views that ran during the step, in tree order.
    public var viewsThatRan: [ViewCount] {
        runs.inTable.map { position, count in
            let position = Int(position)
            return ViewCount(view: table.paths[position], runs: Int(count),
                             total: Int(table.totals[position]) + (runsSinceTable.runs(atPosition: position) ?? 0))
        }
    }

    public static func == (lhs: TraceStep, rhs: TraceStep) -> Bool {
        lhs.action == rhs.action && lhs.events == rhs.events && lhs.views == rhs.views
    }
}

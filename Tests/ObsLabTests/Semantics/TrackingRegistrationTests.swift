import Testing
@_spi(SwiftUI) import Observation
@testable import ObsLab
@testable import ObsLabEngine

// How a body's Observation registration is kept (Sources/ObsLab/Observation/AccessTracking.swift,
// docs/rules/tracking-registrations.md): cancelled when the body runs again, never piled
// up, and nothing registered for a body that reads no @Observable. The rules that hold both
// ways are checked both ways: through Observation's own scope and through the sentinel.
@MainActor
@Suite struct TrackingRegistrations {
    enum Way: CaseIterable, CustomTestStringConvertible {
        case scope, sentinel
        var testDescription: String { self == .scope ? "through Observation's scope" : "through the sentinel" }
    }

    /// Runs `body` with registrations made `way`. Tests run on the main actor and this
    /// does not suspend, so no other test sees the switch turned.
    private func using<T>(_ way: Way, _ body: () throws -> T) rethrows -> T {
        let wasEnabled = ObservationAccessScope.isEnabled
        ObservationAccessScope.isEnabled = way == .scope
        defer { ObservationAccessScope.isEnabled = wasEnabled }
        return try body()
    }

    @Observable final class Model {
        var title = "A"
        var note = "N"
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(count)")
                Button("More") { count += 1 }
            }
        }
    }

    @Test func theScopeIsFoundOnThisToolchain() {
        #expect(ObservationAccessScope.isAvailable)
    }

    @Test(arguments: Way.allCases)
    func aBodyThatReadsNoObservableRegistersNothing(_ way: Way) throws {
        try using(way) {
            let harness = Harness(Counter())
            let node = try harness.graph.view(named: "Counter")
            // Through the scope, from the first run. Through the sentinel, the first run
            // reads the view's slot; its list shows nothing else was read, so the next
            // run goes without it.
            #expect(node.trackingRegistration?.isEmpty == (way == .scope))
            let step = harness.tap("More")
            #expect(step.runs("Counter") == 1)
            #expect(node.trackingRegistration?.isEmpty == true)
            #expect(node.trackingRegistration?.reads.isEmpty == true)
            #expect(!harness.graph.dependencies(of: node).contains { $0.kind == .tracked })
        }
    }

    struct Toggler: View {
        let model: Model
        @State private var shows = false
        var body: some View {
            VStack {
                Button("Show") { shows.toggle() }
                if shows { Text(model.title) }
            }
        }
    }

    @Test(arguments: Way.allCases)
    func aBodyThatStartsReadingIsTrackedFromThatRun(_ way: Way) throws {
        try using(way) {
            let model = Model()
            let harness = Harness(Toggler(model: model))
            let node = try harness.graph.view(named: "Toggler")
            harness.tap("Show")
            // Having read nothing, the body read `title`: the registration holds it.
            #expect(node.trackingRegistration?.isEmpty == false)
            #expect(harness.graph.dependencies(of: node).contains { $0.kind == .tracked && $0.source == "Model#1.title" })
            let change = harness.act { model.title = "B" }
            #expect(change.runs("Toggler") == 1)
            #expect(change.events(.mutation).map(\.property) == ["title"])
            // Hidden again, then changed: nothing read it, nothing runs.
            harness.tap("Show")
            harness.tap("Show")
            harness.tap("Show")
            let unread = harness.act { model.title = "C" }
            #expect(unread.runs("Toggler") == 0)
            #expect(unread.events(.mutation).isEmpty)
        }
    }

    struct Reader: View {
        let model: Model
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(model.title) \(count)")
                Button("More") { count += 1 }
            }
        }
    }

    private struct Held {
        weak var registration: TrackingRegistration?
    }

    struct Title: View {
        let model: Model
        var body: some View { Text(model.title) }
    }

    struct Pair: View {
        let model: Model
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(model.title) \(count)")
                Button("More") { count += 1 }
                Title(model: model)
            }
        }
    }

    @Test func throughTheScopeARegistrationIsCancelledAndReadWithNothingElseRegistered() throws {
        let model = Model()
        let harness = Harness(Pair(model: model))
        let pair = try harness.graph.view(named: "Pair")
        let title = try harness.graph.view(named: "Title")
        // No sentinel: the lab holds each registration's handle from the body's run.
        #expect(pair.trackingSentinel == nil && title.trackingSentinel == nil)
        for node in [pair, title] {
            #expect(harness.graph.dependencies(of: node).filter { $0.kind == .tracked }.map(\.source) == ["Model#1.title"])
        }
        let pairRegistration = pair.trackingRegistration
        let titleRegistration = title.trackingRegistration
        // Pair re-runs for its state and reads what it read before: its registration is
        // kept for the new run, not cancelled and made again; Title's is untouched.
        let tap = harness.tap("More")
        #expect(tap.runs("Pair") == 1)
        #expect(tap.runs("Title") == 0)
        #expect(tap.events(.mutation).isEmpty)
        #expect(pair.trackingRegistration === pairRegistration)
        #expect(title.trackingRegistration === titleRegistration)
        let change = harness.act { model.title = "B" }
        #expect(change.runs("Pair") == 1)
        #expect(change.runs("Title") == 1)
        #expect(change.events(.mutation).count == 1)
    }

    @Test func throughTheScopeTheDidSetHalfIsInstalledAtTheFirstChangeAndKept() throws {
        let model = Model()
        let harness = Harness(Pair(model: model))
        let pair = try harness.graph.view(named: "Pair")
        let title = try harness.graph.view(named: "Title")
        // Before any change, Observation calls the registrations before a change only.
        #expect(pair.trackingRegistration?.isDidSetInstalled == false)
        #expect(title.trackingRegistration?.isDidSetInstalled == false)
        let tap = harness.tap("More")
        #expect(tap.runs("Pair") == 1)
        #expect(pair.trackingRegistration?.isDidSetInstalled == false)
        let registration = title.trackingRegistration
        // The first change installs the didSet half before the value is stored: the change
        // is reported with its new value, as when both halves were installed at once.
        let change = harness.act { model.title = "B" }
        #expect(change.events(.mutation).map(\.valueChanged) == [true])
        #expect(change.runs("Pair") == 1 && change.runs("Title") == 1)
        #expect(title.trackingRegistration === registration)
        #expect(title.trackingRegistration?.isDidSetInstalled == true)
        #expect(pair.trackingRegistration?.isDidSetInstalled == true)
        // Kept for the next run, it calls back after the next change too: `+=` stores
        // the same text, and the change says so.
        let same = harness.act { model.title += "" }
        #expect(same.events(.mutation).map(\.valueChanged) == [false])
        #expect(same.runs("Title") == 1)
    }

    @Test func throughTheScopeAnInstalledDidSetHalfIsCancelledWithItsRegistration() throws {
        let model = Model()
        let harness = Harness(Switcher(model: model))
        let node = try harness.graph.view(named: "Switcher")
        harness.act { model.title = "B" }
        let armed = Held(registration: node.trackingRegistration)
        #expect(armed.registration?.isDidSetInstalled == true)
        // The body now reads `note`: both halves are cancelled and Observation lets go of
        // the registration; a change of `title` reaches no view.
        harness.tap("Switch")
        #expect(armed.registration == nil)
        let unread = harness.act { model.title = "C" }
        #expect(unread.runs("Switcher") == 0)
        #expect(unread.events(.mutation).isEmpty)
    }

    struct Switcher: View {
        let model: Model
        @State private var showsNote = false
        var body: some View {
            VStack {
                Text(showsNote ? model.note : model.title)
                Button("Switch") { showsNote.toggle() }
            }
        }
    }

    @Test func throughTheScopeABodyThatReadsSomethingElseIsRegisteredAnew() throws {
        let model = Model()
        let harness = Harness(Switcher(model: model))
        let node = try harness.graph.view(named: "Switcher")
        let first = Held(registration: node.trackingRegistration)
        #expect(first.registration != nil)
        // The body now reads `note`, not `title`: the old registration is cancelled, and
        // Observation lets go of it.
        harness.tap("Switch")
        #expect(first.registration == nil)
        #expect(harness.graph.dependencies(of: node).filter { $0.kind == .tracked }.map(\.source) == ["Model#1.note"])
        let unread = harness.act { model.title = "B" }
        #expect(unread.runs("Switcher") == 0)
        #expect(unread.events(.mutation).isEmpty)
        let read = harness.act { model.note = "M" }
        #expect(read.runs("Switcher") == 1)
    }

    final class Flag: @unchecked Sendable {
        var isSet = false
    }

    @Test(arguments: Way.allCases)
    func aBodyRunInsideAnotherTrackingScopeLendsItsReadsToIt(_ way: Way) {
        using(way) {
            // As `withObservationTracking` nests: the outer scope is told of what the
            // inner one read, whichever way the lab registers the body.
            let model = Model()
            let outerCalled = Flag()
            let harness = withObservationTracking({ Harness(Title(model: model)) }, onChange: { outerCalled.isSet = true })
            let change = harness.act { model.title = "B" }
            #expect(outerCalled.isSet)
            #expect(change.runs("Title") == 1)
        }
    }

    @Test func viewsShareASentinelEachThroughItsOwnSlot() throws {
        try using(.sentinel) { try sentinelsAreShared() }
    }

    private func sentinelsAreShared() throws {
        let model = Model()
        let harness = Harness(Pair(model: model))
        let pair = try harness.graph.view(named: "Pair")
        let title = try harness.graph.view(named: "Title")
        #expect(pair.trackingSentinel != nil)
        #expect(pair.trackingSentinel === title.trackingSentinel)
        #expect(pair.trackingSentinelSlot != title.trackingSentinelSlot)
        let titleRegistration = title.trackingRegistration
        // Pair re-runs for its state: its registration is cancelled through its own slot;
        // Title's, which read the same property of the model, is not even called back.
        let tap = harness.tap("More")
        #expect(tap.runs("Pair") == 1)
        #expect(tap.runs("Title") == 0)
        #expect(title.trackingRegistration === titleRegistration)
        #expect(titleRegistration?.isHandedOver == false)
        // Neither view's list shows the sentinel: only what the body read.
        for node in [pair, title] {
            #expect(harness.graph.dependencies(of: node).filter { $0.kind == .tracked }.map(\.source) == ["Model#1.title"])
        }
        let change = harness.act { model.title = "B" }
        #expect(change.runs("Pair") == 1)
        #expect(change.runs("Title") == 1)
        #expect(change.events(.mutation).count == 1)
    }

    struct Grid: View {
        let models: [Model]
        @State private var count = 0
        var body: some View {
            VStack {
                Button("More \(count)") { count += 1 }
                ForEach(models.indices, id: \.self) { index in Cell(model: models[index], count: count) }
            }
        }
    }

    struct Cell: View {
        let model: Model
        let count: Int
        var body: some View { Text("\(model.title) \(count)") }
    }

    @Test(arguments: Way.allCases)
    func manyViewsEachCancelledAlone(_ way: Way) throws {
        try using(way) {
            let models = (0..<40).map { _ in Model() }
            let harness = Harness(Grid(models: models))
            let cells = harness.graph.root?.subtree().filter { $0.typeName == "Cell" } ?? []
            #expect(cells.count == 40)
            if way == .sentinel {
                // Forty views fill three sentinels, each view with its own slot.
                let sentinels = try cells.map { try #require($0.trackingSentinel) }
                let shares = zip(sentinels, cells).map { "\(ObjectIdentifier($0.0).hashValue)/\($0.1.trackingSentinelSlot)" }
                #expect(Set(shares).count == 40)
                #expect(Set(sentinels.map(ObjectIdentifier.init)).count == 3)
            }
            // Every cell re-runs for its new input: each old registration is cancelled
            // alone; a later change re-runs the one cell that reads it, once.
            let tap = harness.tap("More 0")
            #expect(cells.allSatisfy { tap.runs($0.path) == 1 })
            let change = harness.act { models[17].title = "B" }
            #expect(change.events(.mutation).count == 1)
            #expect(cells.filter { change.runs($0.path) == 1 }.map(\.path) == [cells[17].path])
        }
    }

    struct Owner: View {
        @State private var model = Model()
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(count) \(model.title)")
                Button("More") { count += 1 }
                Toggler(model: model)
            }
        }
    }

    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    @Test(arguments: Way.allCases)
    func aGraphLetGoOfFreesItsViewsStateAndModels(_ way: Way) throws {
        try using(way) { try graphIsFreed() }
    }

    private func graphIsFreed() throws {
        var held: [Weak] = []
        do {
            let graph = ViewGraph(root: Owner())
            graph.mount()
            _ = try graph.tap("More", command: "tap More")
            _ = try graph.tap("Show", command: "tap Show")
            let views = graph.root?.subtree() ?? []
            #expect(views.count >= 2)
            held = views.map(Weak.init)
            held += views.flatMap { $0.stateReads.values.map(Weak.init) }
            held += graph.objects.objects.map { Weak($0.object) }
            #expect(held.count > views.count + 1)
        }
        #expect(held.allSatisfy { $0.object == nil })
    }

    /// Makes a graph whose `Pair` and `Title` read `model`, and hands back the graph and
    /// the views' registrations, held weakly.
    private func graphReading(_ model: Model) throws -> (ViewGraph, [Held]) {
        let graph = ViewGraph(root: Pair(model: model))
        graph.mount()
        let registrations = try ["Pair", "Title"].map { try graph.view(named: $0).trackingRegistration }
        #expect(registrations.allSatisfy { $0 != nil && $0?.isEmpty == false })
        return (graph, registrations.map { Held(registration: $0) })
    }

    // A registration holds its view unowned; the view cancels it as it goes, so a model
    // that outlives the graph neither keeps the registrations nor calls a freed view.
    @Test(arguments: Way.allCases)
    func aGraphLetGoOfCancelsItsViewsRegistrations(_ way: Way) throws {
        try using(way) {
            let model = Model()
            var held: [Held] = []
            do {
                let (graph, registrations) = try graphReading(model)
                held = registrations
                _ = graph
            }
            #expect(held.allSatisfy { $0.registration == nil })
            model.title = "B"
            model.note = "M"
            #expect(model.title == "B")
        }
    }

    final class Handoff: @unchecked Sendable {
        var graph: ViewGraph?
    }

    // Let go of on another thread, the graph is gone at once (a callback finds no graph)
    // and its views are torn down on the main actor, where they cancel their registrations.
    @Test func aGraphLetGoOfOffTheMainActorIsTornDownOnIt() async throws {
        let model = Model()
        let handoff = Handoff()
        let held: [Held]
        do {
            let (graph, registrations) = try graphReading(model)
            handoff.graph = graph
            held = registrations
        }
        await Task.detached { handoff.graph = nil }.value
        model.title = "B"
        for _ in 0..<1_000 where held.contains(where: { $0.registration != nil }) { await Task.yield() }
        #expect(held.allSatisfy { $0.registration == nil })
        model.title = "C"
        #expect(model.title == "C")
    }

    @Test(arguments: Way.allCases)
    func runsWithoutAChangeLeaveOneRegistration(_ way: Way) throws {
        try using(way) { try oneRegistrationIsLeft() }
    }

    private func oneRegistrationIsLeft() throws {
        let model = Model()
        let harness = Harness(Reader(model: model))
        let node = try harness.graph.view(named: "Reader")
        var earlier: [Held] = []
        for _ in 0..<200 {
            earlier.append(Held(registration: node.trackingRegistration))
            harness.tap("More")
        }
        // Each run cancelled the one before, and Observation let go of it, or (through the
        // scope, the body reading the same each time) kept it: one is left.
        #expect(earlier.allSatisfy { $0.registration == nil || $0.registration === node.trackingRegistration })
        let change = harness.act { model.title = "B" }
        #expect(change.runs("Reader") == 1)
        #expect(change.events(.mutation).count == 1)
    }
}

// A parent that re-runs hands its children view values; a child handed the bytes it holds
// is not attached again (ViewGraph.reconcile), except where attaching does more than
// connect: a custom DynamicProperty's `update()` runs as before.
@MainActor
@Suite struct ReattachingUnchangedChildren {
    final class Calls {
        var updates = 0
    }

    struct Counting: DynamicProperty {
        let calls: Calls
        func update() { calls.updates += 1 }
    }

    final class Store: ObservableObject {
        @Published var title = "A"
    }

    struct Row: View {
        @ObservedObject var store: Store
        let id: Int
        var body: some View { Text("\(id) \(store.title)") }
    }

    struct CountingRow: View {
        var counting: Counting
        var body: some View { Text("row") }
    }

    struct Parent: View {
        let store: Store
        let calls: Calls
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Tap \(taps)") { taps += 1 }
                Row(store: store, id: 1)
                CountingRow(counting: Counting(calls: calls))
            }
        }
    }

    @Test func anUnchangedChildKeepsItsSubscriptionAndACustomPropertyIsUpdated() {
        let store = Store(), calls = Calls()
        let harness = Harness(Parent(store: store, calls: calls))
        let before = calls.updates
        let tap = harness.tap("Tap 0")
        #expect(tap.runs("Parent") == 1)
        #expect(tap.runs("Row") == 0)
        #expect(calls.updates == before + 1)
        let change = harness.act { store.title = "B" }
        #expect(change.runs("Row") == 1)
        #expect(change.runs("Parent") == 0)
    }
}

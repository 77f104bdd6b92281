import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
import ObsLabFoundation
import ObsLabTesting

// SEMANTICS.md §3: publisher-style observation (ObservableObject, OpenCombine).
@MainActor
@Suite struct PublisherObservationRules {

    final class Store: ObservableObject {
        @Published var count = 0
        @Published var name = "a"
        var unpublished = 0
    }

    struct CountView: View {
        @ObservedObject var store: Store
        var body: some View { Text("count \(store.count) unpublished \(store.unpublished)") }
    }

    // MARK: objectWillChange

    @Test func publishedPropertyEmitsEvenWhenTheSameValueIsAssigned() {
        let store = Store()
        let harness = Harness(CountView(store: store))
        let step = harness.act { store.count = store.count }
        #expect(step.runs("CountView") == 1)
        #expect(step.printChanges("CountView") == ["PublisherObservationRules.CountView: _store changed."])
        #expect(step.events(.emission).map(\.valueChanged) == [false])
        #expect(step.details(.emission) == ["count set to an equal value"])
        #expect(step.causes("CountView") == ["Store#1.objectWillChange (count set to an equal value)"])
    }

    @Test func changingAPropertyThatIsNotPublishedFiresNothingAndTheUIGoesStale() {
        let store = Store()
        let harness = Harness(CountView(store: store))
        let step = harness.act { store.unpublished = 7 }
        #expect(step.runs("CountView") == 0)
        #expect(step.events(.emission).isEmpty)
        #expect(step.events(.evaluation).isEmpty)
        #expect(harness.shows("count 0 unpublished 0"))
        // Something else redraws it later, and only then the new value shows.
        let later = harness.act { store.count = 1 }
        #expect(later.runs("CountView") == 1)
        #expect(harness.shows("count 1 unpublished 7"))
    }

    @Test func aManualObjectWillChangeSendInvalidatesEveryHolder() {
        let store = Store()
        let harness = Harness(CountView(store: store))
        let step = harness.act { store.objectWillChange.send() }
        #expect(step.runs("CountView") == 1)
        #expect(step.printChanges("CountView") == ["PublisherObservationRules.CountView: _store changed."])
        #expect(step.details(.emission) == ["objectWillChange.send() called by hand"])
    }

    // MARK: An object with no @Published property

    /// Declares no `@Published` property and announces its changes by hand, as a class
    /// wrapping a non-observable store does.
    final class Ledger: ObservableObject {
        private(set) var entries: [Int] = []
        func add(_ entry: Int) {
            objectWillChange.send()
            entries.append(entry)
        }
    }

    struct LedgerView: View {
        @ObservedObject var ledger: Ledger
        var body: some View { Text("entries \(ledger.entries.count)") }
    }

    @Test func anObjectWithoutPublishedPropertiesHasOneObjectWillChange() {
        let ledger = Ledger()
        #expect(ledger.objectWillChange === ledger.objectWillChange)
        // With @Published properties it is the publisher they send to, as OpenCombine installs it.
        let store = Store()
        let publisher = store.objectWillChange
        var sent = 0
        let cancellable = publisher.sink { sent += 1 }
        store.count += 1
        #expect(store.objectWillChange === publisher)
        #expect(sent == 1)
        cancellable.cancel()
    }

    /// Declares its own `objectWillChange` and counts how often it is asked for it.
    final class CountedPublisher: ObservableObject {
        let publisher = ObservableObjectPublisher()
        var accesses = 0
        var objectWillChange: ObservableObjectPublisher {
            accesses += 1
            return publisher
        }
    }

    struct CountedRow: View {
        @ObservedObject var model: CountedPublisher
        let number: Int
        var body: some View { Text("row \(number)") }
    }

    struct CountedRows: View {
        let model: CountedPublisher
        var body: some View {
            VStack {
                ForEach(1...3, id: \.self) { number in CountedRow(model: model, number: number) }
            }
        }
    }

    struct LedgerRows: View {
        let ledger: Ledger
        var body: some View {
            VStack {
                ForEach(1...3, id: \.self) { _ in LedgerView(ledger: ledger) }
            }
        }
    }

    @Test func anObjectsOwnObjectWillChangeIsAskedForByEveryHolder() {
        let model = CountedPublisher()
        let harness = Harness(CountedRows(model: model))
        // The graph keeps the default publisher of an object once a holder has it; an
        // object's own is asked for by each holder, as a view subscribing asks for it.
        #expect(model.accesses == 3)
        #expect(!StableObjectWillChange.isDefault(of: CountedPublisher.self))
        let step = harness.act { model.publisher.send() }
        #expect(step.views.filter { $0.view.contains("CountedRow") }.map(\.runs).reduce(0, +) == 3)
    }

    @Test func holdersOfOneDefaultPublisherAllReRun() {
        let ledger = Ledger()
        let harness = Harness(LedgerRows(ledger: ledger))
        #expect(StableObjectWillChange.isDefault(of: Ledger.self))
        let step = harness.act { ledger.add(1) }
        #expect(step.views.filter { $0.view.contains("LedgerView") }.map(\.runs).reduce(0, +) == 3)
        #expect(step.details(.emission) == ["objectWillChange.send() called by hand"])
    }

    @Test func aManualSendFromAnObjectWithoutPublishedPropertiesReRunsItsHolders() {
        let ledger = Ledger()
        let harness = Harness(LedgerView(ledger: ledger))
        let step = harness.act { ledger.add(1) }
        #expect(step.runs("LedgerView") == 1)
        #expect(step.details(.emission) == ["objectWillChange.send() called by hand"])
        #expect(harness.shows("entries 1"))
    }

    // MARK: Every holder, whatever it reads

    struct Holders: View {
        @StateObject var model = Store()
        var body: some View {
            VStack {
                Text("owner reads nothing")
                Button("Rename") { model.name = "b" }
                ObservingNothing(model: model)
                EnvironmentReader()
                Bystander()
            }
            .environmentObject(model)
        }
    }

    struct ObservingNothing: View {
        @ObservedObject var model: Store
        var body: some View { Text("observer reads nothing") }
    }

    struct EnvironmentReader: View {
        @EnvironmentObject var settings: Store
        var body: some View { Text("environment reader reads nothing") }
    }

    struct Bystander: View {
        var body: some View { Text("holds nothing") }
    }

    @Test func everyHolderIsInvalidatedOnEachEmissionEvenIfItsBodyReadsNothing() throws {
        let lab = try LabHost(Holders())
        try lab.tap("Rename")
        lab.expect("Holders", runs: 1, reason: "Holders: _model changed.")
        lab.expect("ObservingNothing", runs: 1, reason: "ObservingNothing: _model changed.", wasted: true)
        lab.expect("EnvironmentReader", runs: 1, reason: "EnvironmentReader: _settings changed.", wasted: true)
        lab.expect("Bystander", runs: 0)
        #expect(lab.lastStep.details(.emission) == ["name will change"])
    }

    // MARK: @StateObject

    final class Counted: ObservableObject {
        nonisolated(unsafe) static var inits = 0
        @Published var value = 0
        init() { Counted.inits += 1 }
    }

    struct StateObjectParent: View {
        @State var refreshes = 0
        @State var generation = 0
        var body: some View {
            VStack {
                Text("refreshes \(refreshes)")
                Button("Refresh") { refreshes += 1 }
                Button("New identity") { generation += 1 }
                StateObjectChild(label: "\(refreshes)").id(generation)
            }
        }
    }

    struct StateObjectChild: View {
        let label: String
        @StateObject var model = Counted()
        var body: some View {
            VStack {
                Text("value \(model.value) after \(label) refreshes")
                Button("Bump") { model.value += 1 }
            }
        }
    }

    @Test func stateObjectAutoclosureRunsOncePerIdentity() throws {
        Counted.inits = 0
        let lab = try LabHost(StateObjectParent())
        #expect(Counted.inits == 1)
        try lab.tap("Bump")
        try lab.tap("Refresh")
        try lab.tap("Refresh")
        lab.expect("StateObjectParent", runs: 1)
        // The re-created struct runs (its label changed), yet M.init is not called again.
        lab.expect("StateObjectChild[0]", runs: 1, reason: "StateObjectChild: @self changed.",
                   shows: "value 1 after 2 refreshes")
        lab.expectCreated(Counted.self, 0)
        #expect(Counted.inits == 1)
        // A new identity gets a new object.
        try lab.tap("New identity")
        #expect(Counted.inits == 2)
        lab.expectCreated(Counted.self, 1)
        lab.expect("StateObjectChild[1]", runs: 1, reason: "StateObjectChild: @self, @identity, _model changed.",
                   shows: "value 0 after 2 refreshes")
        #expect(lab.lastStep.events(.storageCreated).compactMap(\.object) == ["Counted#2"])
    }

    // MARK: @ObservedObject with a default value

    final class Inline: ObservableObject {
        nonisolated(unsafe) static var inits = 0
        @Published var count = 0
        init() { Inline.inits += 1 }
    }

    struct InlineParent: View {
        @State var refreshes = 0
        var body: some View {
            VStack {
                Text("refreshes \(refreshes)")
                Button("Refresh") { refreshes += 1 }
                InlineChild()
            }
        }
    }

    struct InlineChild: View {
        @ObservedObject var model = Inline()
        var body: some View {
            VStack {
                Text("inline \(model.count)")
                Button("Inline +1") { model.count += 1 }
            }
        }
    }

    @Test func observedObjectWithADefaultValueIsReplacedWhenTheParentReruns() {
        Inline.inits = 0
        let harness = Harness(InlineParent())
        harness.tap("Inline +1")
        harness.tap("Inline +1")
        #expect(harness.shows("inline 2"))
        let step = harness.tap("Refresh")
        #expect(Inline.inits == 2)
        #expect(step.runs("InlineParent") == 1)
        #expect(step.runs("InlineChild") == 1)
        #expect(step.printChanges("InlineChild") == ["PublisherObservationRules.InlineChild: _model changed."])
        let replaced = step.events(.storageReplaced)
        #expect(replaced.count == 1)
        #expect(replaced.first?.detailText == "ObservedObject _model: Inline#1 replaced by Inline#2; state lost: count was 2, now 0")
        #expect(harness.shows("inline 0"))
        // The view now follows the new object only.
        let old = harness.graph.objects.objects.first { $0.name == "Inline#1" }?.object as? Inline
        #expect(old != nil)
        let oldChange = harness.act { old?.count = 10 }
        #expect(oldChange.runs("InlineChild") == 0)
        #expect(oldChange.events(.emission).isEmpty)
    }

    // MARK: @EnvironmentObject

    final class Theme: ObservableObject {
        @Published var name: String
        init(_ name: String) { self.name = name }
    }

    struct ThemeRoot: View {
        let outer: Theme
        let inner: Theme
        var body: some View {
            VStack {
                ThemeLabel()
                VStack {
                    ThemeLabel()
                }
                .environmentObject(inner)
            }
            .environmentObject(outer)
        }
    }

    struct ThemeLabel: View {
        @EnvironmentObject var theme: Theme
        var body: some View { Text("theme \(theme.name)") }
    }

    @Test func environmentObjectResolvesByTypeFromTheNearestAncestor() {
        let outer = Theme("outer"), inner = Theme("inner")
        let harness = Harness(ThemeRoot(outer: outer, inner: inner))
        #expect(harness.shows("theme outer"))
        #expect(harness.shows("theme inner"))
        let step = harness.act { inner.name = "dark" }
        #expect(step.runs("ThemeLabel") == 0)
        #expect(step.runs("ThemeLabel#2") == 1)
        #expect(step.printChanges("ThemeLabel#2") == ["PublisherObservationRules.ThemeLabel: _theme changed."])
        #expect(harness.shows("theme dark"))
    }

    @Test func severalEmissionsInOneTransactionRunEachHolderOnce() {
        let store = Store()
        let harness = Harness(CountView(store: store))
        let step = harness.act {
            store.count = 1
            store.name = "b"
            store.objectWillChange.send()
        }
        #expect(step.runs("CountView") == 1)
        #expect(step.printChanges("CountView") == ["PublisherObservationRules.CountView: _store changed."])
        #expect(step.details(.emission) == ["count will change", "name will change", "objectWillChange.send() called by hand"])
    }

    struct SwitchingProvider: View {
        let light: Theme
        let dark: Theme
        @State var useDark = false
        var body: some View {
            VStack {
                ThemeLabel()
                Button("Switch") { useDark = true }
            }
            .environmentObject(useDark ? dark : light)
        }
    }

    @Test func anEnvironmentObjectReplacedByItsProviderIsFollowedByTheReader() {
        let light = Theme("light"), dark = Theme("dark")
        let harness = Harness(SwitchingProvider(light: light, dark: dark))
        let step = harness.tap("Switch")
        #expect(step.runs("ThemeLabel") == 1)
        #expect(step.printChanges("ThemeLabel") == ["PublisherObservationRules.ThemeLabel: _theme changed."])
        #expect(harness.shows("theme dark"))
        let old = harness.act { light.name = "bright" }
        #expect(old.runs("ThemeLabel") == 0)
        let new = harness.act { dark.name = "night" }
        #expect(new.runs("ThemeLabel") == 1)
        #expect(harness.shows("theme night"))
    }

    struct Orphan: View {
        @EnvironmentObject var theme: Theme
        var body: some View { Text(theme.name) }
    }

    struct OrphanHost: View {
        var body: some View {
            VStack {
                Text("before")
                Orphan()
            }
        }
    }

    @Test func missingEnvironmentObjectIsASimulatedCrashWithSwiftUIsMessage() {
        let harness = Harness(OrphanHost())
        let message = "Fatal error: No ObservableObject of type Theme found. "
            + "A View.environmentObject(_:) for Theme may be missing as an ancestor of this view."
        #expect(harness.firstRender.details(.crash) == [message])
        #expect(harness.graph.crash?.message == message)
        #expect(harness.firstRender.printChanges("Orphan").isEmpty)
        // The shell lives on: the graph takes no more actions, it doesn't trap.
        let after = harness.act {}
        #expect(after.events.isEmpty)
    }

    // MARK: Nested ObservableObject

    final class Child: ObservableObject {
        @Published var value = 0
    }

    final class Parent: ObservableObject {
        @Published var child = Child()
    }

    struct NestedView: View {
        @StateObject var parent = Parent()
        var body: some View {
            VStack {
                Text("nested \(parent.child.value)")
                Button("Bump nested") { parent.child.value += 1 }
            }
        }
    }

    @Test func aNestedObservableObjectsChangeNeverReachesTheUI() {
        let harness = Harness(NestedView())
        let step = harness.tap("Bump nested")
        #expect(step.runs("NestedView") == 0)
        #expect(step.events(.emission).isEmpty)
        #expect(step.events(.evaluation).isEmpty)
        #expect(harness.shows("nested 0"))
    }

    // MARK: A custom wrapper holding an @ObservedObject

    final class Service: ObservableObject {
        @Published var content: [String] = []
    }

    @propertyWrapper
    struct DistinctObject<Wrapped: ObservableObject>: DynamicProperty {
        @ObservedObject private var wrapped: Wrapped
        var wrappedValue: Wrapped { wrapped }
        init(_ object: Wrapped) { _wrapped = ObservedObject(wrappedValue: object) }
    }

    struct TwoServices: View {
        @DistinctObject var posts: Service
        @DistinctObject var users: Service
        init(posts: Service, users: Service) {
            _posts = DistinctObject(posts)
            _users = DistinctObject(users)
        }
        var body: some View { Text("\(posts.content.count) posts, \(users.content.count) users") }
    }

    @Test func aCustomDynamicPropertyHoldingAnObservedObjectSubscribesItsView() {
        let posts = Service(), users = Service()
        let harness = Harness(TwoServices(posts: posts, users: users))
        let step = harness.act { users.content.append("ada") }
        #expect(step.runs("TwoServices") == 1)
        #expect(step.printChanges("TwoServices") == ["PublisherObservationRules.TwoServices: _users changed."])
        #expect(harness.shows("0 posts, 1 users"))
    }

    // The usual app root: `ContentView().environmentObject(model)`.
    @Test func anEnvironmentObjectProvidedOnTheRootViewIsFound() {
        let theme = Theme("root")
        let harness = Harness(ThemeLabel().environmentObject(theme))
        #expect(harness.shows("theme root"))
        #expect(harness.firstRender.printChanges("ThemeLabel") == ["PublisherObservationRules.ThemeLabel: @self, @identity, _theme changed."])
    }

    struct KeyReader: View {
        @Environment(\.seedPosts) var posts
        var body: some View { Text("\(posts.content.count) posts") }
    }

    struct KeyProvider: View {
        let service: SeedService
        var body: some View {
            VStack { KeyReader() }.environment(\.seedPosts, service)
        }
    }

    @Test func anObservableObjectReadThroughAnEnvironmentKeyIsNotSubscribedTo() {
        let service = SeedService()
        let harness = Harness(KeyProvider(service: service))
        let step = harness.act { service.content.append("hello") }
        #expect(step.runs("KeyReader") == 0)
        #expect(step.events(.emission).isEmpty)
        #expect(harness.shows("0 posts"))
    }

    // The seed's exact wrapper (sources/002): it reads the environment key once, in its
    // init, through an `Environment` used as a plain value. In SwiftUI that read gives
    // the key's default value (with a console warning), which here is the service itself.
    @Test func theSeedsDistinctEnvironmentObjectWorkaroundObservesItsObject() {
        let harness = Harness(SeedServicesView())
        let step = harness.act { SeedService.posts.content.append("hello") }
        #expect(step.runs("SeedServicesView") == 1)
        #expect(step.printChanges("SeedServicesView") == ["SeedServicesView: _postsService changed."])
    }
}

// MARK: The seed's DistinctEnvironmentObject (sources/002), as close to verbatim as ObsLab compiles

final class SeedService: ObservableObject {
    nonisolated(unsafe) static let posts = SeedService()
    nonisolated(unsafe) static let users = SeedService()
    @Published var content: [String] = []
}

struct SeedPostsKey: EnvironmentKey {
    static let defaultValue = SeedService.posts
}

struct SeedUsersKey: EnvironmentKey {
    static let defaultValue = SeedService.users
}

extension EnvironmentValues {
    var seedPosts: SeedService {
        get { self[SeedPostsKey.self] }
        set { self[SeedPostsKey.self] = newValue }
    }
    var seedUsers: SeedService {
        get { self[SeedUsersKey.self] }
        set { self[SeedUsersKey.self] = newValue }
    }
}

@propertyWrapper
struct SeedDistinctEnvironmentObject<Wrapped>: DynamicProperty where Wrapped: ObservableObject {
    var wrappedValue: Wrapped { _wrapped }
    @ObservedObject private var _wrapped: Wrapped

    init(_ keypath: KeyPath<EnvironmentValues, Wrapped>) {
        // As the seed writes it: `ObservedObject.wrappedValue` is settable, as in SwiftUI.
        _wrapped = Environment<Wrapped>(keypath).wrappedValue
    }
}

struct SeedServicesView: View {
    @SeedDistinctEnvironmentObject(\.seedPosts) var postsService: SeedService
    @SeedDistinctEnvironmentObject(\.seedUsers) var usersService: SeedService
    var body: some View {
        Text("\(postsService.content.count) posts, \(usersService.content.count) users")
    }
}

import Testing
@testable import ObsLab
@testable import ObsLabEngine

// SEMANTICS.md §0: mechanics of an update — transactions, one tracking scope per body,
// dependencies rebuilt per evaluation, first render, child reconciliation, identity.
@MainActor
@Suite struct UpdateMechanicsRules {

    // MARK: Scheduled, not synchronous

    @Observable final class Note {
        var text = "a"
    }

    struct NoteView: View {
        static var bodies = 0
        let note: Note
        var body: some View {
            NoteView.bodies += 1
            return Text(note.text)
        }
    }

    @Test func aMutationOnlyMarksViewsInvalidAndTheFlushRunsAtTheEndOfTheAction() {
        let note = Note()
        NoteView.bodies = 0
        let harness = Harness(NoteView(note: note))
        #expect(NoteView.bodies == 1)
        var bodiesInsideTheAction: [Int] = []
        let step = harness.act {
            note.text = "b"
            bodiesInsideTheAction.append(NoteView.bodies)
            note.text = "c"
            bodiesInsideTheAction.append(NoteView.bodies)
        }
        #expect(bodiesInsideTheAction == [1, 1])
        #expect(NoteView.bodies == 2)
        #expect(step.runs("NoteView") == 1)
        #expect(harness.shows("c"))
    }

    final class Emitter: ObservableObject {
        @Published var value = 0
    }

    final class UncheckedBox: @unchecked Sendable {
        let note: Note
        var seen: [String] = []
        init(_ note: Note) { self.note = note }
    }

    @Test func objectWillChangeAndObservationCallbacksFireBeforeTheNewValueIsStored() {
        let emitter = Emitter()
        var seenByPublisher: [Int] = []
        let cancellable = emitter.objectWillChange.sink { _ in seenByPublisher.append(emitter.value) }
        emitter.value = 5
        #expect(seenByPublisher == [0])
        cancellable.cancel()

        let box = UncheckedBox(Note())
        withObservationTracking { _ = box.note.text } onChange: {
            box.seen.append(box.note.text)
        }
        box.note.text = "new"
        #expect(box.seen == ["a"])
    }

    // MARK: Transactions

    struct Triple: View {
        @State var a = 0
        @State var b = 0
        @State var c = 0
        var body: some View {
            VStack {
                Text("\(a) \(b) \(c)")
                Button("All three") {
                    c += 1
                    a += 1
                    b += 1
                }
                Shown(value: a)
            }
        }
    }

    struct Shown: View {
        let value: Int
        var body: some View { Text("\(value)") }
    }

    @Test func threeWritesInOneActionRunEachAffectedViewOnceWithEveryCause() {
        let harness = Harness(Triple())
        let step = harness.tap("All three")
        #expect(step.runs("Triple") == 1)
        #expect(step.runs("Shown") == 1)
        #expect(step.printChanges("Triple") == ["UpdateMechanicsRules.Triple: _a, _b, _c changed."])
        #expect(step.printChanges("Shown") == ["UpdateMechanicsRules.Shown: @self changed."])
        #expect(step.causes("Triple") == ["Triple._c 0 → 1; Triple._a 0 → 1; Triple._b 0 → 1"])
        #expect(step.events(.stateWrite).count == 3)
    }

    @Observable final class Pair {
        var x = 0
        var y = 0
    }

    struct PairView: View {
        let pair: Pair
        var body: some View { Text("\(pair.x) \(pair.y)") }
    }

    @Test func severalObservableMutationsInOneTransactionRunTheReaderOnce() {
        let pair = Pair()
        let harness = Harness(PairView(pair: pair))
        let step = harness.act {
            pair.x = 1
            pair.y = 2
        }
        #expect(step.runs("PairView") == 1)
        #expect(step.printChanges("PairView") == ["UpdateMechanicsRules.PairView: @dependencies changed."])
        #expect(step.causes("PairView") == ["Pair#1.x; Pair#1.y"])
        #expect(step.events(.mutation).count == 2)
    }

    // MARK: Every kind of source in one transaction

    final class Feed: ObservableObject {
        @Published var items = 0
    }

    struct Mixed: View {
        @State var taps = 0
        @ObservedObject var feed: Feed
        let pair: Pair
        var body: some View {
            VStack {
                Text("\(taps) \(feed.items) \(pair.x)")
                Button("Everything") {
                    pair.x += 1
                    feed.items += 1
                    taps += 1
                }
            }
        }
    }

    @Test func writesFromEveryKindOfSourceInOneActionRunTheViewOnceWithEveryToken() {
        let harness = Harness(Mixed(feed: Feed(), pair: Pair()))
        let step = harness.tap("Everything")
        #expect(step.runs("Mixed") == 1)
        #expect(step.printChanges("Mixed") == ["UpdateMechanicsRules.Mixed: _taps, _feed, @dependencies changed."])
        #expect(harness.shows("1 1 1"))
    }

    // MARK: An invalid child its parent removes does not run

    struct Remover: View {
        @State var showChild = true
        @State var n = 0
        var body: some View {
            VStack {
                if showChild { RemovedChild(n: $n) }
                Button("Remove and write") {
                    n += 1
                    showChild = false
                }
            }
        }
    }

    struct RemovedChild: View {
        @Binding var n: Int
        var body: some View { Text("n \(n)") }
    }

    @Test func anInvalidChildThatItsParentRemovesInTheSameFlushDoesNotRun() {
        let harness = Harness(Remover())
        let step = harness.tap("Remove and write")
        #expect(step.runs("Remover") == 1)
        #expect(step.evaluationOrder == ["Remover"])
        #expect(step.events(.storageDestroyed).compactMap(\.view) == ["Remover/RemovedChild"])
    }

    // MARK: Parents before children

    struct Outer: View {
        @State var tick = 0
        @State var innerTick = 0
        var body: some View {
            VStack {
                Text("outer \(tick)")
                Inner(tick: $innerTick)
                Button("Both") {
                    innerTick += 1
                    tick += 1
                }
            }
        }
    }

    struct Inner: View {
        @Binding var tick: Int
        var body: some View { Text("inner \(tick)") }
    }

    @Test func theFlushRunsParentsBeforeChildren() {
        let harness = Harness(Outer())
        let step = harness.tap("Both")
        #expect(step.runs("Outer") == 1)
        #expect(step.runs("Inner") == 1)
        #expect(step.events(.evaluation).map(\.view) == ["Outer", "Outer/Inner"])
        #expect(step.printChanges("Outer") == ["UpdateMechanicsRules.Outer: _tick changed."])
        #expect(step.printChanges("Inner") == ["UpdateMechanicsRules.Inner: _tick changed."])
    }

    // MARK: One tracking scope per body

    @Observable final class Profile {
        var name = "Ada"
        var bio = "…"
    }

    struct ProfileScreen: View {
        let profile: Profile
        var body: some View {
            VStack {
                Text(profile.name)
                ProfileBio(profile: profile)
            }
        }
    }

    struct ProfileBio: View {
        let profile: Profile
        var body: some View { Text(profile.bio) }
    }

    @Test func eachBodyIsTrackedInItsOwnScopeSoParentsDoNotDependOnWhatChildrenRead() {
        let profile = Profile()
        let harness = Harness(ProfileScreen(profile: profile))
        let step = harness.act { profile.bio = "Mathematician" }
        #expect(step.runs("ProfileScreen") == 0)
        #expect(step.runs("ProfileBio") == 1)
        #expect(step.printChanges("ProfileBio") == ["UpdateMechanicsRules.ProfileBio: @dependencies changed."])
        #expect(step.causes("ProfileBio") == ["Profile#1.bio"])
    }

    // MARK: Dependencies rebuilt on every evaluation

    @Observable final class Switchable {
        var showDetail = true
        var detail = "d"
    }

    struct ConditionalReader: View {
        let model: Switchable
        var body: some View {
            if model.showDetail {
                Text(model.detail)
            } else {
                Text("hidden")
            }
        }
    }

    @Test func dependenciesAreRebuiltOnEveryEvaluation() {
        let model = Switchable()
        let harness = Harness(ConditionalReader(model: model))
        let whileRead = harness.act { model.detail = "e" }
        #expect(whileRead.runs("ConditionalReader") == 1)
        let hide = harness.act { model.showDetail = false }
        #expect(hide.runs("ConditionalReader") == 1)
        let noLongerRead = harness.act { model.detail = "f" }
        #expect(noLongerRead.runs("ConditionalReader") == 0)
        #expect(noLongerRead.events(.evaluation).isEmpty)
    }

    // MARK: First render

    struct FirstParent: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("\(count)")
                FirstChild(label: "x")
            }
        }
    }

    struct FirstChild: View {
        let label: String
        var body: some View { Text(label) }
    }

    @Test func firstRenderEvaluatesEveryBodyOnceWithSelfIdentityAndItsDynamicProperties() {
        let harness = Harness(FirstParent())
        let first = harness.firstRender
        #expect(first.printChanges("FirstParent") == ["UpdateMechanicsRules.FirstParent: @self, @identity, _count changed."])
        // No dynamic property: `@self` alone (docs/rules/print-changes.md).
        #expect(first.printChanges("FirstChild") == ["UpdateMechanicsRules.FirstChild: @self changed."])
        #expect(first.events(.evaluation).count == 2)
        // Counts reported per action exclude the first render.
        #expect(first.views.map(\.runs) == [0, 0])
        #expect(first.views.map(\.total) == [0, 0])
    }

    // MARK: Child reconciliation

    final class Token {}

    struct Host: View {
        @State var unrelated = 0
        @State var number = 1
        @State var token = Token()
        var body: some View {
            VStack {
                Text("\(unrelated)")
                ByValue(number: number)
                ByReference(token: token)
                Button("Unrelated") { unrelated += 1 }
                Button("Number") { number += 1 }
                Button("New token") { token = Token(); unrelated += 1 }
            }
        }
    }

    struct ByValue: View {
        let number: Int
        var body: some View { Text("\(number)") }
    }

    struct ByReference: View {
        let token: Token
        var body: some View { Text("token") }
    }

    @Test func childWithEqualFieldsIsSkippedWhenItsParentReruns() {
        let harness = Harness(Host())
        let step = harness.tap("Unrelated")
        #expect(step.runs("Host") == 1)
        #expect(step.runs("ByValue") == 0)
        #expect(step.runs("ByReference") == 0)
        #expect(step.events(.skip).compactMap(\.view) == ["Host/ByValue", "Host/ByReference"])
    }

    @Test func equatableFieldThatDiffersByEqualityRerunsTheChildWithSelf() {
        let harness = Harness(Host())
        let step = harness.tap("Number")
        #expect(step.runs("ByValue") == 1)
        #expect(step.printChanges("ByValue") == ["UpdateMechanicsRules.ByValue: @self changed."])
        #expect(step.runs("ByReference") == 0)
    }

    @Test func classReferenceFieldIsComparedByIdentity() {
        let harness = Harness(Host())
        let step = harness.tap("New token")
        #expect(step.runs("Host") == 1)
        #expect(step.runs("ByReference") == 1)
        #expect(step.printChanges("ByReference") == ["UpdateMechanicsRules.ByReference: @self changed."])
        #expect(step.runs("ByValue") == 0)
    }

    // MARK: Identity

    struct Counter: View {
        @State var n = 0
        let label: String
        var body: some View {
            HStack {
                Text("\(label) n=\(n)")
                Button("+1 \(label)") { n += 1 }
            }
        }
    }

    struct BranchHost: View {
        @State var flag = true
        var body: some View {
            VStack {
                if flag {
                    Counter(label: "c")
                } else {
                    Counter(label: "c")
                }
                Button("Flip") { flag.toggle() }
            }
        }
    }

    @Test func switchingIfElseBranchesGivesTheViewANewIdentityWithFreshState() {
        let harness = Harness(BranchHost())
        harness.tap("+1 c")
        #expect(harness.shows("c n=1"))
        let step = harness.tap("Flip")
        #expect(step.runs("BranchHost") == 1)
        #expect(step.runs("Counter#2") == 1)
        #expect(step.printChanges("Counter#2") == ["UpdateMechanicsRules.Counter: @self, @identity, _n changed."])
        #expect(step.events(.storageDestroyed).map(\.detailText) == ["_n = 1"])
        #expect(step.events(.storageCreated).map(\.detailText) == ["State _n = 0"])
        #expect(harness.shows("c n=0"))
    }

    struct IdHost: View {
        @State var version = 0
        @State var other = 0
        var body: some View {
            VStack {
                Text("\(other)")
                Counter(label: "c").id(version)
                Button("New id") { version += 1 }
                Button("Other") { other += 1 }
            }
        }
    }

    @Test func changingTheIdGivesANewIdentityAndResetsState() {
        let harness = Harness(IdHost())
        harness.tap("+1 c")
        let same = harness.tap("Other")
        #expect(same.runs("Counter[0]") == 0)
        #expect(same.events(.storageCreated).isEmpty)
        let step = harness.tap("New id")
        #expect(step.runs("Counter[1]") == 1)
        #expect(step.printChanges("Counter[1]") == ["UpdateMechanicsRules.Counter: @self, @identity, _n changed."])
        #expect(step.events(.storageDestroyed).map(\.view) == ["IdHost/Counter[0]"])
        #expect(harness.shows("c n=0"))
    }

    struct InertHost: View {
        @State var other = 0
        var body: some View {
            VStack {
                Text("\(other)")
                Counter(label: "c").padding().font(.title)
                Counter(label: "d").environment(\.inertNote, "v\(other)")
                Button("Other") { other += 1 }
            }
        }
    }

    @Test func aModifierThatDoesNotChangeStructureKeepsIdentityAndState() {
        let harness = Harness(InertHost())
        harness.tap("+1 c")
        harness.tap("+1 d")
        let step = harness.tap("Other")
        #expect(step.runs("InertHost") == 1)
        #expect(step.runs("Counter") == 0)
        #expect(step.runs("Counter#2") == 0)
        #expect(step.events(.storageCreated).isEmpty)
        #expect(step.events(.storageDestroyed).isEmpty)
        #expect(harness.shows("c n=1"))
        #expect(harness.shows("d n=1"))
    }

    struct OptionalBefore: View {
        @State var banner = false
        var body: some View {
            VStack {
                if banner { Text("banner") }
                Counter(label: "c")
                Button("Banner") { banner = true }
            }
        }
    }

    @Test func aViewAfterAnOptionalKeepsItsIdentityWhenTheOptionalAppears() {
        let harness = Harness(OptionalBefore())
        harness.tap("+1 c")
        let step = harness.tap("Banner")
        #expect(step.runs("OptionalBefore") == 1)
        #expect(step.runs("Counter") == 0)
        #expect(step.events(.storageCreated).isEmpty)
        #expect(step.events(.storageDestroyed).isEmpty)
        #expect(harness.shows("banner"))
        #expect(harness.shows("c n=1"))
    }

    struct Item: Identifiable, Equatable {
        let id: Int
    }

    struct RowsHost: View {
        @State var items = [Item(id: 1), Item(id: 2), Item(id: 3)]
        var body: some View {
            VStack {
                ForEach(items) { item in
                    Counter(label: "row\(item.id)")
                }
                Button("Reverse") { items.reverse() }
                Button("Drop first") { items.removeFirst() }
            }
        }
    }

    @Test func theForEachElementIdIsPartOfIdentity() {
        let harness = Harness(RowsHost())
        harness.tap("+1 row2")
        let reversed = harness.tap("Reverse")
        #expect(reversed.runs("RowsHost") == 1)
        #expect(reversed.events(.storageCreated).isEmpty)
        #expect(reversed.events(.storageDestroyed).isEmpty)
        #expect(reversed.runs("Counter[1]") == 0)
        #expect(reversed.runs("Counter[2]") == 0)
        #expect(harness.shows("row2 n=1"))
        let dropped = harness.tap("Drop first")
        #expect(dropped.events(.storageDestroyed).map(\.view) == ["RowsHost/Counter[3]"])
        #expect(harness.shows("row2 n=1"))
    }

    // MARK: A child invalidated twice in one transaction

    struct BothParent: View {
        @State var a = 0
        @State var b = 0
        var body: some View {
            VStack {
                BothChild(label: "a \(a)", n: $b)
                Button("Both") {
                    a += 1
                    b += 1
                }
            }
        }
    }

    struct BothChild: View {
        let label: String
        @Binding var n: Int
        var body: some View { Text("\(label) n \(n)") }
    }

    @Test func aChildInvalidatedByAWriteAndByItsParentRunsOnceWithBothCauses() {
        let harness = Harness(BothParent())
        let step = harness.tap("Both")
        #expect(step.runs("BothParent") == 1)
        #expect(step.runs("BothChild") == 1)
        #expect(step.printChanges("BothChild") == ["UpdateMechanicsRules.BothChild: @self, _n changed."])
        #expect(harness.shows("a 1 n 1"))
    }

    // MARK: A read made while building a child belongs to the parent

    struct TitleParent: View {
        let profile: Profile
        var body: some View { TitleChild(title: profile.name) }
    }

    struct TitleChild: View {
        let title: String
        var body: some View { Text(title) }
    }

    @Test func aReadMadeWhileTheParentBuildsAChildValueIsTheParentsDependency() {
        let profile = Profile()
        let harness = Harness(TitleParent(profile: profile))
        let step = harness.act { profile.name = "Grace" }
        #expect(step.runs("TitleParent") == 1)
        #expect(step.printChanges("TitleParent") == ["UpdateMechanicsRules.TitleParent: @dependencies changed."])
        #expect(step.runs("TitleChild") == 1)
        #expect(step.printChanges("TitleChild") == ["UpdateMechanicsRules.TitleChild: @self changed."])
    }

    // MARK: Conditional @State reads

    struct ConditionalState: View {
        @State var showCount = true
        @State var count = 0
        var body: some View {
            VStack {
                if showCount { Text("count \(count)") }
                Button("Hide") { showCount = false }
                Button("Count") { count += 1 }
            }
        }
    }

    @Test func stateReadsAreRebuiltOnEveryEvaluationToo() {
        let harness = Harness(ConditionalState())
        harness.tap("Hide")
        let step = harness.tap("Count")
        #expect(step.runs("ConditionalState") == 0)
        #expect(step.events(.evaluation).isEmpty)
    }

    // MARK: .equatable() still re-runs when == says the view changed

    struct EquatableRow: View, Equatable {
        let title: String
        let onTap: () -> Void
        var body: some View { Text(title) }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
    }

    struct EquatableHost: View {
        @State var title = "a"
        var body: some View {
            VStack {
                EquatableRow(title: title, onTap: {}).equatable()
                Button("Retitle") { title = "b" }
            }
        }
    }

    @Test func anEquatableViewWhoseEqualityFailsRerunsWithSelf() {
        let harness = Harness(EquatableHost())
        let step = harness.tap("Retitle")
        #expect(step.runs("EquatableRow") == 1)
        #expect(step.printChanges("EquatableRow") == ["UpdateMechanicsRules.EquatableRow: @self changed."])
        #expect(harness.shows("b"))
    }

    // MARK: A destroyed identity stops observing

    final class Ticker: ObservableObject {
        @Published var ticks = 0
    }

    @Observable final class Gauge {
        var level = 0
    }

    struct Removable: View {
        @State var shown = true
        let ticker: Ticker
        let gauge: Gauge
        var body: some View {
            VStack {
                if shown {
                    TickerView(ticker: ticker)
                    GaugeView(gauge: gauge)
                }
                Button("Remove") { shown = false }
            }
        }
    }

    struct TickerView: View {
        @ObservedObject var ticker: Ticker
        var body: some View { Text("ticks \(ticker.ticks)") }
    }

    struct GaugeView: View {
        let gauge: Gauge
        var body: some View { Text("level \(gauge.level)") }
    }

    @Test func theStorageOfAnIdentityThatDisappearedIsDestroyedAndStopsObserving() {
        let ticker = Ticker(), gauge = Gauge()
        let harness = Harness(Removable(ticker: ticker, gauge: gauge))
        let removed = harness.tap("Remove")
        #expect(Set(removed.events(.storageDestroyed).compactMap(\.view))
            == ["Removable/TickerView", "Removable/GaugeView"])
        let after = harness.act {
            ticker.ticks += 1
            gauge.level += 1
        }
        #expect(after.events(.evaluation).isEmpty)
        #expect(after.events(.invalidation).isEmpty)
        #expect(after.events(.emission).isEmpty)
    }
}

struct InertNoteKey: EnvironmentKey {
    static let defaultValue = ""
}

extension EnvironmentValues {
    var inertNote: String {
        get { self[InertNoteKey.self] }
        set { self[InertNoteKey.self] = newValue }
    }
}

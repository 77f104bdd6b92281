import Testing
@testable import ObsLab
@testable import ObsLabEngine
import ObsLabTesting

// SEMANTICS.md §4: access-tracking observation (the real Observation module).
@MainActor
@Suite struct AccessTrackingRules {

    // MARK: Only reads during the body are dependencies

    @Observable final class Book: Identifiable {
        let id: Int
        var title: String
        var isAvailable = true
        init(id: Int = 0, title: String = "Dune") {
            self.id = id
            self.title = title
        }
    }

    struct BookView: View {
        let book: Book
        var body: some View { Text(book.title) }
    }

    @Test func onlyPropertiesReadInTheBodyAreDependencies() throws {
        let book = Book()
        let lab = try LabHost(BookView(book: book))
        lab.perform("Lend the book") { book.isAvailable.toggle() }
        lab.expect("BookView", runs: 0)
        #expect(lab.lastStep.events(.mutation).isEmpty)
        lab.perform("Rename the book") { book.title = "X" }
        lab.expect("BookView", runs: 1, reason: "BookView: @dependencies changed.", cause: "Book#1.title", shows: "X")
    }

    @Observable final class Tapper {
        var label = "Go"
        var secret = 0
        var log: [Int] = []
    }

    struct ActionReader: View {
        let tapper: Tapper
        var body: some View {
            Button(tapper.label) { tapper.log.append(tapper.secret) }
        }
    }

    @Test func readsInActionClosuresFormNoDependency() {
        let tapper = Tapper()
        let harness = Harness(ActionReader(tapper: tapper))
        let tap = harness.tap("Go")
        #expect(tap.runs("ActionReader") == 0)
        #expect(tapper.log == [0])
        let step = harness.act { tapper.secret = 42 }
        #expect(step.runs("ActionReader") == 0)
        #expect(step.events(.evaluation).isEmpty)
        let label = harness.act { tapper.label = "Stop" }
        #expect(label.runs("ActionReader") == 1)
    }

    // MARK: @ObservationIgnored and computed properties

    @Observable final class Person {
        var first = "Ada"
        var last = "Byron"
        @ObservationIgnored var cache = "cold"
        var fullName: String { first + " " + last }
    }

    struct PersonView: View {
        let person: Person
        var body: some View { Text("\(person.fullName) \(person.cache)") }
    }

    @Test func observationIgnoredPropertiesAreNeverTracked() {
        let person = Person()
        let harness = Harness(PersonView(person: person))
        let step = harness.act { person.cache = "warm" }
        #expect(step.runs("PersonView") == 0)
        #expect(step.events(.mutation).isEmpty)
        #expect(harness.shows("Ada Byron cold"))
    }

    @Test func computedPropertiesAreTrackedThroughTheStoredPropertiesTheyRead() {
        let person = Person()
        let harness = Harness(PersonView(person: person))
        let step = harness.act { person.last = "Lovelace" }
        #expect(step.runs("PersonView") == 1)
        #expect(step.printChanges("PersonView") == ["AccessTrackingRules.PersonView: @dependencies changed."])
        #expect(step.causes("PersonView") == ["Person#1.last"])
        #expect(harness.shows("Ada Lovelace cold"))
    }

    // MARK: Equal values and _modify

    final class Marker {}

    @Observable final class Numbers {
        var a = 0
        var list: [String] = []
        var marker = Marker()
    }

    struct NumbersView: View {
        let numbers: Numbers
        var body: some View {
            Text("\(numbers.a) \(numbers.list.count) \(ObjectIdentifier(numbers.marker).hashValue == 0)")
        }
    }

    @Test func assigningAnEqualValueDoesNotNotify() {
        let numbers = Numbers()
        let harness = Harness(NumbersView(numbers: numbers))
        let step = harness.act { numbers.a = numbers.a }
        #expect(step.runs("NumbersView") == 0)
        #expect(step.events(.mutation).isEmpty)
    }

    @Test func assigningTheIdenticalObjectDoesNotNotify() {
        let numbers = Numbers()
        let harness = Harness(NumbersView(numbers: numbers))
        let same = harness.act { numbers.marker = numbers.marker }
        #expect(same.runs("NumbersView") == 0)
        let other = harness.act { numbers.marker = Marker() }
        #expect(other.runs("NumbersView") == 1)
    }

    @Test func aModifyAccessAlwaysNotifiesEvenWithoutAChange() {
        let numbers = Numbers()
        let harness = Harness(NumbersView(numbers: numbers))
        let step = harness.act { numbers.a += 0 }
        #expect(step.runs("NumbersView") == 1)
        #expect(step.printChanges("NumbersView") == ["AccessTrackingRules.NumbersView: @dependencies changed."])
        #expect(step.events(.mutation).map(\.valueChanged) == [false])
        #expect(step.causes("NumbersView") == ["Numbers#1.a"])
    }

    @Test func appendingToATrackedArrayNotifies() {
        let numbers = Numbers()
        let harness = Harness(NumbersView(numbers: numbers))
        let step = harness.act { numbers.list.append("x") }
        #expect(step.runs("NumbersView") == 1)
        #expect(step.causes("NumbersView") == ["Numbers#1.list"])
    }

    @Test func aChangeAfterSeveralEvaluationsInvalidatesOnceThroughTheLatestRegistration() {
        let numbers = Numbers()
        let harness = Harness(NumbersView(numbers: numbers))
        harness.act { numbers.a = 1 }
        harness.act { numbers.a = 2 }
        let step = harness.act { numbers.a = 3 }
        #expect(step.runs("NumbersView") == 1)
        #expect(step.events(.invalidation).count == 1)
        #expect(step.events(.mutation).count == 1)
    }

    struct TwoReaders: View {
        let numbers: Numbers
        var body: some View {
            VStack {
                NumbersView(numbers: numbers)
                NumbersView(numbers: numbers)
            }
        }
    }

    @Test func oneMutationInvalidatesEveryViewThatReadThePropertyOnce() {
        let numbers = Numbers()
        let harness = Harness(TwoReaders(numbers: numbers))
        let step = harness.act { numbers.a = 5 }
        #expect(step.runs("TwoReaders") == 0)
        #expect(step.runs("NumbersView") == 1)
        #expect(step.runs("NumbersView#2") == 1)
        #expect(step.events(.mutation).count == 1)
        #expect(step.causes("NumbersView") == ["Numbers#1.a"])
        #expect(step.causes("NumbersView#2") == ["Numbers#1.a"])
    }

    // MARK: withObservationTracking and Observations

    final class Counter: @unchecked Sendable {
        var calls = 0
    }

    @Test func withObservationTrackingFiresOncePerRegistration() {
        let numbers = Numbers()
        let counter = Counter()
        nonisolated(unsafe) let tracked = numbers
        withObservationTracking { _ = tracked.a } onChange: { counter.calls += 1 }
        numbers.a = 1
        numbers.a = 2
        numbers.a = 3
        #expect(counter.calls == 1)
    }

    @MainActor @Observable final class Level {
        var value = 0
    }

    @Test func observationsSequenceYieldsAfterTheChangeCoalescingATransaction() async {
        let level = Level()
        let values = Observations { level.value }
        var iterator = values.makeAsyncIterator()
        let first = await iterator.next()
        level.value = 1
        level.value = 2
        let second = await iterator.next()
        #expect(first == 0)
        #expect(second == 2)
    }

    // MARK: Pass-through views

    @Observable final class Library {
        var books: [Book]
        init(_ books: [Book]) { self.books = books }
    }

    struct Shelf: View {
        let library: Library
        var body: some View {
            VStack {
                ForEach(library.books) { book in
                    BookRow(book: book)
                }
            }
        }
    }

    struct BookRow: View {
        let book: Book
        var body: some View { Text(book.title) }
    }

    @Test func aPassThroughListDoesNotDependOnWhatItsRowsRead() {
        let library = Library([Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")])
        let harness = Harness(Shelf(library: library))
        let step = harness.act { library.books[0].title = "Dune Messiah" }
        #expect(step.runs("Shelf") == 0)
        #expect(step.runs("BookRow[1]") == 1)
        #expect(step.runs("BookRow[2]") == 0)
        #expect(step.printChanges("BookRow[1]") == ["AccessTrackingRules.BookRow: @dependencies changed."])
        #expect(step.causes("BookRow[1]") == ["Book#1.title"])
    }

    @Test func aPassThroughListRerunsWhenTheArrayChanges() {
        let library = Library([Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")])
        let harness = Harness(Shelf(library: library))
        let step = harness.act { library.books.append(Book(id: 3, title: "Ulysses")) }
        #expect(step.runs("Shelf") == 1)
        #expect(step.printChanges("Shelf") == ["AccessTrackingRules.Shelf: @dependencies changed."])
        #expect(step.runs("BookRow[1]") == 0)
        #expect(step.runs("BookRow[2]") == 0)
        #expect(step.runs("BookRow[3]") == 1)
        #expect(step.printChanges("BookRow[3]") == ["AccessTrackingRules.BookRow: @self changed."])  // a `let`: no @identity
    }

    // MARK: Observables in arrays, optionals and other observables

    @Observable final class Tag {
        var name: String
        init(_ name: String) { self.name = name }
    }

    @Observable final class Account {
        var email = "a@b.c"
    }

    @Observable final class Board {
        var tags = [Tag("red"), Tag("green")]
        var pinned: Tag? = Tag("pinned")
        var owner = Account()
    }

    struct BoardView: View {
        let board: Board
        var body: some View {
            Text("\(board.tags[1].name) \(board.pinned?.name ?? "-") \(board.owner.email)")
        }
    }

    @Test func trackingFollowsEachObjectReadInsideAnArray() {
        let board = Board()
        let harness = Harness(BoardView(board: board))
        let unread = harness.act { board.tags[0].name = "blue" }
        #expect(unread.runs("BoardView") == 0)
        let read = harness.act { board.tags[1].name = "lime" }
        #expect(read.runs("BoardView") == 1)
        #expect(read.printChanges("BoardView") == ["AccessTrackingRules.BoardView: @dependencies changed."])
        // Objects are named in the order the lab first sees them: tags[0] is Tag#1.
        #expect(read.causes("BoardView") == ["Tag#2.name"])
        #expect(harness.shows("lime pinned a@b.c"))
    }

    @Test func trackingFollowsAnObjectReadThroughAnOptional() {
        let board = Board()
        let harness = Harness(BoardView(board: board))
        let renamed = harness.act { board.pinned?.name = "top" }
        #expect(renamed.runs("BoardView") == 1)
        #expect(renamed.causes("BoardView") == ["Tag#3.name"])
        #expect(harness.shows("green top a@b.c"))
        let cleared = harness.act { board.pinned = nil }
        #expect(cleared.runs("BoardView") == 1)
        #expect(harness.shows("green - a@b.c"))
    }

    @Test func trackingFollowsAnObservableHeldByAnotherObservable() {
        let board = Board()
        let harness = Harness(BoardView(board: board))
        let step = harness.act { board.owner.email = "x@y.z" }
        #expect(step.runs("BoardView") == 1)
        #expect(step.causes("BoardView") == ["Account#1.email"])
    }

    // MARK: @State holding an @Observable

    @Observable final class Session {
        nonisolated(unsafe) static var inits = 0
        var count = 0
        init() { Session.inits += 1 }
    }

    struct SessionParent: View {
        @State var refreshes = 0
        var body: some View {
            VStack {
                Text("refreshes \(refreshes)")
                Button("Refresh") { refreshes += 1 }
                SessionView()
            }
        }
    }

    struct SessionView: View {
        @State var session = Session()
        var body: some View {
            VStack {
                Text("session \(session.count)")
                Button("Bump") { session.count += 1 }
            }
        }
    }

    /// Xcode 26's property wrapper; Xcode 27 is in StateReleaseTests.
    @Test func stateHoldingAnObservableRunsItsInitAgainButKeepsTheFirstInstance() throws {
        Session.inits = 0
        let lab = try LabHost(SessionParent(), release: .xcode26)
        try lab.tap("Bump")
        #expect(Session.inits == 1)
        try lab.tap("Refresh")
        #expect(Session.inits == 2)
        lab.expect("SessionParent", runs: 1)
        lab.expect("SessionView", runs: 0, shows: "session 1")
        lab.expectCreated(Session.self, 1)
        lab.expectEvent("State's initial value ran again and made Session#2; it is discarded, Session#1 is kept")
        #expect(lab.lastStep.events(.objectDiscarded).compactMap(\.object) == ["Session#2"])
    }

    struct SessionOwner: View {
        @State var session = Session()
        var body: some View {
            VStack {
                Text("session \(session.count)")
                Button("New session") { session = Session() }
            }
        }
    }

    @Test func replacingTheObservableHeldByStateRerunsTheReaderWhichThenFollowsTheNewObject() {
        let harness = Harness(SessionOwner())
        let first = harness.graph.objects.objects.first { $0.name == "Session#1" }?.object as? Session
        #expect(first != nil)
        let step = harness.tap("New session")
        #expect(step.runs("SessionOwner") == 1)
        #expect(step.printChanges("SessionOwner") == ["AccessTrackingRules.SessionOwner: _session changed."])
        let old = harness.act { first?.count = 5 }
        #expect(old.runs("SessionOwner") == 0)
        #expect(harness.shows("session 0"))
    }

    // MARK: @Environment(Type.self)

    @Observable final class Prefs {
        var volume = 1
        var brightness = 1
    }

    struct PrefsRoot: View {
        let prefs: Prefs
        var body: some View {
            VStack {
                VolumeLabel()
                Text("root")
            }
            .environment(prefs)
        }
    }

    struct VolumeLabel: View {
        @Environment(Prefs.self) var prefs
        var body: some View { Text("volume \(prefs.volume)") }
    }

    @Test func environmentObservableResolvesByTypeAndIsTrackedPerProperty() {
        let prefs = Prefs()
        let harness = Harness(PrefsRoot(prefs: prefs))
        #expect(harness.shows("volume 1"))
        let unread = harness.act { prefs.brightness = 2 }
        #expect(unread.runs("VolumeLabel") == 0)
        let read = harness.act { prefs.volume = 3 }
        #expect(read.runs("PrefsRoot") == 0)
        #expect(read.runs("VolumeLabel") == 1)
        #expect(read.printChanges("VolumeLabel") == ["AccessTrackingRules.VolumeLabel: @dependencies changed."])
        #expect(read.causes("VolumeLabel") == ["Prefs#1.volume"])
    }

    struct LonelyHost: View {
        var body: some View { VolumeLabel() }
    }

    @Test func missingEnvironmentObservableIsASimulatedCrashWithSwiftUIsMessage() {
        let harness = Harness(LonelyHost())
        let message = "Fatal error: No Observable object of type Prefs found. "
            + "A View.environmentObject(_:) for Prefs may be missing as an ancestor of this view."
        #expect(harness.firstRender.details(.crash) == [message])
        #expect(harness.graph.crash?.message == message)
    }

    struct OptionalPrefsLabel: View {
        @Environment(Prefs.self) var prefs: Prefs?
        var body: some View { Text(prefs.map { "volume \($0.volume)" } ?? "no prefs") }
    }

    @Test func optionalEnvironmentObservableIsNilWhenMissing() {
        let harness = Harness(OptionalPrefsLabel())
        #expect(harness.graph.crash == nil)
        #expect(harness.firstRender.events(.crash).isEmpty)
        #expect(harness.shows("no prefs"))
    }

    // MARK: Environment values by key

    struct AccentRoot: View {
        @State var accent = "blue"
        var body: some View {
            VStack {
                AccentLabel()
                AccentIgnorer()
                Button("Red") { accent = "red" }
            }
            .environment(\.labAccent, accent)
        }
    }

    struct AccentLabel: View {
        @Environment(\.labAccent) var color
        var body: some View { Text("accent \(color)") }
    }

    struct AccentIgnorer: View {
        var body: some View { Text("plain") }
    }

    @Test func changingAnEnvironmentValueInvalidatesTheViewsThatReadIt() {
        let harness = Harness(AccentRoot())
        #expect(harness.shows("accent blue"))
        let step = harness.tap("Red")
        #expect(step.runs("AccentRoot") == 1)
        #expect(step.printChanges("AccentRoot") == ["AccessTrackingRules.AccentRoot: _accent changed."])
        #expect(step.runs("AccentLabel") == 1)
        #expect(step.printChanges("AccentLabel") == ["AccessTrackingRules.AccentLabel: _color changed."])
        #expect(step.runs("AccentIgnorer") == 0)
        #expect(harness.shows("accent red"))
    }

    struct SwitchingPrefs: View {
        let first: Prefs
        let second: Prefs
        @State var useSecond = false
        var body: some View {
            VStack {
                VolumeLabel()
                Button("Switch") { useSecond = true }
            }
            .environment(useSecond ? second : first)
        }
    }

    @Test func anEnvironmentObservableReplacedByItsProviderIsFollowedByTheReader() {
        let first = Prefs(), second = Prefs()
        second.volume = 7
        let harness = Harness(SwitchingPrefs(first: first, second: second))
        let step = harness.tap("Switch")
        #expect(step.runs("VolumeLabel") == 1)
        #expect(step.printChanges("VolumeLabel") == ["AccessTrackingRules.VolumeLabel: _prefs changed."])
        #expect(harness.shows("volume 7"))
        let old = harness.act { first.volume = 2 }
        #expect(old.runs("VolumeLabel") == 0)
        let new = harness.act { second.volume = 8 }
        #expect(new.runs("VolumeLabel") == 1)
    }

    struct DeepAccentRoot: View {
        @State var accent = "blue"
        var body: some View {
            VStack {
                AccentMiddle()
                Button("Red") { accent = "red" }
            }
            .environment(\.labAccent, accent)
        }
    }

    struct AccentMiddle: View {
        var body: some View {
            VStack {
                Text("middle")
                AccentLabel()
            }
        }
    }

    @Test func anEnvironmentChangeReachesAReaderBelowAViewThatIsSkipped() {
        let harness = Harness(DeepAccentRoot())
        let step = harness.tap("Red")
        #expect(step.runs("DeepAccentRoot") == 1)
        #expect(step.runs("AccentMiddle") == 0)
        #expect(step.runs("AccentLabel") == 1)
        #expect(step.printChanges("AccentLabel") == ["AccessTrackingRules.AccentLabel: _color changed."])
        #expect(harness.shows("accent red"))
    }

    @Test func anEnvironmentValueSetToAnEqualValueInvalidatesNothing() {
        struct Host: View {
            @State var accent = "blue"
            @State var other = 0
            var body: some View {
                VStack {
                    Text("other \(other)")
                    AccentLabel()
                    Button("Other") { other += 1 }
                }
                .environment(\.labAccent, accent)
            }
        }
        let harness = Harness(Host())
        let step = harness.tap("Other")
        #expect(step.runs("Host") == 1)
        #expect(step.runs("AccentLabel") == 0)
    }

    // MARK: @Bindable

    @Observable final class Draft {
        var title = ""
        var text = ""
    }

    struct DraftScreen: View {
        let draft: Draft
        var body: some View {
            VStack {
                DraftEditor(draft: draft)
                DraftPreview(draft: draft)
            }
        }
    }

    struct DraftEditor: View {
        @Bindable var draft: Draft
        var body: some View { TextField("Title", text: $draft.title) }
    }

    struct DraftPreview: View {
        let draft: Draft
        var body: some View { Text("title \(draft.title)") }
    }

    @Test func bindableMakesBindingsAndTheViewThatBuildsOneDependsOnTheProperty() {
        let draft = Draft()
        let harness = Harness(DraftScreen(draft: draft))
        let step = harness.type("Dune", into: "Title")
        #expect(draft.title == "Dune")
        #expect(step.runs("DraftScreen") == 0)
        #expect(step.runs("DraftEditor") == 1)
        #expect(step.runs("DraftPreview") == 1)
        #expect(step.printChanges("DraftEditor") == ["AccessTrackingRules.DraftEditor: @dependencies changed."])
        #expect(step.causes("DraftEditor") == ["Draft#1.title"])
        #expect(harness.shows("title Dune"))
        let other = harness.act { draft.text = "unrelated" }
        #expect(other.runs("DraftEditor") == 0)
    }

    struct BindableHost: View {
        let draft: Draft
        @State var other = 0
        var body: some View {
            VStack {
                Text("other \(other)")
                DraftEditor(draft: draft)
                Button("Other") { other += 1 }
            }
        }
    }

    @Test func aBindableHoldingTheSameObjectIsAnUnchangedInput() {
        let harness = Harness(BindableHost(draft: Draft()))
        let step = harness.tap("Other")
        #expect(step.runs("BindableHost") == 1)
        #expect(step.runs("DraftEditor") == 0)
    }

    struct InlineBindableEditor: View {
        let draft: Draft
        var body: some View {
            @Bindable var draft = draft
            TextField("Inline", text: $draft.title)
        }
    }

    @Test func inlineBindableInABodyMakesBindingsToo() {
        let draft = Draft()
        let harness = Harness(InlineBindableEditor(draft: draft))
        let step = harness.type("Emma", into: "Inline")
        #expect(draft.title == "Emma")
        #expect(step.runs("InlineBindableEditor") == 1)
        #expect(step.printChanges("InlineBindableEditor") == ["AccessTrackingRules.InlineBindableEditor: @dependencies changed."])
    }
}

struct LabAccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    var labAccent: String {
        get { self[LabAccentKey.self] }
        set { self[LabAccentKey.self] = newValue }
    }
}

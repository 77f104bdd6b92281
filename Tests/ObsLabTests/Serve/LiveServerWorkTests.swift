import ObsLab
import ObsLabEngine
import Scenarios
import Testing
@testable import ObsLabCommandLine

/// The server's work per action follows what changed, not the tree
/// (docs/rules/live-page.md, rule 16): it looks only at the views the runtime names
/// (`ViewGraph.takeViewChanges()`), and what the page makes of the changes is still
/// what a reload shows, including changes no body run made.
@MainActor
@Suite struct LiveServerWorkTests {
    /// A text field and a toggle bound to a parent's state: a write changes what they show,
    /// and no body reads the values, so no body runs.
    struct Form: View {
        @State var name = ""
        @State var subscribed = false
        var body: some View {
            VStack {
                Button("Fill") { name = "Ada" }
                Button("Subscribe") { subscribed.toggle() }
                NameField(name: $name)
                Switch(isOn: $subscribed)
            }
        }
    }

    struct NameField: View {
        @Binding var name: String
        var body: some View { TextField("Name", text: $name) }
    }

    struct Switch: View {
        @Binding var isOn: Bool
        var body: some View { Toggle("Newsletter", isOn: $isOn) }
    }

    @Observable final class Counter {
        var count = 0
    }

    /// A plain class: pointing it somewhere invalidates nothing.
    final class Holder {
        var target: Counter?
    }

    /// Reads an object it does not hold, so the lab can't name it from the view's
    /// properties (`Counter.count`), until a tap makes it reachable from them: then the
    /// dependency line names it (`Counter#1.count`) without the body running.
    struct Finder: View {
        static let shared = Counter()
        @State var holder = Holder()
        var body: some View {
            VStack {
                Button("Point") { holder.target = Self.shared }
                Text("count: \(Self.shared.count)")
            }
        }
    }

    static let catalog = [
        Scenario(id: "form", title: "Form", summary: "Controls bound to a parent's state.",
                 variants: [ScenarioVariant("app") { _ in Form() }]),
        Scenario(id: "finder", title: "Finder", summary: "An object named late.",
                 variants: [ScenarioVariant("app") { _ in Finder() }]),
    ]

    /// The change a session sent for `variant` in its last step.
    static func lastChange(_ session: LiveSession, _ variant: String) -> PlayerFrameDelta? {
        guard case .change(let delta)? = session.document?.steps.last?.variants[variant] else { return nil }
        return delta
    }

    @Test func controlValuesThatChangeWithoutABodyAddUp() {
        let session = LiveSession(catalog: Self.catalog)
        _ = session.load("form")
        LiveDeltaTests.expectChangesAddUp(session, [.init(verb: "tap", label: "Fill")])
        let fill = Self.lastChange(session, "app")
        #expect(fill?.views.allSatisfy { $0.runs == 0 } == true, "no body ran: \(fill?.views.map(\.path) ?? [])")
        #expect(fill?.screen?.views.map(\.path) == ["Form/NameField"])
        LiveDeltaTests.expectChangesAddUp(session, [.init(verb: "tap", label: "Subscribe"),
                                                    .init(verb: "toggle", label: "Newsletter")])
        #expect(Self.lastChange(session, "app")?.screen?.views.map(\.path) == ["Form/Switch"])
    }

    @Test func aDependencyNamedLaterAddsUp() {
        let session = LiveSession(catalog: Self.catalog)
        _ = session.load("finder")
        let before = Self.reloaded(session)?.views.first?.dependencies
        LiveDeltaTests.expectChangesAddUp(session, [.init(verb: "tap", label: "Point"), .init(verb: "tap", label: "Point")])
        let after = Self.reloaded(session)?.views.first
        #expect(after?.total == 0, "the view's body did not run again")
        #expect(before == ["tracks Counter.(a Int property): a change re-runs it (@dependencies)"], "\(before ?? [])")
        #expect(after?.dependencies == ["tracks Counter#1.count: a change re-runs it (@dependencies)"],
                "\(after?.dependencies ?? [])")
    }

    static func reloaded(_ session: LiveSession) -> PlayerFrame? {
        LiveDeltaTests.reloaded(session)["app"]
    }

    /// The server looks at as many views for a tap at 3,000 rows as at 100: the row that
    /// ran, and nothing for the rows that did not.
    @Test func aTapsWorkDoesNotGrowWithTheTree() {
        func tapWork(rows: Int) -> Int? {
            let session = LiveSession(catalog: BuiltInCatalog.catalog)
            _ = session.load("scaling", options: ["new", "n=\(rows)"])
            _ = session.perform(.init(verb: "tap", label: "Score for player 1"))
            _ = session.perform(.init(verb: "tap", label: "Score for player 1"))
            return session.work(of: "new")
        }
        let small = tapWork(rows: 100), large = tapWork(rows: 3000)
        #expect(small != nil && small == large, "views looked at: \(small ?? -1) at 100 rows, \(large ?? -1) at 3,000")
        #expect((large ?? .max) <= 4, "one row ran: \(large ?? -1) views looked at")
    }

    /// The runtime's own count: the views it looked at to name what changed.
    @Test func theGraphNamesWhatChangedWithoutWalkingTheTree() throws {
        func examined(rows: Int) throws -> (Int, [String]) {
            let shell = Interpreter(catalog: BuiltInCatalog.catalog) { _ in }
            shell.printsTraces = false
            shell.execute("load scaling new n=\(rows)")
            let graph = try #require(shell.loadedRuns.first?.graph)
            graph.followViewChanges()
            _ = graph.dependencyGraph()
            shell.execute("tap \"Score for player 1\"")
            let changes = try #require(graph.takeViewChanges())
            return (changes.examined, changes.views.map(\.path))
        }
        let (small, smallViews) = try examined(rows: 100)
        let (large, largeViews) = try examined(rows: 3000)
        #expect(small == large, "\(small) views looked at for 100 rows, \(large) for 3,000")
        #expect(smallViews == ["Board/Row[1]"], "\(smallViews)")
        #expect(largeViews == smallViews)
    }
}

import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/state-release.md R1: when `@State` evaluates its initial value, per release.
@MainActor
@Suite(.serialized) struct StateReleaseRules {
    @Observable final class Notebook {
        nonisolated(unsafe) static var inits = 0
        var pages = 0
        init() { Notebook.inits += 1 }
    }

    nonisolated(unsafe) static var startingValueCalls = 0
    static func startingValue() -> Int {
        startingValueCalls += 1
        return 5
    }

    struct Desk: View {
        @State private var refreshes = 0
        @State private var isOpen = true
        var body: some View {
            VStack {
                Text("refreshed \(refreshes)")
                Button("Refresh") { refreshes += 1 }
                Button("Close or open") { isOpen.toggle() }
                if isOpen { NotebookView() }
            }
        }
    }

    struct NotebookView: View {
        @State private var notebook = Notebook()
        @State private var counter = StateReleaseRules.startingValue()
        var body: some View {
            VStack {
                Text("\(notebook.pages) pages, counter \(counter)")
                Button("Write") { notebook.pages += 1 }
                Button("Count") { counter += 1 }
            }
        }
    }

    private func reset() {
        Notebook.inits = 0
        Self.startingValueCalls = 0
    }

    @Test func xcode27EvaluatesTheInitialValueOncePerIdentity() {
        reset()
        let harness = Harness(Desk(), release: .xcode27)
        harness.tap("Write")
        harness.tap("Count")
        let refresh = harness.tap("Refresh")
        harness.tap("Refresh")
        #expect(Notebook.inits == 1)
        #expect(Self.startingValueCalls == 1)
        #expect(refresh.runs("Desk") == 1)
        #expect(refresh.runs("NotebookView") == 0)
        #expect(refresh.events(.objectDiscarded).isEmpty)
        #expect(harness.shows("1 pages, counter 6"))
        #expect(harness.graph.dependsOnRelease)
    }

    @Test func xcode26EvaluatesTheInitialValueForEveryStructAndKeepsTheFirstObject() {
        reset()
        let harness = Harness(Desk(), release: .xcode26)
        harness.tap("Write")
        harness.tap("Count")
        let refresh = harness.tap("Refresh")
        #expect(Notebook.inits == 2)
        #expect(Self.startingValueCalls == 2)
        #expect(refresh.runs("NotebookView") == 0)
        #expect(refresh.events(.objectDiscarded).compactMap(\.detailText)
            == ["State's initial value ran again and made Notebook#2; it is discarded, Notebook#1 is kept"])
        harness.tap("Refresh")
        #expect(Notebook.inits == 3)
        #expect(harness.shows("1 pages, counter 6"))
    }

    @Test(arguments: SwiftUIRelease.allCases)
    func aNewIdentityEvaluatesTheInitialValueAgainInEveryRelease(release: SwiftUIRelease) {
        reset()
        let harness = Harness(Desk(), release: release)
        harness.tap("Write")
        harness.tap("Close or open")
        let before = Notebook.inits
        let reopen = harness.tap("Close or open")
        #expect(Notebook.inits == before + 1)
        #expect(reopen.events(.storageCreated).contains { ($0.detailText ?? "").hasPrefix("State _notebook = Notebook#") })
        #expect(harness.shows("0 pages, counter 5"))
    }

    struct Plain: View {
        @State private var count = 0
        var body: some View { Text("\(count)") }
    }

    @Test(arguments: SwiftUIRelease.allCases)
    func valueStateDoesNotMakeTheOutputDependOnTheRelease(release: SwiftUIRelease) {
        let harness = Harness(Plain(), release: release)
        #expect(!harness.graph.dependsOnRelease)
    }

    /// The lab creates a root's struct once: an object in its `@State` is the same in
    /// every release, and the trace header doesn't name one.
    @Test func anObjectInTheRootsStateDoesNotMakeTheOutputDependOnTheRelease() {
        let harness = Harness(NotebookView(), release: .xcode26)
        #expect(!harness.graph.dependsOnRelease)
    }

    @Test func releasesAreReadFromXcodeVersions() {
        #expect(SwiftUIRelease(argument: "26") == .xcode26)
        #expect(SwiftUIRelease(argument: "Xcode 16") == .xcode26)
        #expect(SwiftUIRelease(argument: "xcode27") == .xcode27)
        #expect(SwiftUIRelease(argument: "27") == .xcode27)
        #expect(SwiftUIRelease(argument: "soon") == nil)
        #expect(SwiftUIRelease.current == .xcode27)
    }
}

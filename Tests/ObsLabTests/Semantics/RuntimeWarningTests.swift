import Testing
@testable import ObsLab
@testable import ObsLabEngine

// SEMANTICS.md §6: runtime warnings SwiftUI prints, and the loop guard.
@MainActor
@Suite struct RuntimeWarningRules {
    static let stateWarning = "Modifying state during view update, this will cause undefined behavior."
    static let publishWarning = "Publishing changes from within view updates is not allowed, this will cause undefined behavior."

    // MARK: Modifying state during a body

    struct StateWriter: View {
        @State var trigger = 0
        @State var echo = 0
        var body: some View {
            if trigger > 0 { echo = trigger }
            return VStack {
                Text("trigger \(trigger)")
                Button("Bump") { trigger += 1 }
            }
        }
    }

    @Test func modifyingStateDuringABodyPrintsSwiftUIsWarning() {
        let harness = Harness(StateWriter())
        #expect(harness.firstRender.events(.warning).isEmpty)
        let step = harness.tap("Bump")
        #expect(step.runs("StateWriter") == 1)
        #expect(step.details(.warning) == [Self.stateWarning])
    }

    @Test func onlyTheWriteMadeDuringTheBodyWarnsNotTheOneMadeByTheAction() {
        let harness = Harness(StateWriter())
        let step = harness.tap("Bump")
        let kinds = step.events.map(\.kind).filter { [.stateWrite, .evaluation, .warning].contains($0) }
        // The action's write to `trigger`, the body, then its write to `echo` with the warning.
        #expect(kinds == [.stateWrite, .evaluation, .warning, .stateWrite])
        #expect(step.events(.stateWrite).compactMap(\.property) == ["StateWriter._trigger", "StateWriter._echo"])
    }

    // MARK: Publishing during a body

    final class Feed: ObservableObject {
        @Published var latest = 0
    }

    struct FeedScreen: View {
        let feed: Feed
        var body: some View {
            VStack {
                FeedPublisher(feed: feed)
                FeedReader(feed: feed)
            }
        }
    }

    struct FeedPublisher: View {
        let feed: Feed
        @State var trigger = 0
        var body: some View {
            if trigger > 0 { feed.latest = trigger }
            return Button("Publish \(trigger)") { trigger += 1 }
        }
    }

    struct FeedReader: View {
        @ObservedObject var feed: Feed
        var body: some View { Text("latest \(feed.latest)") }
    }

    @Test func publishingChangesDuringABodyPrintsSwiftUIsWarning() {
        let feed = Feed()
        let harness = Harness(FeedScreen(feed: feed))
        #expect(harness.firstRender.events(.warning).isEmpty)
        let step = harness.tap("Publish 0")
        #expect(step.runs("FeedPublisher") == 1)
        #expect(step.runs("FeedReader") == 1)
        #expect(step.printChanges("FeedReader") == ["RuntimeWarningRules.FeedReader: _feed changed."])
        #expect(step.details(.warning) == [Self.publishWarning])
        #expect(harness.shows("latest 1"))
    }

    @Test func publishingFromAnActionPrintsNoWarning() {
        let feed = Feed()
        let harness = Harness(FeedScreen(feed: feed))
        let step = harness.act { feed.latest = 5 }
        #expect(step.runs("FeedReader") == 1)
        #expect(step.events(.warning).isEmpty)
    }

    // MARK: The loop guard

    struct Runaway: View {
        @State var armed = false
        @State var spins = 0
        var body: some View {
            if armed { spins += 1 }
            return VStack {
                Text("armed \(armed)")
                Button("Arm") { armed = true }
            }
        }
    }

    @Test func aBodyThatKeepsInvalidatingItselfIsStoppedAfterThePassLimitWithAWarning() {
        let harness = Harness(Runaway())
        let step = harness.tap("Arm")
        #expect(step.runs("Runaway") == ViewGraph.passLimit)
        // The body's own write warns (once per step), then the guard says why it stopped.
        #expect(step.details(.warning) == [
            Self.stateWarning,
            "Runaway kept invalidating itself; the lab stopped after \(ViewGraph.passLimit) "
                + "update passes (SwiftUI would loop or hang here).",
        ])
        #expect(harness.graph.crash == nil)
        // The guard drained the queue: the next action starts clean.
        let next = harness.act {}
        #expect(next.events.isEmpty)
    }
    struct CycleParent: View {
        @State var armed = false
        @State var n = 0
        var body: some View {
            VStack {
                Text("n \(n)")
                Button("Arm cycle") { armed = true }
                CycleChild(armed: armed, n: $n)
            }
        }
    }

    struct CycleChild: View {
        let armed: Bool
        @Binding var n: Int
        var body: some View {
            if armed { n += 1 }
            return Text("child")
        }
    }

    @Test func aCycleThroughABindingIsStoppedByTheSameGuard() {
        let harness = Harness(CycleParent())
        let step = harness.tap("Arm cycle")
        #expect(step.runs("CycleParent") == ViewGraph.passLimit)
        #expect(step.runs("CycleChild") == ViewGraph.passLimit)
        #expect(step.details(.warning).first == Self.stateWarning)
        #expect(step.details(.warning).last?.hasPrefix("CycleParent, CycleParent/CycleChild kept invalidating itself") == true)
    }
}

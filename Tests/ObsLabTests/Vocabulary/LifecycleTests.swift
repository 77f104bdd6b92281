import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/lifecycle.md: onChange, task, onReceive, onDisappear.
@MainActor
@Suite struct LifecycleRules {

    struct Search: View {
        @State var query = ""
        @State var searches = 0
        var body: some View {
            VStack {
                TextField("Query", text: $query)
                Text("searches \(searches)")
            }
            .onChange(of: query) { oldValue, newValue in
                searches += 1
            }
        }
    }

    @Test func onChangeRunsAfterTheUpdateAndItsWriteIsASecondUpdateInTheSameStep() {
        let harness = Harness(Search())
        let step = harness.type("a", into: "Query")
        #expect(step.runs("Search") == 2)
        let kinds = step.events.map(\.kind)
        let callback = try! #require(kinds.firstIndex(of: .callback))
        let firstBody = try! #require(kinds.firstIndex(of: .evaluation))
        #expect(firstBody < callback)
        #expect(step.events[callback].detailText == "onChange(of:) in Search (\"\" → \"a\") → second update")
        #expect(harness.shows("searches 1"))
        #expect(step.printChanges("Search") == ["LifecycleRules.Search: _query changed.", "LifecycleRules.Search: _searches changed."])
    }

    @Test func onChangeDoesNotRunOnTheFirstRenderOrForAnEqualValue() {
        let harness = Harness(Search())
        #expect(harness.firstRender.events(.callback).isEmpty)
        harness.type("a", into: "Query")
        let same = harness.type("a", into: "Query")
        #expect(same.events(.callback).isEmpty)
        #expect(harness.shows("searches 1"))
    }

    struct Forms: View {
        @State var value = 0
        @State var log: [String] = []
        var body: some View {
            Text(log.joined(separator: ","))
            Button("Bump") { value += 1 }
                .onChange(of: value, initial: true) { log.append("zero") }
                .onChange(of: value) { newValue in log.append("old \(newValue)") }
        }
    }

    @Test func theZeroParameterInitialAndTheOldOneParameterFormsAllRun() {
        let harness = Harness(Forms())
        #expect(harness.firstRender.events(.callback).count == 1)
        #expect(harness.shows("zero"))
        harness.tap("Bump")
        #expect(harness.shows("zero,zero,old 1") || harness.shows("zero,old 1,zero"), "\(harness.tree)")
    }

    /// Each form captures `value` as its body pass saw it.
    struct Capturing: View {
        @State var value = 0
        @State var log: [String] = []
        var body: some View {
            Text(log.joined(separator: ","))
            Button("Bump") { value += 1 }
                .onChange(of: value) { [value] newValue in log.append("one \(value)→\(newValue)") }
                .onChange(of: value) { [value] _, newValue in log.append("two \(value)→\(newValue)") }
                .onChange(of: value) { [value] in log.append("zero \(value)") }
        }
    }

    @Test func theOldOneParameterFormRunsThePreviousPassesActionTheNewFormsTheNewOne() {
        let harness = Harness(Capturing())
        harness.tap("Bump")
        let log = harness.tree.joined(separator: "\n")
        #expect(log.contains("one 0→1"), "\(log)")
        #expect(log.contains("two 1→1"), "\(log)")
        #expect(log.contains("zero 1"), "\(log)")
        harness.tap("Bump")
        let again = harness.tree.joined(separator: "\n")
        #expect(again.contains("one 1→2"), "\(again)")
        #expect(again.contains("two 2→2"), "\(again)")
    }

    /// Its action changes the value it watches: a loop SwiftUI cuts within the frame.
    struct Chasing: View {
        @State var n = 0
        var body: some View {
            Text("n \(n)")
            Button("Start") { n = 1 }
                .onChange(of: n) { n += 1 }
        }
    }

    @Test func anOnChangeActionRunsAtMostTwicePerFrameThenSwiftUIsWarning() {
        let harness = Harness(Chasing())
        let step = harness.tap("Start")
        #expect(step.events(.callback).count == 2)
        #expect(step.details(.warning) == ["onChange(of: Int) action tried to update multiple times per frame."])
        #expect(step.runs("Chasing") == 3)
        #expect(harness.shows("n 3"), "\(harness.tree)")
        // The next frame starts again: two more runs, and no second warning.
        let again = harness.tap("Start")
        #expect(again.events(.callback).count == 2)
        #expect(again.details(.warning).isEmpty)
    }

    struct Loader: View {
        @State var id = 1
        @State var loaded: [Int] = []
        var body: some View {
            Text("loaded \(loaded.map(String.init).joined(separator: " "))")
            Button("Next") { id += 1 }
                .task(id: id) {
                    loaded.append(id)
                }
        }
    }

    @Test func aTaskStartsAfterTheFirstUpdateAndRestartsWhenItsIDChanges() async {
        let harness = Harness(Loader())
        #expect(harness.firstRender.details(.callback) == ["task(id:) in Loader started (id 1)"])
        #expect(harness.graph.letsTasksRun)
        // The test holds the main actor, so the shell's run-loop turns cannot run the
        // task here: yield to it, then flush what it wrote.
        await Self.letTasksRun()
        harness.act {}
        #expect(harness.shows("loaded 1"))
        let step = harness.tap("Next")
        #expect(step.details(.callback).contains("task(id:) in Loader restarted (id 1 → 2); the old task is cancelled"))
        await Self.letTasksRun()
        harness.act {}
        #expect(harness.shows("loaded 1 2"), "\(harness.tree)")
    }

    /// Apple's documentation of `task(priority:_:)`: the task's lifetime matches the view's;
    /// SwiftUI cancels it when it removes the view.
    final class TaskLog: @unchecked Sendable {
        var entries: [String] = []
    }

    struct Waiting: View {
        @State var shown = true
        let log: TaskLog
        var body: some View {
            Button("Hide") { shown = false }
            if shown {
                Text("waiting")
                    .task {
                        log.entries.append("started")
                        try? await Task.sleep(for: .seconds(3600))
                        log.entries.append(Task.isCancelled ? "cancelled" : "finished")
                    }
            }
        }
    }

    @Test func aTaskIsCancelledWhenItsViewGoes() async {
        let log = TaskLog()
        let harness = Harness(Waiting(log: log))
        await Self.letTasksRun()
        #expect(log.entries == ["started"])
        harness.tap("Hide")
        for _ in 0..<200 where log.entries.count < 2 {
            await Self.letTasksRun()
            try? await Task.sleep(for: .milliseconds(5))
        }
        #expect(log.entries == ["started", "cancelled"], "the hour-long sleep ended at once, cancelled")
    }

    static func letTasksRun() async {
        for _ in 0..<20 { await Task.yield() }
    }

    final class Ticker {
        let subject = PassthroughSubject<Int, Never>()
    }

    struct Receiver: View {
        let ticker: Ticker
        @State var last = 0
        var body: some View {
            Text("last \(last)")
                .onReceive(ticker.subject) { value in last = value }
        }
    }

    @Test func onReceiveRunsTheActionWithEachValue() {
        let ticker = Ticker()
        let harness = Harness(Receiver(ticker: ticker))
        let step = harness.act { ticker.subject.send(5) }
        #expect(step.details(.callback) == ["onReceive in Receiver (5)"])
        #expect(harness.shows("last 5"))
        #expect(step.runs("Receiver") == 1)
    }

    struct Appearing: View {
        @State var showing = true
        @State var log: [String] = []
        var body: some View {
            Text(log.joined(separator: ","))
            Button("Hide") { showing = false }
            if showing {
                Text("child")
                    .onAppear { log.append("appear") }
                    .onDisappear { log.append("disappear") }
            }
        }
    }

    @Test func onDisappearRunsAfterTheUpdateThatRemovesTheView() {
        let harness = Harness(Appearing())
        #expect(harness.shows("appear"))
        let step = harness.tap("Hide")
        #expect(step.details(.callback).first == "onDisappear in Appearing → second update")
        #expect(harness.shows("appear,disappear"))
    }
}

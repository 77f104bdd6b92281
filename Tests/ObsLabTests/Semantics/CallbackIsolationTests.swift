import Foundation
import Testing
@testable import ObsLab

// Observation calls a registration back on the thread that made the change. The lab's
// graph lives on the main actor, so a tracked change made anywhere else must stop the
// program with the runtime's message rather than touch the graph from another thread.
@Suite struct CallbackIsolation {
    @Observable final class Counter: @unchecked Sendable {
        var value = 0
    }

    struct CounterView: View {
        let counter: Counter
        var body: some View { Text("\(counter.value)") }
    }

    @MainActor private static var kept: ViewGraph?

    // The runtime's trap (an illegal instruction), as `MainActor.assumeIsolated` off the
    // main actor gives: not a crash somewhere later. (On Linux the runtime's message comes
    // out garbled on Swift 6.3.1, for `assumeIsolated` as well, so it is not compared.)
    @Test func aTrackedChangeOffTheMainActorStops() async {
        await #expect(processExitsWith: .signal(SIGILL)) {
            let counter = Counter()
            await MainActor.run {
                let graph = ViewGraph(root: CounterView(counter: counter))
                graph.mount()
                CallbackIsolation.kept = graph
            }
            await Task.detached { counter.value += 1 }.value
        }
    }

    @Test func aTrackedChangeOnTheMainActorIsTraced() async {
        let counter = Counter()
        let runs = await MainActor.run {
            let graph = ViewGraph(root: CounterView(counter: counter))
            graph.mount()
            return graph.perform("act") { counter.value += 1 }.views.first { $0.view.hasSuffix("CounterView") }?.runs
        }
        #expect(runs == 1)
    }
}

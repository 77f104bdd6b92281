import Testing
@testable import ObsLab

// How a body's Observation registration is kept (Sources/ObsLab/Observation/AccessTracking.swift,
// docs/rules/tracking-registrations.md): cancelled when the body runs again, never piled
// up, and nothing registered for a body known to read no @Observable.
@MainActor
@Suite struct TrackingRegistrations {
    @Observable final class Model {
        var title = "A"
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

    @Test func aBodyKnownToReadNoObservableRegistersNothing() throws {
        let harness = Harness(Counter())
        let node = try harness.graph.view(named: "Counter")
        // The first run reads the view's sentinel; its list shows nothing else was read.
        #expect(node.trackingRegistration?.isEmpty == false)
        let step = harness.tap("More")
        #expect(step.runs("Counter") == 1)
        #expect(node.trackingRegistration?.isEmpty == true)
        #expect(node.trackingRegistration?.reads.isEmpty == true)
        #expect(!harness.graph.dependencies(of: node).contains { $0.kind == .tracked })
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

    @Test func aBodyThatStartsReadingIsTrackedFromThatRun() throws {
        let model = Model()
        let harness = Harness(Toggler(model: model))
        let node = try harness.graph.view(named: "Toggler")
        harness.tap("Show")
        // Expected to read nothing, the body read `title`: the registration holds it.
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

    @Test func runsWithoutAChangeLeaveOneRegistration() throws {
        let model = Model()
        let harness = Harness(Reader(model: model))
        let node = try harness.graph.view(named: "Reader")
        var earlier: [Held] = []
        for _ in 0..<200 {
            earlier.append(Held(registration: node.trackingRegistration))
            harness.tap("More")
        }
        // Each run cancelled the one before: Observation let go of every earlier one.
        #expect(earlier.allSatisfy { $0.registration == nil })
        let change = harness.act { model.title = "B" }
        #expect(change.runs("Reader") == 1)
        #expect(change.events(.mutation).count == 1)
    }
}

import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/print-changes.md: Self._printChanges() and Self._logChanges() in a body.
@MainActor
@Suite struct PrintChangesRules {

    struct Counter: View {
        @State var count = 0
        var body: some View {
            let _ = Self._printChanges()
            Text("\(count)")
            Button("Add") { count += 1 }
            Logged(count: count)
        }
    }

    struct Logged: View {
        let count: Int
        var body: some View {
            let _ = Self._logChanges()
            Text("logged \(count)")
        }
    }

    @Test func printChangesPrintsTheTraceLineWhenTheBodyRuns() {
        let harness = Harness(Counter())
        #expect(harness.firstRender.details(.console) == [
            "Counter: @self, @identity, _count changed.",
            "Logged: @self changed.",
        ])
        let step = harness.tap("Add")
        #expect(step.details(.console) == ["Counter: _count changed.", "Logged: @self changed."])
        let lines = step.events.filter { $0.kind == .evaluation || $0.kind == .console }
            .map { $0.kind == .console ? "print " + ($0.detailText ?? "") : "body " + ($0.printChanges ?? "") }
        #expect(lines == ["body Counter: _count changed.", "print Counter: _count changed.",
                          "body Logged: @self changed.", "print Logged: @self changed."])
    }

    @Test func theTextTraceShowsThePrintedLine() {
        let harness = Harness(Counter())
        let step = harness.tap("Add")
        let text = TextTraceFormatter(style: TextStyle()).format([("app", step)])
        #expect(text.contains("print: Counter: _count changed."))
    }
    // OpenSwiftUI's ChangedBodyPropertyCompatibilityTests (run against SwiftUI): a view
    // with no dynamic property, or a plain one, prints `@self` alone on its first render;
    // one with `@State` prints `@self, @identity, _name`.
    struct Plain: View {
        var name = ""
        var body: some View {
            let _ = Self._printChanges()
            Text("plain")
        }
    }

    struct Stateful: View {
        @State private var name = ""
        var body: some View {
            let _ = Self._printChanges()
            Text("stateful")
        }
    }

    struct Both: View {
        var body: some View {
            VStack {
                Plain()
                Stateful()
            }
        }
    }

    @Test func aViewWithoutDynamicPropertiesPrintsOnlySelfOnItsFirstRender() {
        let harness = Harness(Both())
        #expect(harness.firstRender.details(.console) == [
            "Plain: @self changed.",
            "Stateful: @self, @identity, _name changed.",
        ])
    }
}

import Testing
@testable import ObsLab

// docs/rules/misuse.md: misuse is a simulated crash with SwiftUI's message, never a real one.
@MainActor
@Suite struct MisuseRules {

    struct NoBody: View {}

    struct Parent: View {
        @State var show = false
        var body: some View {
            Button("Show") { show = true }
            if show { NoBody() }
        }
    }

    @Test func aViewWithoutABodyIsASimulatedCrash() {
        let harness = Harness(NoBody())
        #expect(harness.graph.crash?.message == "Fatal error: NoBody may not have Body == Never")
        #expect(harness.firstRender.details(.crash) == ["Fatal error: NoBody may not have Body == Never"])
    }

    @Test func aViewWithoutABodyCrashesWhenItAppearsAndTheLabLivesOn() {
        let harness = Harness(Parent())
        #expect(harness.graph.crash == nil)
        let step = harness.tap("Show")
        #expect(step.details(.crash) == ["Fatal error: NoBody may not have Body == Never"])
        let after = harness.graph.perform("another action") {}
        #expect(after.events.isEmpty)
    }
}

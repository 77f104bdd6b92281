import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/lifecycle-order.md: onAppear, onChange(of:initial: true) and task run in the
// order written, a view's content before its container, tasks after every appear action.
@MainActor
@Suite struct LifecycleOrderRules {
    final class Log {
        var entries: [String] = []
    }

    struct Chain: View {
        enum Order { case taskAppearChange, taskChangeAppear }
        let log: Log
        let order: Order
        var body: some View {
            switch order {
            case .taskAppearChange:
                Text("hello")
                    .task { log.entries.append("task") }
                    .onAppear { log.entries.append("appear") }
                    .onChange(of: true, initial: true) { log.entries.append("change") }
            case .taskChangeAppear:
                Text("hello")
                    .task { log.entries.append("task") }
                    .onChange(of: true, initial: true) { log.entries.append("change") }
                    .onAppear { log.entries.append("appear") }
            }
        }
    }

    @Test func appearAndInitialChangeRunInTheOrderWrittenAndTheTaskLast() async {
        let first = Log()
        let harness = Harness(Chain(log: first, order: .taskAppearChange))
        await harness.graph.settle("settle")
        #expect(first.entries == ["appear", "change", "task"])

        let second = Log()
        let other = Harness(Chain(log: second, order: .taskChangeAppear))
        await other.graph.settle("settle")
        #expect(second.entries == ["change", "appear", "task"])
    }

    struct Nested: View {
        let log: Log
        var body: some View {
            Group {
                VStack {
                    Text("hello")
                        .task { log.entries.append("Text task") }
                        .onChange(of: true, initial: true) { log.entries.append("Text onChange") }
                        .onAppear { log.entries.append("Text onAppear") }
                }
                .task { log.entries.append("VStack task") }
                .onChange(of: true, initial: true) { log.entries.append("VStack onChange") }
                .onAppear { log.entries.append("VStack onAppear") }
            }
            .task { log.entries.append("Group task") }
            .onChange(of: true, initial: true) { log.entries.append("Group onChange") }
            .onAppear { log.entries.append("Group onAppear") }
        }
    }

    /// The innermost view's actions first; every task after every appear action.
    @Test func aContainedViewsActionsRunBeforeItsContainersAndTasksAfterThemAll() async {
        let log = Log()
        let harness = Harness(Nested(log: log))
        await harness.graph.settle("settle")
        #expect(log.entries == [
            "Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear", "Group onChange", "Group onAppear",
            "Text task", "VStack task", "Group task",
        ])
    }

    struct Inner: View {
        let name: String
        let log: Log
        var body: some View {
            Text(name)
                .task { log.entries.append("\(name) task") }
                .onAppear { log.entries.append("\(name) appear") }
        }
    }

    struct Outer: View {
        let log: Log
        var body: some View {
            VStack {
                Text("first").onAppear { log.entries.append("first appear") }
                Inner(name: "inner", log: log)
                Text("last").onAppear { log.entries.append("last appear") }
            }
            .task { log.entries.append("outer task") }
            .onAppear { log.entries.append("outer appear") }
        }
    }

    /// A custom view's body runs after its parent's in the same update; its actions still
    /// take their place where the parent's body shows it.
    @Test func aChildViewsActionsTakeTheirPlaceInTheParentsOrder() async {
        let log = Log()
        let harness = Harness(Outer(log: log))
        await harness.graph.settle("settle")
        #expect(log.entries == ["first appear", "inner appear", "last appear", "outer appear",
                                "inner task", "outer task"])
    }

    struct Toggled: View {
        @State private var isShown = true
        let log: Log
        var body: some View {
            VStack {
                if isShown {
                    Text("shown")
                        .onAppear { log.entries.append("appear") }
                        .onDisappear { log.entries.append("disappear") }
                }
                Button("Toggle") { isShown.toggle() }
            }
        }
    }

    /// Each time the view shows again, its `onAppear` runs again.
    @Test func aViewThatShowsAgainAppearsAgain() {
        let log = Log()
        let harness = Harness(Toggled(log: log))
        harness.tap("Toggle")
        harness.tap("Toggle")
        harness.tap("Toggle")
        harness.tap("Toggle")
        #expect(log.entries == ["appear", "disappear", "appear", "disappear", "appear"])
    }
}

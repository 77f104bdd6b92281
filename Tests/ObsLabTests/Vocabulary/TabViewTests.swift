import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/navigation.md, tabs.
@MainActor
@Suite struct TabViewRules {

    struct Tabs: View {
        var body: some View {
            TabView {
                Counter(name: "home")
                    .tabItem { Label("Home", systemImage: "house") }
                Counter(name: "settings")
                    .tabItem { Text("Settings") }
            }
        }
    }

    struct Counter: View {
        let name: String
        @State var count = 0
        var body: some View {
            Text("\(name) \(count)")
            Button("Add \(name)") { count += 1 }
        }
    }

    @Test func onlyShownTabsAreBuiltAndTheyKeepTheirState() {
        let harness = Harness(Tabs())
        #expect(harness.shows("home 0"))
        #expect(!harness.graph.viewNames.contains { $0.contains("Counter") && $0.hasSuffix("#2") })
        #expect(harness.graph.viewNames.filter { $0.contains("Counter") }.count == 1)
        harness.tap("Add home")
        let step = harness.tap("Settings")
        #expect(step.runs("TabView") == 1)
        #expect(harness.shows("settings 0"))
        harness.tap("Home")
        #expect(harness.shows("home 1"))
        #expect(harness.graph.viewNames.filter { $0.contains("Counter") }.count == 2)
    }

    enum Tab: Hashable { case inbox, sent }

    struct Bound: View {
        @State var tab = Tab.sent
        var body: some View {
            TabView(selection: $tab) {
                Text("inbox list").tabItem { Text("Inbox") }.tag(Tab.inbox)
                Text("sent list").tabItem { Text("Sent") }.tag(Tab.sent)
            }
        }
    }

    @Test func aBoundSelectionChoosesTheTabByTag() {
        let harness = Harness(Bound())
        #expect(harness.shows("sent list"))
        #expect(!harness.shows("inbox list"))
        let step = harness.tap("Inbox")
        #expect(step.details(.stateWrite) == ["sent → inbox"])
        #expect(harness.shows("inbox list"))
    }
}

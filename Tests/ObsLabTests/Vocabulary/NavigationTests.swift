import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/navigation.md: stacks, links, destinations, back.
@MainActor
@Suite struct NavigationRules {

    struct Flavor: Hashable, Identifiable {
        let id: Int
        let name: String
    }

    struct Menu: View {
        let flavors = [Flavor(id: 1, name: "Vanilla"), Flavor(id: 2, name: "Mint")]
        var body: some View {
            NavigationStack {
                List(flavors) { flavor in
                    NavigationLink(flavor.name, value: flavor)
                }
                .navigationTitle("Flavors")
                .navigationDestination(for: Flavor.self) { flavor in
                    FlavorDetail(flavor: flavor)
                }
            }
        }
    }

    struct FlavorDetail: View {
        let flavor: Flavor
        @State var scoops = 0
        @Environment(\.dismiss) var dismiss
        var body: some View {
            Text("\(flavor.name): \(scoops) scoops")
            Button("Add scoop") { scoops += 1 }
            Button("Close") { dismiss() }
        }
    }

    @Test func tappingAValueLinkPushesItsDestination() {
        let harness = Harness(Menu())
        #expect(!harness.hasButton("Add scoop"))
        #expect(harness.treeText.contains("NavigationLink \"Vanilla\""))
        let step = harness.tap("Vanilla")
        #expect(step.runs("NavigationStack") == 1)
        #expect(step.runs("Menu") == 0)
        #expect(harness.shows("Vanilla: 0 scoops"))
        #expect(harness.graph.viewNames.contains { $0.contains("FlavorDetail") })
    }

    @Test func dismissPopsAndDestroysThePushedViewsState() {
        let harness = Harness(Menu())
        harness.tap("Vanilla")
        harness.tap("Add scoop")
        #expect(harness.shows("Vanilla: 1 scoops"))
        let step = harness.tap("Close")
        #expect(!harness.hasButton("Add scoop"))
        #expect(step.events(.storageDestroyed).contains { ($0.view ?? "").contains("FlavorDetail") })
        harness.tap("Vanilla")
        #expect(harness.shows("Vanilla: 0 scoops"))
    }

    @Test func theShellPopsTheTopView() {
        let harness = Harness(Menu())
        harness.tap("Mint")
        #expect(harness.shows("Mint: 0 scoops"))
        harness.pop()
        #expect(!harness.shows("Mint: 0 scoops"))
        #expect(harness.graph.innermostPushedStack() == nil)
    }

    struct BoundPath: View {
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("depth \(path.count)")
                    NavigationLink("Go", value: 7)
                    Button("Jump") { path = [1, 2] }
                }
                .navigationDestination(for: Int.self) { number in
                    Text("number \(number)")
                }
            }
        }
    }

    @Test func aBoundPathIsTheSourceOfTruthAndItsReaderReRuns() {
        let harness = Harness(BoundPath())
        let step = harness.tap("Go")
        #expect(step.details(.stateWrite) == ["[] → [7]"])
        #expect(step.runs("BoundPath") == 1)  // it reads path.count
        #expect(harness.shows("number 7"))
        harness.tap("Jump")
        #expect(harness.shows("number 1"))
        #expect(harness.shows("number 2"))
        #expect(!harness.shows("number 7"))
        harness.pop()
        #expect(harness.shows("depth 1"))
    }

    struct NoDestination: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Lost", value: "nowhere")
            }
        }
    }

    @Test func aValueWithoutDestinationWarnsAsSwiftUIDoesAndPushesNothing() {
        let harness = Harness(NoDestination())
        let step = harness.tap("Lost")
        #expect(step.details(.warning).contains { $0.contains("no matching navigationDestination") })
        #expect(step.details(.stateWrite).isEmpty)
    }

    struct OldStyle: View {
        var body: some View {
            NavigationView {
                List {
                    NavigationLink(destination: Text("landmark detail")) {
                        Text("Landmark")
                    }
                    NavigationLink("Settings") { SettingsPage() }
                }
                .navigationBarTitle(Text("Landmarks"))
            }
        }
    }

    struct SettingsPage: View {
        var body: some View { Text("settings page") }
    }

    @Test func destinationLinksPushTheirViewInANavigationView() {
        let harness = Harness(OldStyle())
        #expect(harness.graph.viewNames.contains("OldStyle/NavigationView/NavigationStack"))
        harness.tap("Landmark")
        #expect(harness.shows("landmark detail"))
        harness.pop()
        harness.tap("Settings")
        #expect(harness.shows("settings page"))
        #expect(harness.treeText.contains("pushed"))
    }

    struct Toolbar: View {
        @State var count = 0
        var body: some View {
            NavigationStack {
                Text("count \(count)")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Add") { count += 1 }
                        }
                    }
            }
        }
    }

    @Test func toolbarButtonsAreOnScreenAndTappable() {
        let harness = Harness(Toolbar())
        harness.tap("Add")
        #expect(harness.shows("count 1"))
        #expect(harness.treeText.contains("toolbar"))
    }

    struct BarItems: View {
        @State var count = 0
        var body: some View {
            NavigationView {
                Text("count \(count)")
                    .navigationBarItems(leading: Button("Reset") { count = 0 }, trailing: Button("Add") { count += 1 })
                    .toolbarColorScheme(.dark, for: .navigationBar)
                    .toolbarBackground(Color.blue, for: .navigationBar)
            }
        }
    }

    /// The deprecated `navigationBarItems(leading:trailing:)` puts its buttons where a
    /// toolbar's go: on screen, tappable, and they write state as any button does.
    @Test func navigationBarItemsAreOnScreenAndTappable() {
        let harness = Harness(BarItems())
        harness.tap("Add")
        harness.tap("Add")
        #expect(harness.shows("count 2"))
        harness.tap("Reset")
        #expect(harness.shows("count 0"))
        #expect(harness.treeText.contains("toolbar"))
    }
}

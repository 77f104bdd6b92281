import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/app.md: App, Scene, WindowGroup, @main.
@MainActor
@Suite struct AppRules {

    @Observable final class Themes {
        var name = "pink"
    }

    struct BookApp: App {
        var themes: Themes = Themes()
        var body: some Scene {
            WindowGroup {
                ContentView().environment(themes)
            }
        }
    }

    struct ContentView: View {
        @Environment(Themes.self) var themes
        var body: some View {
            Text("theme \(themes.name)")
            Button("Switch") { themes.name = "blue" }
        }
    }

    @Test func theFirstScenesRootIsRenderedUnderAViewNamedAfterTheApp() {
        let graph = ViewGraph(app: BookApp())
        graph.mount()
        #expect(graph.viewNames == ["BookApp", "BookApp/ContentView"])
        #expect(graph.renderTree().contains("    Text \"theme pink\""))
    }

    final class UserData: ObservableObject {
        @Published var name = "Some Name"
    }

    struct OwningApp: App {
        @StateObject private var userData = UserData()
        var body: some Scene {
            WindowGroup("Main") {
                NameView()
            }
            .environmentObject(userData)
            Settings { Text("settings") }
        }
    }

    struct NameView: View {
        @EnvironmentObject var userData: UserData
        var body: some View {
            Text(userData.name)
            Button("Rename") { userData.name = "Other" }
        }
    }

    @Test func anAppsStateObjectLivesWithTheAppAndSubscribesIt() {
        let graph = ViewGraph(app: OwningApp())
        let first = graph.mount()
        #expect(first.events(.storageCreated).contains { $0.view == "OwningApp" && $0.property == "_userData" })
        let control = graph.controlsOnScreen().map(\.control).first { $0.label == "Rename" }
        let step = graph.perform("tap Rename") { control?.tap?() }
        #expect(step.printChanges("OwningApp") == ["AppRules.OwningApp: _userData changed."])
        #expect(step.printChanges("NameView") == ["AppRules.NameView: _userData changed."])
        #expect(graph.renderTree().contains("    Text \"Other\""))
    }

    @Test func aScenarioVariantCanBeAnApp() {
        let scenario = Scenario(id: "app", title: "App", summary: "An app as root.",
                                variants: [ScenarioVariant("app") { _ in BookApp() }])
        let run = VariantRun(scenario: scenario, variant: scenario.variants[0])
        #expect(run.graph.viewNames.first == "BookApp")
    }
}

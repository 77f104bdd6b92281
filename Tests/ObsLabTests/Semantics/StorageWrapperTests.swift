import Testing
@testable import ObsLab
@testable import ObsLabEngine

// SEMANTICS.md §5: storage wrappers — @AppStorage and @SceneStorage.
@MainActor
@Suite struct StorageWrapperRules {

    // MARK: @AppStorage

    struct Settings: View {
        var body: some View {
            VStack {
                VolumeSlider()
                VolumeBadge()
                OtherKey()
                NoStorage()
            }
        }
    }

    struct VolumeSlider: View {
        @AppStorage("volume") var volume = 5
        var body: some View {
            VStack {
                Text("slider \(volume)")
                Button("Louder") { volume += 1 }
            }
        }
    }

    struct VolumeBadge: View {
        @AppStorage("volume") var level = 5
        var body: some View { Text("badge \(level)") }
    }

    struct OtherKey: View {
        @AppStorage("theme") var theme = "light"
        var body: some View { Text("theme \(theme)") }
    }

    struct NoStorage: View {
        var body: some View { Text("nothing stored") }
    }

    @Test func appStorageKeyIsSharedByEveryViewThatReadsIt() {
        let harness = Harness(Settings())
        let step = harness.tap("Louder")
        #expect(step.runs("Settings") == 0)
        #expect(step.runs("VolumeSlider") == 1)
        #expect(step.runs("VolumeBadge") == 1)
        #expect(step.runs("OtherKey") == 0)
        #expect(step.runs("NoStorage") == 0)
        #expect(step.printChanges("VolumeSlider") == ["StorageWrapperRules.VolumeSlider: _volume changed."])
        #expect(step.printChanges("VolumeBadge") == ["StorageWrapperRules.VolumeBadge: _level changed."])
        #expect(harness.shows("slider 6"))
        #expect(harness.shows("badge 6"))
        #expect(harness.graph.defaults.value(forKey: "volume") as? Int == 6)
    }

    @Test func appStorageWrittenFromOutsideTheUIInvalidatesEveryReader() {
        let harness = Harness(Settings())
        let step = harness.act { harness.graph.defaults.set(9, forKey: "volume") }
        #expect(step.runs("VolumeSlider") == 1)
        #expect(step.runs("VolumeBadge") == 1)
        #expect(step.runs("OtherKey") == 0)
        #expect(step.printChanges("VolumeBadge") == ["StorageWrapperRules.VolumeBadge: _level changed."])
        #expect(harness.shows("slider 9"))
        #expect(harness.shows("badge 9"))
        let theme = harness.act { harness.graph.defaults.set("dark", forKey: "theme") }
        #expect(theme.runs("OtherKey") == 1)
        #expect(theme.runs("VolumeSlider") == 0)
        #expect(theme.runs("VolumeBadge") == 0)
    }

    @Test func appStorageShowsAValueWrittenBeforeTheViewFirstRead() {
        let defaults = LabDefaults()
        defaults.set(3, forKey: "volume")
        let graph = ViewGraph(root: Settings(), defaults: defaults)
        graph.mount()
        #expect(graph.renderTree().contains { $0.hasSuffix("Text \"slider 3\"") })
        #expect(graph.renderTree().contains { $0.hasSuffix("Text \"badge 3\"") })
    }

    // MARK: @SceneStorage

    struct Scenes: View {
        var body: some View {
            VStack {
                SceneView("A") {
                    DraftField(label: "A")
                    DraftMirror()
                }
                SceneView("B") {
                    DraftField(label: "B")
                }
            }
        }
    }

    struct DraftField: View {
        let label: String
        @SceneStorage("draft") var draft = ""
        var body: some View {
            VStack {
                Text("\(label) draft \(draft)")
                Button("Write \(label)") { draft = "note" }
            }
        }
    }

    struct DraftMirror: View {
        @SceneStorage("draft") var copy = ""
        var body: some View { Text("mirror \(copy)") }
    }

    @Test func sceneStorageHoldsOneValuePerScene() {
        let harness = Harness(Scenes())
        let step = harness.tap("Write A")
        #expect(step.runs("Scenes") == 0)
        #expect(step.runs("DraftField") == 1)
        #expect(step.runs("DraftMirror") == 1)
        #expect(step.runs("DraftField#2") == 0)
        #expect(step.printChanges("DraftField") == ["StorageWrapperRules.DraftField: _draft changed."])
        #expect(step.printChanges("DraftMirror") == ["StorageWrapperRules.DraftMirror: _copy changed."])
        #expect(harness.shows("A draft note"))
        #expect(harness.shows("mirror note"))
        #expect(harness.shows("B draft "))
    }

    @Test func sceneStorageLikeStateIgnoresAnEqualValue() {
        let harness = Harness(Scenes())
        harness.tap("Write B")
        let again = harness.tap("Write B")
        #expect(again.runs("DraftField#2") == 0)
        #expect(again.events(.evaluation).isEmpty)
        #expect(again.events(.stateWrite).map(\.valueChanged) == [false])
    }
}

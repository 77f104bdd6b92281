import ObsLab
import ObsLabEngine

// `@SceneStorage("key")` works like `@State`, but its value belongs to the scene (a
// window), not to one view: two views of one window share it, and each window has its
// own. Apple's documentation: "the value is shared with other SceneStorage variables in
// the same scene" and "Each Scene has its own notion of SceneStorage, so data is not
// shared between scenes" (https://developer.apple.com/documentation/swiftui/scenestorage).
// `@AppStorage` is the contrast: one value for the whole app, every window included.
//
// The app shows two windows of the same content; in the lab a window is a
// `SceneView("name") { … }`. Each window has an editor, whose text field only passes
// `$draft` (creating a binding reads nothing), a preview that reads the draft, and a
// font-size bar on `@AppStorage`.

enum SceneStorageApp {
    struct TwoWindows: View {
        var body: some View {
            ForEach(["A", "B"], id: \.self) { name in
                SceneView("Window \(name)") {
                    Window(scene: name)
                }
            }
        }
    }

    struct Window: View {
        let scene: String

        var body: some View {
            VStack {
                Editor(scene: scene)
                Preview()
                FontSizeBar(scene: scene)
            }
        }
    }

    struct Editor: View {
        let scene: String
        @SceneStorage("draft") var draft = ""

        var body: some View {
            TextField("Draft \(scene)", text: $draft)
        }
    }

    struct Preview: View {
        @SceneStorage("draft") var draft = ""

        var body: some View {
            Text("Preview: \(draft)")
        }
    }

    struct FontSizeBar: View {
        let scene: String
        @AppStorage("fontSize") var fontSize = 12

        var body: some View {
            HStack {
                Text("Font size \(fontSize)")
                Button("Bigger text in \(scene)") { fontSize += 1 }
            }
        }
    }
}

extension BuiltInCatalog {
    static let sceneStorage = Scenario(
        id: "scene-storage",
        title: "@SceneStorage: one value per window",
        summary: """
            @SceneStorage keeps one value per scene, shared by that scene's views and separate \
            from other scenes, unlike @AppStorage. Typing a draft in window A re-runs A's \
            preview only; making the text bigger, an app-wide setting, re-runs both windows.
            """,
        variants: [ScenarioVariant("app", description: "@SceneStorage in two scenes, beside @AppStorage",
                                   module: SceneStorageApp.self) { _ in
            SceneStorageApp.TwoWindows()
        }],
        script: """
            type "Draft A" "hi"
            expect Window[A]/Preview runs 2 reason "_draft changed."
            expect Window[B]/Preview runs 0
            # The editor only passed $draft to its text field.
            expect Window[A]/Editor runs 0
            expect event "SceneStorage(\\"draft\\") in Window A"
            type "Draft B" "yo"
            expect Window[B]/Preview runs 2
            expect Window[A]/Preview runs 0
            # One app-wide value: both windows follow it.
            tap "Bigger text in A"
            expect Window[A]/FontSizeBar runs 1 reason "_fontSize changed."
            expect Window[B]/FontSizeBar runs 1 reason "_fontSize changed."
            expect Window[B]/Preview runs 0
            tree
            """)
}

import ObsLab
import ObsLabEngine

// A view that asks the environment for an object nobody provided. SwiftUI stops the app
// with a fatal error, with one message for `@EnvironmentObject` and another for
// `@Environment(Type.self)` (SEMANTICS.md §3, §4, gotcha 8); the lab reports it as a
// crash of the scenario and the shell lives on (`reset` reloads it).
//
// The settings panel inside the app gets the object from an ancestor; the same view
// opened outside that subtree has no ancestor providing it. With Observation there is
// also an optional form, `@Environment(Settings.self) var settings: Settings?`, which
// reads nil instead of crashing (Apple's documentation of `Environment.init(_:)` for an
// optional observable type: "returning nil if no corresponding object has been set in
// the current view's environment",
// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf).
// `@EnvironmentObject` has no optional form.

enum MissingEnvironmentOld {
    final class Settings: ObservableObject {
        @Published var username = "ann"
    }

    struct RootView: View {
        @StateObject private var settings = Settings()
        @State private var showOutside = false

        var body: some View {
            VStack {
                Button("Open settings outside") { showOutside = true }
                Panel().environmentObject(settings)
                if showOutside {
                    SettingsView()   // no .environmentObject(settings) above this one
                }
            }
        }
    }

    struct Panel: View {
        @State private var isOpen = false

        var body: some View {
            VStack {
                Button("Open settings inside") { isOpen = true }
                if isOpen {
                    SettingsView()
                }
            }
        }
    }

    struct SettingsView: View {
        @EnvironmentObject var settings: Settings

        var body: some View {
            Text("Signed in as \(settings.username)")
        }
    }
}

enum MissingEnvironmentNew {
    @Observable final class Settings {
        var username = "ann"
    }

    struct RootView: View {
        @State private var settings = Settings()
        @State private var showOutside = false

        var body: some View {
            VStack {
                Button("Open settings outside") { showOutside = true }
                Panel().environment(settings)
                // The optional form, where no ancestor provides the object: nil.
                OptionalBadge()
                if showOutside {
                    SettingsView()   // no .environment(settings) above this one
                }
            }
        }
    }

    struct Panel: View {
        @State private var isOpen = false

        var body: some View {
            VStack {
                Button("Open settings inside") { isOpen = true }
                OptionalBadge()
                if isOpen {
                    SettingsView()
                }
            }
        }
    }

    struct SettingsView: View {
        @Environment(Settings.self) var settings

        var body: some View {
            Text("Signed in as \(settings.username)")
        }
    }

    struct OptionalBadge: View {
        @Environment(Settings.self) var settings: Settings?

        var body: some View {
            Text(settings.map { "Badge: \($0.username)" } ?? "Badge: no settings here")
        }
    }
}

extension BuiltInCatalog {
    static let missingEnvironment = Scenario(
        id: "missing-environment",
        title: "An environment object nobody provided",
        summary: """
            Reading an environment object nobody provided crashes, with one message for \
            @EnvironmentObject and another for @Environment; the optional form reads nil. A \
            settings view works inside the subtree that provides the object and stops the app \
            when opened outside it; reset reloads the scenario.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "@EnvironmentObject",
                            module: MissingEnvironmentOld.self) { _ in
                MissingEnvironmentOld.RootView()
            },
            ScenarioVariant(ScenarioVariant.new, description: "@Environment(Settings.self), and its optional form",
                            module: MissingEnvironmentNew.self) { _ in
                MissingEnvironmentNew.RootView()
            },
        ],
        script: """
            tap "Open settings inside"
            expect Panel/SettingsView runs 1 reason "@identity"
            tree
            tap "Open settings outside"
            expect old crash "Fatal error: No ObservableObject of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view."
            expect new crash "Fatal error: No Observable object of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view."
            # The scenario stopped; `reset` loads it again.
            reset
            tap "Open settings inside"
            expect Panel/SettingsView runs 1
            """)
}

import ObsLab
import ObsLabEngine

// `@AppStorage("key")` reads and writes the app's defaults. Every view that read a key
// re-runs when its value changes, whoever wrote it: another view, or another part of
// the app (SEMANTICS.md §5; Apple's AppStorage documentation: "A property wrapper type
// that reflects a value from UserDefaults and invalidates a view on a change in value
// in that user default", https://developer.apple.com/documentation/swiftui/appstorage).
// Writes from outside the UI are the lab's named actions (`do "…"`), which write the
// defaults the way `UserDefaults.standard.set(_:forKey:)` would.
//
// `@AppStorage` is a SwiftUI property wrapper for views; it can't be a tracked property
// of an `@Observable` class (the macro turns stored properties into computed ones). Even
// in an ObservableObject it only half works: writes through the model update the view,
// writes made straight to UserDefaults don't
// (https://gist.github.com/mbrandonw/3be96d89ef9d7e7935867c16c8ee1273), which is why the
// old variant keeps it in the views. The
// sources' workaround is a computed property that calls the macro's `access(keyPath:)`
// and `withMutation(keyPath:_:)` around the defaults. It notifies when the value is
// written through the model, and only then: a write that goes straight to the defaults
// calls no `withMutation`, so views that read the model stay stale.
//
// Both variants share the username part; the dark-mode setting is `@AppStorage` in the
// views (old) and the workaround model (new).

enum AppStorageOld {
    struct SettingsApp: View {
        var body: some View {
            VStack {
                Greeting()
                ProfileHeader()
                Footer()
                DarkModeToggle()
                ThemeBadge()
            }
        }
    }

    struct Greeting: View {
        @AppStorage("username") var username = "guest"
        var body: some View { Text("Hello, \(username)") }
    }

    struct ProfileHeader: View {
        @AppStorage("username") var username = "guest"

        var body: some View {
            HStack {
                Text("Profile of \(username)")
                Button("Rename to ann") { username = "ann" }
            }
        }
    }

    struct Footer: View {
        var body: some View { Text("Version 1.0") }
    }

    struct DarkModeToggle: View {
        @AppStorage("forceDarkMode") var forceDarkMode = false
        var body: some View { Toggle("Force dark mode", isOn: $forceDarkMode) }
    }

    struct ThemeBadge: View {
        @AppStorage("forceDarkMode") var forceDarkMode = false
        var body: some View { Text(forceDarkMode ? "Dark" : "System") }
    }
}

enum AppStorageNew {
    /// The sources' workaround: a computed property over the defaults, announced to
    /// Observation by hand. (In an app, `defaults` is `UserDefaults.standard`; the lab's
    /// defaults live on the main actor, so the model does too.)
    @MainActor @Observable final class SettingsModel {
        private let defaults: LabDefaults

        init(defaults: LabDefaults) { self.defaults = defaults }

        var forceDarkMode: Bool {
            get {
                access(keyPath: \.forceDarkMode)
                return defaults.value(forKey: "forceDarkMode") as? Bool ?? false
            }
            set {
                withMutation(keyPath: \.forceDarkMode) {
                    defaults.set(newValue, forKey: "forceDarkMode")
                }
            }
        }
    }

    struct SettingsApp: View {
        // The lab makes the root once with its model, as an App's scene would.
        @State var settings: SettingsModel

        var body: some View {
            VStack {
                Greeting()
                ProfileHeader()
                Footer()
                DarkModeToggle(settings: settings)
                ThemeBadge(settings: settings)
            }
        }
    }

    struct Greeting: View {
        @AppStorage("username") var username = "guest"
        var body: some View { Text("Hello, \(username)") }
    }

    struct ProfileHeader: View {
        @AppStorage("username") var username = "guest"

        var body: some View {
            HStack {
                Text("Profile of \(username)")
                Button("Rename to ann") { username = "ann" }
            }
        }
    }

    struct Footer: View {
        var body: some View { Text("Version 1.0") }
    }

    struct DarkModeToggle: View {
        @Bindable var settings: SettingsModel
        var body: some View { Toggle("Force dark mode", isOn: $settings.forceDarkMode) }
    }

    struct ThemeBadge: View {
        let settings: SettingsModel
        var body: some View { Text(settings.forceDarkMode ? "Dark" : "System") }
    }
}

extension BuiltInCatalog {
    static let appStorage = Scenario(
        id: "app-storage",
        title: "@AppStorage, and app settings inside an @Observable",
        summary: """
            @AppStorage re-runs every view that reads a key, whoever writes it; an @Observable \
            model wrapping the defaults notifies only for writes made through the model. Two \
            views show the username and a write from outside the UI reaches both; a dark-mode \
            setting moved into the model goes stale when the defaults change behind its back.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "@AppStorage in the views",
                            module: AppStorageOld.self) { setup in
                let defaults = setup.defaults
                setup.action("Another device renames the user") { defaults.set("bob", forKey: "username") }
                setup.action("Dark mode off elsewhere") { defaults.set(false, forKey: "forceDarkMode") }
                return AppStorageOld.SettingsApp()
            },
            ScenarioVariant(ScenarioVariant.new, description: "@AppStorage, and an @Observable settings model",
                            module: AppStorageNew.self) { setup in
                let defaults = setup.defaults
                setup.action("Another device renames the user") { defaults.set("bob", forKey: "username") }
                setup.action("Dark mode off elsewhere") { defaults.set(false, forKey: "forceDarkMode") }
                return AppStorageNew.SettingsApp(settings: AppStorageNew.SettingsModel(defaults: defaults))
            },
        ],
        script: """
            # One view writes the key; both readers re-run, the footer doesn't.
            tap "Rename to ann"
            expect Greeting runs 1 reason "_username changed."
            expect ProfileHeader runs 1 reason "_username changed."
            expect Footer runs 0
            # A write from outside the UI does the same.
            do "Another device renames the user"
            expect Greeting runs 1 reason "_username changed."
            expect ProfileHeader runs 1
            expect event "AppStorage(\\"username\\"): \\"ann\\" → \\"bob\\""
            # Through the view's @AppStorage (old) or the model's withMutation (new).
            toggle "Force dark mode"
            expect old ThemeBadge runs 1 reason "_forceDarkMode changed."
            expect new ThemeBadge runs 1 reason "@dependencies changed."
            # The property stores nothing in the model; the lab names it from its key path.
            expect new ThemeBadge cause "SettingsModel#1.forceDarkMode"
            expect Greeting runs 0
            # Straight to the defaults: @AppStorage readers see it; the model never knows.
            do "Dark mode off elsewhere"
            expect old ThemeBadge runs 1 reason "_forceDarkMode changed."
            expect new ThemeBadge runs 0
            tree
            """)
}

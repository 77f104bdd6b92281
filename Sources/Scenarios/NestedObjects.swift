import ObsLab
import ObsLabEngine

// An object inside an object. With ObservableObject, `@Published var profile: Profile`
// publishes only when the *reference* changes; renaming the profile changes the inner
// object, whose own `objectWillChange` nobody subscribed to through the outer one. A
// view that reads `app.profile.name` through the outer model stays stale (SEMANTICS.md
// §3, gotcha 3). The usual fix is to hand the inner object to a child that observes it
// directly with `@ObservedObject`.
//
// With `@Observable`, tracking follows every object a body reads: `app.profile.name`
// registers `app.profile` and `profile.name`, so the same view updates (§4). Apple's
// migration article lists "tracking optionals and collections of objects, which isn't
// possible when using ObservableObject" among the benefits
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro).

enum NestedObjectsOld {
    final class Profile: ObservableObject {
        @Published var name = "Ann"
    }

    final class AppModel: ObservableObject {
        @Published var profile = Profile()
        @Published var theme = "Light"
    }

    struct AppScreen: View {
        @StateObject private var app = AppModel()

        var body: some View {
            VStack {
                NameLine(app: app)
                ProfileCard(profile: app.profile)
                Button("Rename") { app.profile.name += "!" }
                Button("Switch theme") { app.theme = app.theme == "Light" ? "Dark" : "Light" }
            }
        }
    }

    /// Reads the inner object's property through the outer object.
    struct NameLine: View {
        @ObservedObject var app: AppModel

        var body: some View {
            Text("Signed in as \(app.profile.name) (\(app.theme))")
        }
    }

    /// Observes the inner object itself.
    struct ProfileCard: View {
        @ObservedObject var profile: Profile

        var body: some View {
            Text("Profile: \(profile.name)")
        }
    }
}

enum NestedObjectsNew {
    @Observable final class Profile {
        var name = "Ann"
    }

    @Observable final class AppModel {
        var profile = Profile()
        var theme = "Light"
    }

    struct AppScreen: View {
        @State private var app = AppModel()

        var body: some View {
            VStack {
                NameLine(app: app)
                ProfileCard(profile: app.profile)
                Button("Rename") { app.profile.name += "!" }
                Button("Switch theme") { app.theme = app.theme == "Light" ? "Dark" : "Light" }
            }
        }
    }

    struct NameLine: View {
        let app: AppModel

        var body: some View {
            Text("Signed in as \(app.profile.name) (\(app.theme))")
        }
    }

    struct ProfileCard: View {
        let profile: Profile

        var body: some View {
            Text("Profile: \(profile.name)")
        }
    }
}

extension BuiltInCatalog {
    static let nestedObjects = Scenario(
        id: "nested-objects",
        title: "An object inside an object",
        summary: """
            An ObservableObject inside another never reaches the views that read it through the \
            outer one; nested @Observable objects do. An app model holds a profile object: \
            renaming the profile updates a card that observes the profile itself, while a line \
            reading it through the app model stays stale with the old wrappers and updates with \
            the new.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "an ObservableObject in a @Published property",
                            module: NestedObjectsOld.self) { _ in
                NestedObjectsOld.AppScreen()
            },
            ScenarioVariant(ScenarioVariant.new, description: "an @Observable in an @Observable",
                            module: NestedObjectsNew.self) { _ in
                NestedObjectsNew.AppScreen()
            },
        ],
        script: """
            tap "Rename"
            # Old: only the inner object published, and only ProfileCard subscribed to it.
            expect old event "Profile#1.objectWillChange"
            expect old ProfileCard runs 1 reason "_profile changed."
            expect old NameLine runs 0
            expect old AppScreen runs 0
            # New: NameLine read app.profile and profile.name, so it depends on both.
            expect new NameLine runs 1 reason "@dependencies changed." cause "Profile#1.name"
            expect new ProfileCard runs 1 cause "Profile#1.name"
            expect new AppScreen runs 0
            tree
            # Any change of the outer model finally redraws the stale line.
            tap "Switch theme"
            expect old NameLine runs 1 reason "_app changed."
            expect new NameLine runs 1 cause "AppModel#1.theme"
            expect new ProfileCard runs 0
            """)
}

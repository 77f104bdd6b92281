import ObsLab
import ObsLabEngine

// An optional child object: a session that may hold a profile. The header reads the name
// straight through `session.profile?.name`; the session view shows a profile card when
// there is a profile and "Signed out" when there isn't.
//
// - Old: `@Published var profile: Profile?` publishes when the optional is set to nil or
//   to another profile, but renaming the profile inside changes the inner object only
//   (see `nested-objects`): the header, which read the name through the session, stays
//   stale; the card, which observes the profile itself, updates.
// - New: reading `session.profile?.name` registers `session.profile` and, while there is
//   a profile, `profile.name`; dependencies are rebuilt on every evaluation (SEMANTICS.md
//   §0), so after signing out the header no longer depends on any name, and a profile
//   that was dropped can change without re-running anything.
//
// Apple's migration article lists "tracking optionals and collections of objects" as
// something ObservableObject can't do
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro).
// The profile that was signed out is renamed from outside the UI with
// `do "Rename the old profile"`.

enum OptionalsOld {
    final class Profile: ObservableObject {
        @Published var name: String
        init(name: String) { self.name = name }
    }

    final class Session: ObservableObject {
        @Published var profile: Profile? = Profile(name: "Ann")
    }

    struct AppScreen: View {
        // The lab makes the root once with its session, as an App's scene would.
        @StateObject var session: Session

        var body: some View {
            VStack {
                Header(session: session)
                SessionView(session: session)
                Button("Rename") { session.profile?.name += "!" }
                Button("Sign out") { session.profile = nil }
                Button("Sign in as Bob") { session.profile = Profile(name: "Bob") }
            }
        }
    }

    struct Header: View {
        @ObservedObject var session: Session

        var body: some View {
            Text("Hello, \(session.profile?.name ?? "guest")")
        }
    }

    struct SessionView: View {
        @ObservedObject var session: Session

        var body: some View {
            if let profile = session.profile {
                ProfileCard(profile: profile)
            } else {
                Text("Signed out")
            }
        }
    }

    struct ProfileCard: View {
        @ObservedObject var profile: Profile

        var body: some View {
            Text("Card: \(profile.name)")
        }
    }
}

enum OptionalsNew {
    @Observable final class Profile {
        var name: String
        init(name: String) { self.name = name }
    }

    @Observable final class Session {
        var profile: Profile? = Profile(name: "Ann")
    }

    struct AppScreen: View {
        // The lab makes the root once with its session, as an App's scene would.
        @State var session: Session

        var body: some View {
            VStack {
                Header(session: session)
                SessionView(session: session)
                Button("Rename") { session.profile?.name += "!" }
                Button("Sign out") { session.profile = nil }
                Button("Sign in as Bob") { session.profile = Profile(name: "Bob") }
            }
        }
    }

    struct Header: View {
        let session: Session

        var body: some View {
            Text("Hello, \(session.profile?.name ?? "guest")")
        }
    }

    struct SessionView: View {
        let session: Session

        var body: some View {
            if let profile = session.profile {
                ProfileCard(profile: profile)
            } else {
                Text("Signed out")
            }
        }
    }

    struct ProfileCard: View {
        let profile: Profile

        var body: some View {
            Text("Card: \(profile.name)")
        }
    }
}

extension BuiltInCatalog {
    static let optionals = Scenario(
        id: "optionals",
        title: "An optional child object",
        summary: """
            Reads through an optional child object are tracked by @Observable and missed by \
            ObservableObject, and the dependencies follow the object as it comes and goes. A \
            session may hold a profile: the header reads its name through the optional, signing \
            out and in re-runs the readers of the optional, and a dropped profile no longer \
            matters to anyone.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "@Published var profile: Profile?",
                            module: OptionalsOld.self) { setup in
                let session = OptionalsOld.Session()
                let first = session.profile
                setup.action("Rename the old profile") { first?.name = "Ann (signed out)" }
                return OptionalsOld.AppScreen(session: session)
            },
            ScenarioVariant(ScenarioVariant.new, description: "@Observable with var profile: Profile?",
                            module: OptionalsNew.self) { setup in
                let session = OptionalsNew.Session()
                let first = session.profile
                setup.action("Rename the old profile") { first?.name = "Ann (signed out)" }
                return OptionalsNew.AppScreen(session: session)
            },
        ],
        script: """
            tap "Rename"
            expect ProfileCard runs 1
            expect old Header runs 0
            expect new Header runs 1 reason "@dependencies changed." cause "Profile#1.name"
            expect SessionView runs 0
            tap "Sign out"
            expect Header runs 1
            expect SessionView runs 1
            expect new SessionView cause "Session#1.profile"
            expect event "ProfileCard: identity gone"
            # Nobody shows the first profile any more: changing it re-runs nothing.
            do "Rename the old profile"
            expect Header runs 0
            expect SessionView runs 0
            tap "Sign in as Bob"
            expect ProfileCard runs 1
            expect old ProfileCard reason "@identity"
            expect new ProfileCard reason "@self changed."
            expect Header runs 1
            tap "Rename"
            expect ProfileCard runs 1
            expect old Header runs 0
            expect new Header runs 1 cause "Profile#2.name"
            """)
}

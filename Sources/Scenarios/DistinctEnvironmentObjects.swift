import ObsLab
import ObsLabEngine

// Three services of one class (posts, users, channels), as in the sources' cheat sheet.
// `@EnvironmentObject` finds an object by its type, so it can't tell three instances
// apart: the nearest `.environmentObject(_:)` wins and hides the others (the ByType
// label below sees only one). `@Environment(Service.self)` has the same limit.
//
// - Old: each instance goes behind its own `EnvironmentKey`. But an ObservableObject
//   read through `@Environment(\.key)` is not subscribed to (see `environment-key`), so
//   the sources build a property wrapper, `DistinctEnvironmentObject`, that reads the key
//   and observes the object. The sources' version reads `Environment(keyPath)` in the
//   wrapper's `init`, where SwiftUI has not installed the environment yet: it logs
//   "Accessing Environment<…>'s value outside of being installed on a View. This will
//   always read the default value and will not update." (quoted in
//   https://github.com/buh/CompactSlider/issues/21) and returns the key's default value,
//   which works there only because the defaults are the very singletons being injected.
//   The version below reads the key as an installed
//   `@Environment` property and forwards the object's `objectWillChange` through a
//   relay it owns with `@StateObject`, which SwiftUI subscribes the view to; it starts
//   following the object the first time the body reads it.
// - New: the keys hold `@Observable` services; `@Environment(\.posts)` is enough, and
//   each section depends only on the service it reads.
//
// The services' responses come from outside the UI: `do "Posts arrive"`.

enum DistinctEnvironmentObjectsOld {
    final class Microservice: ObservableObject {
        let name: String
        @Published var content: [String] = []
        init(name: String) { self.name = name }
    }

    /// Forwards another object's objectWillChange as its own. It has no @Published
    /// property, so it declares its publisher itself.
    final class ObjectRelay: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        private var followed: ObjectIdentifier?
        private var cancellable: AnyCancellable?

        func follow<Object: ObservableObject>(_ object: Object) {
            guard followed != ObjectIdentifier(object) else { return }
            followed = ObjectIdentifier(object)
            cancellable = object.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
        }
    }

    @propertyWrapper
    struct DistinctEnvironmentObject<Wrapped: ObservableObject>: DynamicProperty {
        @Environment private var object: Wrapped
        @StateObject private var relay = ObjectRelay()

        init(_ keyPath: KeyPath<EnvironmentValues, Wrapped>) {
            _object = Environment(keyPath)
        }

        var wrappedValue: Wrapped {
            relay.follow(object)
            return object
        }
    }

    struct FeedApp: View {
        let posts: Microservice
        let users: Microservice
        let channels: Microservice

        var body: some View {
            Feed()
                .environment(\.oldPosts, posts)
                .environment(\.oldUsers, users)
                .environment(\.oldChannels, channels)
                // By type, one instance hides another: the closest modifier wins.
                .environmentObject(users)
                .environmentObject(posts)
        }
    }

    struct Feed: View {
        var body: some View {
            VStack {
                PostsSection()
                UsersSection()
                ChannelsSection()
                ByTypeLabel()
            }
        }
    }

    struct PostsSection: View {
        @DistinctEnvironmentObject(\.oldPosts) var service: Microservice

        var body: some View {
            List(service.content, id: \.self) { Text($0) }
        }
    }

    struct UsersSection: View {
        @DistinctEnvironmentObject(\.oldUsers) var service: Microservice

        var body: some View {
            List(service.content, id: \.self) { Text($0) }
        }
    }

    struct ChannelsSection: View {
        @DistinctEnvironmentObject(\.oldChannels) var service: Microservice

        var body: some View {
            List(service.content, id: \.self) { Text($0) }
        }
    }

    struct ByTypeLabel: View {
        @EnvironmentObject var service: Microservice

        var body: some View {
            Text("By type I only see \(service.name): \(service.content.count) items")
        }
    }
}

// One line per key with `@Entry` (it writes the key type, getter and setter).
extension EnvironmentValues {
    @Entry var oldPosts: DistinctEnvironmentObjectsOld.Microservice = .init(name: "unconfigured")
    @Entry var oldUsers: DistinctEnvironmentObjectsOld.Microservice = .init(name: "unconfigured")
    @Entry var oldChannels: DistinctEnvironmentObjectsOld.Microservice = .init(name: "unconfigured")
}

enum DistinctEnvironmentObjectsNew {
    @Observable final class Microservice {
        let name: String
        var content: [String] = []
        init(name: String) { self.name = name }
    }

    struct FeedApp: View {
        let posts: Microservice
        let users: Microservice
        let channels: Microservice

        var body: some View {
            Feed()
                .environment(\.newPosts, posts)
                .environment(\.newUsers, users)
                .environment(\.newChannels, channels)
                // By type, one instance hides another: the closest modifier wins.
                .environment(users)
                .environment(posts)
        }
    }

    struct Feed: View {
        var body: some View {
            VStack {
                PostsSection()
                UsersSection()
                ChannelsSection()
                ByTypeLabel()
            }
        }
    }

    struct PostsSection: View {
        @Environment(\.newPosts) var service

        var body: some View {
            List(service.content, id: \.self) { Text($0) }
        }
    }

    struct UsersSection: View {
        @Environment(\.newUsers) var service

        var body: some View {
            List(service.content, id: \.self) { Text($0) }
        }
    }

    struct ChannelsSection: View {
        @Environment(\.newChannels) var service

        var body: some View {
            List(service.content, id: \.self) { Text($0) }
        }
    }

    struct ByTypeLabel: View {
        @Environment(Microservice.self) var service

        var body: some View {
            Text("By type I only see \(service.name): \(service.content.count) items")
        }
    }
}

// One line per key with `@Entry` (it writes the key type, getter and setter).
extension EnvironmentValues {
    @Entry var newPosts: DistinctEnvironmentObjectsNew.Microservice = .init(name: "unconfigured")
    @Entry var newUsers: DistinctEnvironmentObjectsNew.Microservice = .init(name: "unconfigured")
    @Entry var newChannels: DistinctEnvironmentObjectsNew.Microservice = .init(name: "unconfigured")
}

extension BuiltInCatalog {
    static let distinctEnvironmentObjects = Scenario(
        id: "distinct-environment-objects",
        title: "Several objects of one class in the environment",
        summary: """
            Several instances of one class can't share the environment by type; behind keys they \
            can, with a custom wrapper for ObservableObject and nothing extra for @Observable. \
            Posts, users and channels are three services of one class: by type a view sees only \
            the nearest one, and through keys each section follows its own service.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "keys and a DistinctEnvironmentObject wrapper over ObservableObject",
                            module: DistinctEnvironmentObjectsOld.self) { setup in
                typealias Service = DistinctEnvironmentObjectsOld.Microservice
                let posts = Service(name: "posts"), users = Service(name: "users"), channels = Service(name: "channels")
                setup.action("Posts arrive") { posts.content = ["Hello, world", "Observation is here"] }
                setup.action("Users arrive") { users.content = ["ann", "bob"] }
                setup.action("Channels arrive") { channels.content = ["#general"] }
                return DistinctEnvironmentObjectsOld.FeedApp(posts: posts, users: users, channels: channels)
            },
            ScenarioVariant(ScenarioVariant.new, description: "keys holding @Observable services",
                            module: DistinctEnvironmentObjectsNew.self) { setup in
                typealias Service = DistinctEnvironmentObjectsNew.Microservice
                let posts = Service(name: "posts"), users = Service(name: "users"), channels = Service(name: "channels")
                setup.action("Posts arrive") { posts.content = ["Hello, world", "Observation is here"] }
                setup.action("Users arrive") { users.content = ["ann", "bob"] }
                setup.action("Channels arrive") { channels.content = ["#general"] }
                return DistinctEnvironmentObjectsNew.FeedApp(posts: posts, users: users, channels: channels)
            },
        ],
        script: """
            do "Posts arrive"
            # Old: the relay forwards the posts' objectWillChange to the one view that reads them.
            expect old PostsSection runs 1 reason "_service changed."
            expect old event "ObjectRelay#"
            # New: the section read the posts' content.
            expect new PostsSection runs 1 reason "@dependencies changed." cause ".content"
            expect UsersSection runs 0
            expect ChannelsSection runs 0
            # By type, the view sees users (the closest modifier), not posts.
            expect ByTypeLabel runs 0
            do "Users arrive"
            expect UsersSection runs 1
            expect ByTypeLabel runs 1
            expect PostsSection runs 0
            tree
            """)
}

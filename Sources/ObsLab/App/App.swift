/// An app: its scenes, the first of which is the window the lab shows.
///
/// An `@main` app compiles as in SwiftUI. The lab renders an app as its first scene's
/// root view, under a view named after the app that owns the app's properties: an
/// `@StateObject var model = Model()` in the app lives there, with the app's identity.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Apps are made by the system, with no arguments.
    init()
}

extension App {
    /// What `@main` runs: the lab renders the app once and prints its screen.
    public static func main() {
        let graph = ViewGraph(app: Self())
        graph.mount()
        for line in graph.renderTree() { print(line) }
    }
}

/// Mounts an app as a root: its view is the first scene's root, inside a view named
/// after the app that holds the app's properties.
package struct AppRoot<Content: App>: View, RuntimeNamedView, PropertyHost {
    let app: Content

    /// The root for `app`.
    public init(_ app: Content) { self.app = app }

    package var runtimeName: String { "\(Content.self)" }
    package var isSwiftUIsOwn: Bool { false }
    package var bodyType: Any.Type? { Content.self }

    /// The app's stored properties are this view's: its `@State` and `@StateObject` live here.
    var propertyOwner: Any { app }

    public var body: some View {
        AnyView(erasing: SceneRoot.view(of: app.body) ?? EmptyView())
    }
}

extension ViewGraph {
    /// A graph for an app: its first scene's root, under a view named after the app.
    public convenience init<A: App>(app: A, defaults: LabDefaults = LabDefaults()) {
        self.init(root: AppRoot(app), defaults: defaults)
    }
}

/// A view whose dynamic properties are declared by another value (an app's).
@MainActor
protocol PropertyHost {
    var propertyOwner: Any { get }
}

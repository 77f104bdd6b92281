/// The app's main window: its content is the root the lab renders.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var rootView: (any View)? { content }
}

/// A settings window (macOS). It is not the app's main window, so the lab does not show it.
public struct Settings<Content: View>: Scene, PrimitiveScene {
    public init(@ViewBuilder content: () -> Content) {}
    var rootView: (any View)? { nil }
}

/// A scene whose root view gets an environment modifier (`WindowGroup { … }.environment(model)`).
struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    let content: Content
    let modification: EnvironmentModification

    var rootView: (any View)? {
        SceneRoot.view(of: content).map { AnyView(erasing: EnvironmentModifiedView(content: AnyView(erasing: $0),
                                                                                  modification: modification)) }
    }
}

extension Scene {
    /// Puts an `@Observable` object into the environment of the scene's views.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some Scene {
        ModifiedScene(content: self, modification: .observable(Object.self, object))
    }

    /// Puts an `ObservableObject` into the environment of the scene's views.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some Scene {
        ModifiedScene(content: self, modification: .environmentObject(Object.self, object))
    }

    /// Sets an environment value for the scene's views.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>,
                                   _ value: Value) -> some Scene {
        ModifiedScene(content: self, modification: .keyPath(keyPath, value))
    }

    /// Reacts to a value change at the scene level; accepted and ignored (the lab has
    /// one scene and no scene phases).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (V, V) -> Void) -> Self { self }
    public func commands<C>(@CommandsBuilder content: () -> C) -> Self { self }
    public func defaultSize(width: Double, height: Double) -> Self { self }
    public func windowResizability(_ resizability: WindowResizability) -> Self { self }
}

/// Menu commands, accepted and ignored.
@resultBuilder
public enum CommandsBuilder {
    public static func buildBlock<each C>(_ content: repeat each C) {}
}

/// How a window resizes, accepted and ignored.
public struct WindowResizability: Sendable {
    let name: String
    public static let automatic = WindowResizability(name: "automatic")
    public static let contentSize = WindowResizability(name: "contentSize")
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// Whether the app is in front, for `@Environment(\.scenePhase)`; the lab's app is always active.
public enum ScenePhase: Sendable, Hashable, Comparable { case background, inactive, active }

struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The scene's phase: always `.active` in the lab.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

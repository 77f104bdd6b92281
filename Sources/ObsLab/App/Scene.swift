/// A part of an app's interface: a window group, a settings window, or a composition
/// of scenes.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body; the runtime reads them itself.
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// A scene the runtime reads itself: it knows its root view.
@MainActor
protocol PrimitiveScene {
    var rootView: (any View)? { get }
}

/// Finds the view a scene shows: the first window's root.
@MainActor
enum SceneRoot {
    static func view(of scene: any Scene) -> (any View)? {
        if let primitive = scene as? any PrimitiveScene { return primitive.rootView }
        return body(of: scene)
    }

    private static func body<S: Scene>(of scene: S) -> (any View)? {
        if S.Body.self == Never.self { return nil }
        return view(of: scene.body)
    }
}

/// Builds an app's scenes.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return TupleScene(scenes: scenes)
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> some Scene {
        OptionalScene(scene: content)
    }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes; the first that shows a view is the app's window.
struct TupleScene: Scene, PrimitiveScene {
    let scenes: [any Scene]
    var rootView: (any View)? { scenes.lazy.compactMap { SceneRoot.view(of: $0) }.first }
}

/// A scene that may be absent.
struct OptionalScene: Scene, PrimitiveScene {
    let scene: (any Scene)?
    var rootView: (any View)? { scene.flatMap { SceneRoot.view(of: $0) } }
}

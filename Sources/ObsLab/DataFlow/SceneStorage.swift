/// A value saved per scene under `key`: like `@State`, but one value per scene rather
/// than per view, so two views of one scene share it and two scenes don't (SEMANTICS.md §5).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let link = StateLink<Value>()

    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    public var wrappedValue: Value {
        get { link.read(default: defaultValue) }
        nonmutating set { link.location?.write(newValue) }
    }

    public var projectedValue: Binding<Value> { link.binding(default: defaultValue) }
}

/// The storage of every scene's `@SceneStorage` values.
@MainActor
final class SceneStorageStore {
    private var locations: [String: StorageLocationBase] = [:]

    func location<Value>(scene: String, key: String, default defaultValue: Value,
                         graph: ViewGraph) -> StorageLocation<Value> {
        let id = scene + "\u{0}" + key
        if let existing = locations[id] as? StorageLocation<Value> { return existing }
        let location = StorageLocation(value: defaultValue, name: "SceneStorage(\"\(key)\") in \(scene)",
                                       defaultToken: key, graph: graph)
        locations[id] = location
        return location
    }
}

/// The scene a subtree belongs to.
struct SceneIdentifierKey: EnvironmentKey {
    static let defaultValue = "main"
}

extension EnvironmentValues {
    var sceneIdentifier: String {
        get { self[SceneIdentifierKey.self] }
        set { self[SceneIdentifierKey.self] = newValue }
    }
}

/// Stands for one scene (a window) of the app: `@SceneStorage` values are per scene.
package struct SceneView<Content: View>: View, PrimitiveView {
    let name: String
    let content: Content

    package init(_ name: String, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    func walk(into walker: inout StructureWalker) {
        walker.container("Scene \"\(name)\"") { inner in
            inner.withEnvironment(.keyPath(\.sceneIdentifier, name)) { $0.visit(content, component: "scene:\(name)") }
        }
    }
}

extension SceneStorage: GraphProperty {
    /// Compared by key.
    static var isEquivalentWhenIdentical: Bool { true }

    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        let scene = slot.readEnvironment { $0.sceneIdentifier }
        link.location = slot.graph.scenes.location(scene: scene, key: key, default: defaultValue, graph: slot.graph)
        link.token = slot.token
    }

    func isEquivalent(to previous: Any) -> Bool {
        (previous as? SceneStorage<Value>)?.key == key
    }
}

/// The app's defaults, in memory: one value per key, shared by every view of a graph.
///
/// A scenario can write it from outside the UI (another part of the app, or the
/// system) with `set(_:forKey:)`; every view that read the key re-runs.
@MainActor
public final class LabDefaults {
    weak var graph: ViewGraph?
    private var locations: [String: StorageLocationBase] = [:]
    private var pending: [String: Any] = [:]

    public init() {}

    /// Writes `value` for `key`, as `UserDefaults.standard.set(_:forKey:)` would.
    public func set<Value>(_ value: Value, forKey key: String) {
        if let location = locations[key] as? StorageLocation<Value> {
            location.write(value)
        } else {
            pending[key] = value
        }
    }

    /// The current value for `key`, if any view or writer has set one.
    public func value(forKey key: String) -> Any? {
        if let location = locations[key] { return (location as? AnyStorageValue)?.anyValue }
        return pending[key]
    }

    func location<Value>(forKey key: String, default defaultValue: Value) -> StorageLocation<Value> {
        if let existing = locations[key] as? StorageLocation<Value> { return existing }
        let initial = pending.removeValue(forKey: key) as? Value ?? defaultValue
        let location = StorageLocation(value: initial, name: "AppStorage(\"\(key)\")", defaultToken: key, graph: graph)
        locations[key] = location
        return location
    }
}

/// A location's value, untyped.
@MainActor
protocol AnyStorageValue {
    var anyValue: Any { get }
}

extension StorageLocation: AnyStorageValue {
    var anyValue: Any { peek() }
}

/// A value in the app's defaults under `key`. Every view that reads the key re-runs
/// when it changes, whoever wrote it (SEMANTICS.md §5).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
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

extension AppStorage: GraphProperty {
    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        link.location = slot.graph.defaults.location(forKey: key, default: defaultValue)
        link.token = slot.token
    }

    func isEquivalent(to previous: Any) -> Bool {
        (previous as? AppStorage<Value>)?.key == key
    }
}

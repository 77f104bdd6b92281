/// The app's defaults, in memory: one value per key, shared by every view of a graph.
///
/// A scenario can write it from outside the UI (another part of the app, or the
/// system) with `set(_:forKey:)`; every view that read the key re-runs.
@MainActor
public final class LabDefaults {
    weak var graph: ViewGraph? {
        didSet { for location in locations.values { location.graph = graph } }
    }
    /// One location per key; `nil` until someone writes the key, so that each reader
    /// shows its own default value until then, as with `UserDefaults`.
    private var locations: [String: StorageLocation<Any?>] = [:]

    public init() {}

    /// Writes `value` for `key`, as `UserDefaults.standard.set(_:forKey:)` would.
    public func set<Value>(_ value: Value, forKey key: String) {
        location(forKey: key).write(value)
    }

    /// The current value for `key`, if anyone has written it.
    public func value(forKey key: String) -> Any? {
        locations[key]?.peek() ?? nil
    }

    func location(forKey key: String) -> StorageLocation<Any?> {
        if let existing = locations[key] { return existing }
        let location = StorageLocation<Any?>(value: nil, name: "AppStorage(\"\(key)\")", defaultToken: key, graph: graph)
        locations[key] = location
        return location
    }
}

/// A value in the app's defaults under `key`. Every view that reads the key re-runs
/// when it changes, whoever wrote it (SEMANTICS.md §5); until it is written, each view
/// shows its own default.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let link = AppStorageLink()

    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    public var wrappedValue: Value {
        get { (link.location?.read(token: link.token) ?? nil) as? Value ?? defaultValue }
        nonmutating set { link.location?.write(newValue) }
    }

    public var projectedValue: Binding<Value> {
        guard let location = link.location else { return .constant(defaultValue) }
        let fallback = defaultValue
        return Binding(source: BindingSource(
            identity: .location(ObjectIdentifier(location)),
            get: { token in (location.read(token: token ?? location.defaultToken) ?? nil) as? Value ?? fallback },
            peek: { location.peek() as? Value ?? fallback },
            set: { location.write($0) }))
    }
}

/// Connects an `@AppStorage` struct to its key's location once the graph installs it.
@MainActor
final class AppStorageLink {
    var location: StorageLocation<Any?>?
    var token = ""
}

extension AppStorage: GraphProperty {
    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        link.location = slot.graph.defaults.location(forKey: key)
        link.token = slot.token
    }

    func isEquivalent(to previous: Any) -> Bool {
        (previous as? AppStorage<Value>)?.key == key
    }
}

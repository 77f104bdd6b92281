import Foundation

/// The app's defaults, in memory: one value per key, shared by every view of a graph.
///
/// A scenario can write it from outside the UI (another part of the app, or the
/// system) with `set(_:forKey:)`; every view that read the key re-runs.
@MainActor
package final class LabDefaults {
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
        location.describeUnset = { [unowned self] in self.unsetDescription(forKey: key) }
        locations[key] = location
        return location
    }

    /// The defaults views showed for each key not yet stored, described, in the order seen.
    private var shownDefaults: [String: [String]] = [:]

    /// Notes that a view showed `value`, its default, because `key` holds nothing yet.
    func noteShownDefault(_ value: Any, forKey key: String) {
        guard let graph else { return }
        let text = ValueDescription.describe(value, names: graph.objects)
        if shownDefaults[key]?.contains(text) != true { shownDefaults[key, default: []].append(text) }
    }

    /// What a key held before its first write, in the trace: what the views showed
    /// (their default), never a `nil` nobody saw.
    private func unsetDescription(forKey key: String) -> TraceDetail.StoredValue {
        let shown = shownDefaults[key] ?? []
        switch shown.count {
        case 0: return .notYetStored
        case 1: return .defaultNotYetStored(shown[0])
        default: return .notYetStoredShowing(shown)
        }
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

    /// The value under `key`, `wrappedValue` until it is written. The lab's defaults are
    /// in memory, one store per graph: `store` is accepted and ignored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    public var wrappedValue: Value {
        get {
            guard let stored = link.location?.read(token: link.token) ?? nil, let value = stored as? Value else {
                if link.location != nil { link.defaults?.noteShownDefault(defaultValue, forKey: key) }
                return defaultValue
            }
            return value
        }
        nonmutating set { link.location?.write(newValue) }
    }

    public var projectedValue: Binding<Value> {
        guard let location = link.location else { return .constant(defaultValue) }
        let fallback = defaultValue
        let key = key, defaults = link.defaults
        return Binding(source: BindingSource(
            identity: .location(ObjectIdentifier(location)),
            get: { token in
                guard let stored = location.read(token: token ?? location.defaultToken) ?? nil, let value = stored as? Value else {
                    defaults?.noteShownDefault(fallback, forKey: key)
                    return fallback
                }
                return value
            },
            peek: { location.peek() as? Value ?? fallback },
            set: { location.write($0) }))
    }
}

/// Connects an `@AppStorage` struct to its key's location once the graph installs it.
@MainActor
final class AppStorageLink {
    var location: StorageLocation<Any?>?
    weak var defaults: LabDefaults?
    var token = ""
}

extension AppStorage: GraphProperty {
    /// Compared by key.
    static var isEquivalentWhenIdentical: Bool { true }

    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        link.location = slot.graph.defaults.location(forKey: key)
        link.defaults = slot.graph.defaults
        link.token = slot.token
    }

    func isEquivalent(to previous: Any) -> Bool {
        (previous as? AppStorage<Value>)?.key == key
    }
}

// An optional value under a key: nil until it is written, and writing nil stores nil
// (SwiftUI's `init(_:store:)` overloads for the optional property-list types).
extension AppStorage {
    /// An optional string, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(wrappedValue: nil, key) }
    /// An optional integer, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(wrappedValue: nil, key) }
    /// An optional number, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(wrappedValue: nil, key) }
    /// An optional Boolean, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(wrappedValue: nil, key) }
    /// An optional URL, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(wrappedValue: nil, key) }
    /// An optional date, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self.init(wrappedValue: nil, key) }
    /// Optional data, nil until written.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(wrappedValue: nil, key) }
    /// An optional value stored by its string raw value, nil until written.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(wrappedValue: nil, key)
    }
    /// An optional value stored by its integer raw value, nil until written.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(wrappedValue: nil, key)
    }
}

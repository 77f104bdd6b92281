/// A stored property of a view whose value lives in the graph rather than in the view
/// struct (`@State`, `@ObservedObject`, `@Environment`, …).
///
/// Conform your own property wrappers to it and the graph looks inside them, as SwiftUI
/// does: a custom wrapper that holds an `@ObservedObject` subscribes its view.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the view's body runs, after the graph has installed the properties.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// SwiftUI stops the app here; the lab stops the scenario and reports it.
package struct SimulatedCrash: Error, Equatable, Sendable {
    /// SwiftUI's message, as it would print it.
    public let message: String
}

/// The runtime's side of a data-flow wrapper: how it installs itself in a view's
/// storage, and how two values of it compare when the parent re-creates the view.
@MainActor
protocol GraphProperty {
    /// Connects this copy of the wrapper to the view's persistent storage. Called when
    /// the graph receives a new view value and before each evaluation; idempotent.
    func attach(to slot: PropertySlot) throws(SimulatedCrash)
    /// The rule for "same input as before" when the parent re-creates the view.
    func isEquivalent(to previous: Any) -> Bool
    /// What changed, for the trace, when `isEquivalent(to:)` said no.
    func changeDescription(from previous: Any, names: ObjectRegistry) -> TraceDetail?
    /// The values this property gives the body, where observed objects may be found.
    var observationRoots: [Any] { get }
    /// Whether `isEquivalent(to:)` says yes for a copy with the same bytes (it compares
    /// identities or keys, not something reached through closures), so the graph may
    /// skip reading it when a child is handed the bytes it holds.
    static var isEquivalentWhenIdentical: Bool { get }
}

extension GraphProperty {
    static var isEquivalentWhenIdentical: Bool { false }
    func isEquivalent(to previous: Any) -> Bool { true }
    func changeDescription(from previous: Any, names: ObjectRegistry) -> TraceDetail? { nil }
    var observationRoots: [Any] { [] }
}

/// A property's place in a view: the node, the storage key, and the `_printChanges`
/// token it reports as (`_count`).
@MainActor
struct PropertySlot {
    let graph: ViewGraph
    let node: ViewNode
    /// Unique within the view (`_count`, or `_posts.object` inside a custom wrapper).
    let key: String
    /// The token SwiftUI would print (`_count`).
    let token: String

    var viewPath: String { node.path }
    var environment: EnvironmentValues { node.environment }

    /// The storage kept for this property while the identity lives, made on first use.
    func storage<Storage: AnyObject>(_ make: () -> Storage) -> (storage: Storage, isNew: Bool) {
        if let existing = node.storage[key] as? Storage { return (existing, false) }
        let made = make()
        if node.storage[key] == nil { node.storage.add(made, for: key) } else { node.storage[key] = made }
        return (made, true)
    }

    func existingStorage<Storage: AnyObject>(_ type: Storage.Type) -> Storage? {
        node.storage[key] as? Storage
    }

    func replaceStorage(with storage: AnyObject) {
        node.storage[key] = storage
    }

    /// Resolves a value from the view's environment and remembers what it read.
    func readEnvironment<Value>(_ read: (EnvironmentValues) -> Value) -> Value {
        let log = EnvironmentReadLog()
        let outer = EnvironmentReadLog.current
        EnvironmentReadLog.current = log
        let value = read(node.environment)
        EnvironmentReadLog.current = outer
        recordEnvironmentRead(log.keys)
        return value
    }

    func recordEnvironmentRead(_ keys: [EnvironmentEntryKey]) {
        node.environmentReads.removeAll { $0.label == token }
        node.environmentReads.append((token, keys))
    }

    func record(_ event: TraceEvent) { graph.recorder.record(event) }

    func name(of object: AnyObject) -> String { graph.objects.name(of: object) }
}

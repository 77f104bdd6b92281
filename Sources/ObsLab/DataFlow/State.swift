/// A value the view owns, stored in the graph with the view's identity.
///
/// Rules (SEMANTICS.md §2, §4; docs/rules/state-release.md):
/// - The storage outlives the struct: a re-created view finds its value again, and a
///   new identity starts over from the initial value.
/// - Writing an equal value (Equatable) does nothing.
/// - A write invalidates only the views that read the value during their last body.
/// - When the initial-value expression runs depends on the release (`ViewGraph.evaluatesStateInitialValueLazily`).
///   Xcode 27's `@State` macro evaluates it lazily, only when the graph creates the
///   storage for a new identity. Xcode 26's property wrapper evaluates it every time the
///   struct is created; when it makes an object (`@State var model = Model()`), the new
///   instance is thrown away and the first one kept, and the lab reports each one.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let makeInitialValue: () -> Value
    let link = StateLink<Value>()

    public init(wrappedValue value: @autoclosure @escaping () -> Value) { makeInitialValue = value }
    public init(initialValue value: @autoclosure @escaping () -> Value) { makeInitialValue = value }

    /// The initial value, evaluated at most once per struct.
    var initialValue: Value { link.initialValue(makeInitialValue) }

    public var wrappedValue: Value {
        get { link.read(default: initialValue) }
        nonmutating set { link.location?.write(newValue) }
    }

    /// A binding to the stored value (`$count`).
    public var projectedValue: Binding<Value> { link.binding(default: initialValue) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { makeInitialValue = { nil } }
}

/// Connects a `@State`, `@AppStorage` or `@SceneStorage` struct to its storage
/// location once the graph installs it.
@MainActor
final class StateLink<Value> {
    var location: StorageLocation<Value>?
    /// The property's `_printChanges` token in its view.
    var token = ""
    /// The initial value, once this struct's expression has run.
    private(set) var evaluatedInitialValue: Value?

    func initialValue(_ make: () -> Value) -> Value {
        if let evaluatedInitialValue { return evaluatedInitialValue }
        let value = make()
        evaluatedInitialValue = value
        return value
    }

    /// The stored value (a read inside a body makes the view a reader), or `value`
    /// before the graph installed the property.
    func read(default value: @autoclosure () -> Value) -> Value {
        if let location { return location.readThroughProperty(token: token) }
        return value()
    }

    func binding(default value: @autoclosure () -> Value) -> Binding<Value> {
        if let location { return Binding(location: location) }
        return .constant(value())
    }
}

/// A `@State` slot's persistent storage.
@MainActor
final class StateStorage<Value>: DescribableStorage {
    let location: StorageLocation<Value>
    init(location: StorageLocation<Value>) { self.location = location }
    func storageDescription(names: ObjectRegistry) -> String {
        ValueDescription.describe(location.peek(), names: names)
    }
}

extension State: GraphProperty {
    /// Always equivalent: its value lives in the graph.
    static var isEquivalentWhenIdentical: Bool { true }

    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        let firstAttach = link.location == nil
        // The property wrapper (Xcode 26) evaluated the expression when the struct was made.
        let evaluatedEagerly = firstAttach && !slot.graph.evaluatesStateInitialValueLazily
        if evaluatedEagerly { _ = initialValue }
        let (storage, isNew) = slot.storage {
            StateStorage(location: StorageLocation(value: initialValue, name: "\(slot.node.typeName).\(slot.token)",
                                                   defaultToken: slot.token, graph: slot.graph))
        }
        link.location = storage.location
        link.token = slot.token
        storage.location.owner = slot.node
        let kept = storage.location.peek()
        // A parent's body re-creates this struct, and an object in it is what the releases
        // treat differently (the lab creates a root's struct once).
        if slot.node.parent != nil, Mirror(reflecting: kept).displayStyle == .class { slot.graph.dependsOnRelease = true }
        if isNew {
            slot.record(TraceEvent(kind: .storageCreated, view: slot.viewPath, property: slot.token,
                                   detail: .stateCreated(property: slot.token,
                                                         value: ValueDescription.describe(kept, names: slot.graph.objects))))
        } else if evaluatedEagerly, let made = link.evaluatedInitialValue,
                  Mirror(reflecting: made).displayStyle == .class, !ValueComparison.isIdentical(made, kept) {
            let discarded = slot.name(of: made as AnyObject)
            let keptName = ValueDescription.describe(kept, names: slot.graph.objects)
            slot.record(TraceEvent(
                kind: .objectDiscarded, view: slot.viewPath, object: discarded, property: slot.token,
                detail: .initialValueDiscarded(made: discarded, kept: keptName)))
        }
    }

    var observationRoots: [Any] { link.location.map { [$0.peek()] } ?? [initialValue] }
}

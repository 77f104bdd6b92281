/// A value the view owns, stored in the graph with the view's identity.
///
/// Rules (SEMANTICS.md §2, §4):
/// - The storage outlives the struct: a re-created view finds its value again, and a
///   new identity starts over from the initial value.
/// - Writing an equal value (Equatable) does nothing.
/// - A write invalidates only the views that read the value during their last body.
/// - The initial-value expression runs every time the struct is created. When it makes
///   an object (`@State var model = Model()`), the new instance is thrown away and the
///   first one kept; the lab reports each discarded instance.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    let link = StateLink<Value>()

    public init(wrappedValue value: Value) { initialValue = value }
    public init(initialValue value: Value) { initialValue = value }

    public var wrappedValue: Value {
        get { link.read(default: initialValue) }
        nonmutating set { link.location?.write(newValue) }
    }

    /// A binding to the stored value (`$count`).
    public var projectedValue: Binding<Value> { link.binding(default: initialValue) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { initialValue = nil }
}

/// Connects a `@State`, `@AppStorage` or `@SceneStorage` struct to its storage
/// location once the graph installs it.
@MainActor
final class StateLink<Value> {
    var location: StorageLocation<Value>?
    /// The property's `_printChanges` token in its view.
    var token = ""

    /// The stored value (a read inside a body makes the view a reader), or `value`
    /// before the graph installed the property.
    func read(default value: Value) -> Value {
        location?.read(token: token) ?? value
    }

    func binding(default value: Value) -> Binding<Value> {
        location.map { Binding(location: $0) } ?? .constant(value)
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
    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        let firstAttach = link.location == nil
        let (storage, isNew) = slot.storage {
            StateStorage(location: StorageLocation(value: initialValue, name: "\(slot.node.typeName).\(slot.token)",
                                                   defaultToken: slot.token, graph: slot.graph))
        }
        link.location = storage.location
        link.token = slot.token
        let initialIsObject = Mirror(reflecting: initialValue).displayStyle == .class
        if isNew {
            slot.record(TraceEvent(kind: .storageCreated, view: slot.viewPath, property: slot.token,
                                   detail: "State \(slot.token) = \(ValueDescription.describe(initialValue, names: slot.graph.objects))"))
        } else if firstAttach, initialIsObject,
                  !ValueComparison.isIdentical(initialValue, storage.location.peek()) {
            let discarded = slot.name(of: initialValue as AnyObject)
            let kept = ValueDescription.describe(storage.location.peek(), names: slot.graph.objects)
            slot.record(TraceEvent(
                kind: .objectDiscarded, view: slot.viewPath, object: discarded, property: slot.token,
                detail: "State's initial value ran again and made \(discarded); it is discarded, \(kept) is kept"))
        }
    }

    var observationRoots: [Any] { link.location.map { [$0.peek()] } ?? [initialValue] }
}

/// An `ObservableObject` the view owns.
///
/// Rules (SEMANTICS.md §3): the autoclosure runs once per identity, when the view first
/// appears; later re-creations of the struct never call the object's initializer. The
/// view subscribes to the object's `objectWillChange` and is invalidated on every
/// emission, whatever its body reads.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let makeObject: () -> ObjectType
    let link = ObjectLink<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    public var wrappedValue: ObjectType {
        // Outside the graph SwiftUI warns and makes a new instance each time.
        link.object ?? makeObject()
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// Connects a wrapper struct to the object the graph resolved for it.
@MainActor
final class ObjectLink<ObjectType> {
    var object: ObjectType?
}

/// The persistent storage of a view's object property: the object, and the view's
/// subscription to its `objectWillChange`, in one allocation (the storage is what keeps
/// the subscription, and its lifetime is the subscription's).
@MainActor
final class HeldObjectStorage: PublisherSubscription, DescribableStorage {
    /// Storage for `object` in `slot`'s view, not subscribed yet (`subscribe(to:)`). The
    /// slot is borrowed: an initializer's arguments are otherwise copied in.
    init(object: AnyObject, slot: borrowing PropertySlot) {
        super.init(object: object, node: slot.node, token: slot.token, observation: slot.graph.publishers)
    }

    func storageDescription(names: ObjectRegistry) -> String { names.name(of: object) }
}

extension StateObject: GraphProperty {
    /// Always equivalent: its value lives in the graph.
    static var isEquivalentWhenIdentical: Bool { true }

    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        let (storage, isNew) = slot.storage { HeldObjectStorage(object: makeObject(), slot: slot) }
        link.object = storage.object as? ObjectType
        if isNew, let object = link.object {
            slot.record(TraceEvent(kind: .storageCreated, view: slot.viewPath, object: slot.name(of: object),
                                   property: slot.token,
                                   detail: .stateObjectCreated(property: slot.token, object: slot.name(of: object))))
            storage.subscribe(to: object)
        }
    }

    var observationRoots: [Any] { link.object.map { [$0] } ?? [] }
}

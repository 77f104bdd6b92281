/// An `ObservableObject` found by its type in the environment, put there by an
/// ancestor's `.environmentObject(_:)`.
///
/// Rules (SEMANTICS.md §3): the view subscribes like `@ObservedObject` does. When no
/// ancestor provided one, SwiftUI stops with a fatal error; the lab reports the same
/// message as a simulated crash of the scenario. (SwiftUI crashes when the property is
/// first read; the lab stops when it installs the property, just before the body runs.)
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let link = ObjectLink<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = link.object else {
            fatalError(EnvironmentObject.missingMessage)
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    static var missingMessage: String {
        "Fatal error: No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
            + "\(ObjectType.self) may be missing as an ancestor of this view."
    }
}

extension EnvironmentObject: GraphProperty {
    /// Always equivalent: its value lives in the graph.
    static var isEquivalentWhenIdentical: Bool { true }

    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        let key = EnvironmentEntryKey.object(ObjectIdentifier(ObjectType.self))
        slot.recordEnvironmentRead([key])
        guard let object = slot.environment.entry(key)?.value as? ObjectType else {
            throw SimulatedCrash(message: Self.missingMessage)
        }
        link.object = object
        if let storage = slot.existingStorage(HeldObjectStorage.self), storage.object === object { return }
        if let old = slot.existingStorage(HeldObjectStorage.self) { slot.graph.publishers.cancel(old) }
        let storage = HeldObjectStorage(object: object, slot: slot)
        storage.subscribe(to: object)
        if slot.existingStorage(HeldObjectStorage.self) == nil {
            _ = slot.storage { storage }
        } else {
            slot.replaceStorage(with: storage)
        }
        _ = slot.name(of: object)
    }

    var observationRoots: [Any] { link.object.map { [$0] } ?? [] }
}

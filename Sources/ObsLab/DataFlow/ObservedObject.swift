/// An `ObservableObject` the view is handed, not one it owns.
///
/// Rules (SEMANTICS.md §3): the view subscribes to `objectWillChange` and re-runs on
/// every emission, whatever it reads. With a default value (`@ObservedObject var vm =
/// VM()`) every re-creation of the struct makes a new object, and the view switches to
/// it: the old object's state is lost. The lab reports that replacement loudly.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to an observed object's properties (`$model.name`).
    @dynamicMemberLookup @MainActor
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(source: BindingSource(
                identity: .object(ObjectIdentifier(object), keyPath),
                get: { _ in object[keyPath: keyPath] },
                peek: { object[keyPath: keyPath] },
                set: { object[keyPath: keyPath] = $0 }))
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: GraphProperty {
    /// Compared by identity.
    static var isEquivalentWhenIdentical: Bool { true }

    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        let object = wrappedValue
        if let storage = slot.existingStorage(HeldObjectStorage.self) {
            guard storage.object !== object else { return }
            let old = storage.object
            let replacement = HeldObjectStorage(object: object, slot: slot)
            slot.graph.publishers.cancel(storage)
            replacement.subscribe(to: object)
            slot.replaceStorage(with: replacement)
            let lost = PublishedValues.describeDifferences(from: old, to: object, names: slot.graph.objects)
            slot.record(TraceEvent(
                kind: .storageReplaced, view: slot.viewPath, object: slot.name(of: object), property: slot.token,
                detail: .observedObjectReplaced(property: slot.token, old: slot.name(of: old), new: slot.name(of: object),
                                                lost: lost)))
        } else {
            let (storage, _) = slot.storage { HeldObjectStorage(object: object, slot: slot) }
            storage.subscribe(to: object)
            _ = slot.name(of: object)
        }
    }

    func isEquivalent(to previous: Any) -> Bool {
        (previous as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }

    func changeDescription(from previous: Any, names: ObjectRegistry) -> TraceDetail? {
        guard let previous = previous as? ObservedObject<ObjectType> else { return nil }
        return .holdsAnotherObject(now: names.name(of: wrappedValue), was: names.name(of: previous.wrappedValue))
    }

    var observationRoots: [Any] { [wrappedValue] }
}

/// The stored values of an object, to show what a replacement lost.
@MainActor
enum PublishedValues {
    static func describeDifferences(from old: AnyObject, to new: AnyObject, names: ObjectRegistry) -> [TraceDetail.LostValue] {
        let before = StoredFields.of(old)
        let after = StoredFields.of(new)
        var lost: [TraceDetail.LostValue] = []
        for ((label, oldValue), (_, newValue)) in zip(before, after) {
            let oldText = describe(oldValue, names: names), newText = describe(newValue, names: names)
            if oldText != newText {
                lost.append(.init(property: StoredFields.propertyName(label), was: oldText, now: newText))
            }
        }
        return lost
    }

    private static func describe(_ value: Any, names: ObjectRegistry) -> String {
        if let published = value as? any PublishedValueReading { return ValueDescription.describe(published.currentValue, names: names) }
        return ValueDescription.describe(value, names: names)
    }
}

/// Reads a `@Published` property's current value through reflection.
package protocol PublishedValueReading {
    var currentValue: Any { get }
}

extension Published: PublishedValueReading {
    package var currentValue: Any {
        var copy = self
        var value: Any = ()
        _ = copy.projectedValue.sink { value = $0 }
        return value
    }
}

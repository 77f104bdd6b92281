/// Makes bindings to the properties of an `@Observable` object (`$model.title`).
///
/// Use it as a view property or inline in a body: `@Bindable var model = model`.
/// Building a binding reads the property (SEMANTICS.md §4), so the view that creates it
/// depends on it.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        _ = object[keyPath: keyPath]
        return Binding(source: BindingSource(
            identity: .object(ObjectIdentifier(object), keyPath),
            get: { _ in object[keyPath: keyPath] },
            peek: { object[keyPath: keyPath] },
            set: { object[keyPath: keyPath] = $0 }))
    }
}

extension Bindable: GraphProperty {
    /// Compared by identity.
    static var isEquivalentWhenIdentical: Bool { true }

    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        _ = slot.name(of: wrappedValue)
    }

    func isEquivalent(to previous: Any) -> Bool {
        (previous as? Bindable<Value>)?.wrappedValue === wrappedValue
    }

    func changeDescription(from previous: Any, names: ObjectRegistry) -> TraceDetail? {
        guard let previous = previous as? Bindable<Value> else { return nil }
        return .holdsAnotherObject(now: names.name(of: wrappedValue), was: names.name(of: previous.wrappedValue))
    }

    var observationRoots: [Any] { [wrappedValue] }
}

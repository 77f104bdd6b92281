/// A reference to a value owned elsewhere: a `@State`, a property of an object, or a
/// pair of closures.
///
/// Reading through a binding inside a body makes that view a reader of the source, so a
/// write invalidates it with its own property token (`C: _n changed.`). Creating a
/// binding to a `@State` (`$flag`) reads nothing; a binding to a part of a value
/// (`$model.flag`) reads that part once, as SwiftUI's projection does, so the body that
/// builds it depends on an `@Observable` property it names; `Binding(get:set:)` calls
/// `get` once. Two bindings are the same input when they point at the same
/// source; a binding made from closures never is.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    let source: BindingSource<Value>
    let link = BindingLink()

    init(source: BindingSource<Value>) { self.source = source }

    init(location: StorageLocation<Value>) {
        self.source = BindingSource(
            identity: .location(ObjectIdentifier(location)),
            get: { token in location.read(token: token ?? location.defaultToken) },
            peek: { location.peek() },
            set: { location.write($0) })
    }

    /// A binding that reads and writes through closures.
    ///
    /// Making it calls `get` once, as SwiftUI's does (it keeps the value): in a body, what
    /// `get` reads is a dependency of that body (docs/rules/presentation.md).
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.source = BindingSource(identity: nil, get: { _ in get() }, peek: get, set: set)
        _ = get()
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(source: BindingSource(identity: .constant(value), get: { _ in value }, peek: { value }, set: { _ in }))
    }

    /// Lets `@Binding var n: Int` be initialised from another binding.
    public init(projectedValue: Binding<Value>) { self.source = projectedValue.source }

    public var wrappedValue: Value {
        get { source.get(link.token) }
        nonmutating set { source.set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a part of the value (`$settings.volume`, `$model.flag`).
    ///
    /// Building it reads the part from the base's current value, as SwiftUI's binding
    /// projection does (it keeps the projected value): a property of an `@Observable`
    /// object read here is a dependency of the body that builds the binding
    /// (docs/rules/presentation.md). The base itself is not read as a `@State` read is.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        _ = source.peek()[keyPath: keyPath]
        return Binding<Subject>(source: BindingSource(
            identity: source.identity.map { .derived(BindingIdentityBox($0), keyPath) },
            get: { token in base.source.get(token)[keyPath: keyPath] },
            peek: { base.source.peek()[keyPath: keyPath] },
            set: { newValue in
                var value = base.source.peek()
                value[keyPath: keyPath] = newValue
                base.source.set(value)
            }))
    }

    /// The current value, read without becoming a dependency (the lab drawing a control).
    @MainActor func readUntracked() -> Value { source.peek() }
}

/// Where a binding reads and writes.
@MainActor
struct BindingSource<Value> {
    let identity: BindingIdentity?
    let get: @MainActor (String?) -> Value
    let peek: @MainActor () -> Value
    let set: @MainActor (Value) -> Void
}

/// What makes two bindings the same input.
indirect enum BindingIdentity {
    case location(ObjectIdentifier)
    case object(ObjectIdentifier, AnyKeyPath)
    case constant(Any)
    case derived(BindingIdentityBox, AnyKeyPath)

    func isSame(as other: BindingIdentity) -> Bool {
        switch (self, other) {
        case let (.location(a), .location(b)): a == b
        case let (.object(a, pathA), .object(b, pathB)): a == b && pathA == pathB
        case let (.constant(a), .constant(b)): ValueComparison.equal(a, b)
        case let (.derived(a, pathA), .derived(b, pathB)): pathA == pathB && a.identity.isSame(as: b.identity)
        default: false
        }
    }
}

final class BindingIdentityBox {
    let identity: BindingIdentity
    init(_ identity: BindingIdentity) { self.identity = identity }
}

/// The token a binding reports in the view that holds it (`_n`), set by the graph.
@MainActor
final class BindingLink {
    var token: String?
}

extension Binding: GraphProperty {
    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        link.token = slot.token
    }

    func isEquivalent(to previous: Any) -> Bool {
        guard let previous = previous as? Binding<Value>,
              let mine = source.identity, let theirs = previous.source.identity else { return false }
        return mine.isSame(as: theirs)
    }

    func changeDescription(from previous: Any, names: ObjectRegistry) -> TraceDetail? {
        source.identity == nil ? .bindingFromClosures : .bindingPointsElsewhere
    }

    var observationRoots: [Any] { [] }
}

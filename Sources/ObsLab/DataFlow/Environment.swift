/// A value from the view's environment: by key path (`@Environment(\.theme)`) or, for
/// an `@Observable` object, by type (`@Environment(Model.self)`).
///
/// Rules (SEMANTICS.md §3–4): a view is invalidated (`_theme changed.`) when an entry it
/// read changes. An `@Observable` object read from the environment is tracked per
/// property like any other. When no ancestor provided the type, the non-optional form
/// is a simulated crash with SwiftUI's message; the optional form gives `nil`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case observable(Any.Type, typeName: String, optional: Bool)
    }
    let source: Source
    let link = EnvironmentLink<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    public init(_ type: Value.Type) where Value: AnyObject & Observable {
        source = .observable(type, typeName: "\(type)", optional: false)
    }

    public init<Object: AnyObject & Observable>(_ type: Object.Type) where Value == Object? {
        source = .observable(type, typeName: "\(type)", optional: true)
    }

    /// The resolved value. Outside a view (in an initializer, say) SwiftUI reads the
    /// key's default value, and so does the lab; a type has no default.
    public var wrappedValue: Value {
        if let value = link.value { return value }
        switch source {
        case .keyPath(let keyPath):
            return EnvironmentValues()[keyPath: keyPath]
        case .observable(_, let typeName, _):
            fatalError("@Environment(\(typeName).self) read outside of a view's body")
        }
    }
}

@MainActor
final class EnvironmentLink<Value> {
    var value: Value?
}

extension Environment: GraphProperty {
    /// Always equivalent: its value lives in the graph.
    static var isEquivalentWhenIdentical: Bool { true }

    func attach(to slot: PropertySlot) throws(SimulatedCrash) {
        switch source {
        case .keyPath(let keyPath):
            link.value = slot.readEnvironment { $0[keyPath: keyPath] }
        case let .observable(type, typeName, optional):
            let key = EnvironmentEntryKey.observable(ObjectIdentifier(type))
            slot.recordEnvironmentRead([key])
            let object = slot.environment.entry(key)?.value
            if let object, let value = object as? Value {
                link.value = value
                _ = slot.name(of: object as AnyObject)
            } else if optional, let none = Optional<Any>.none as? Value {
                link.value = none
            } else if optional {
                link.value = nil
            } else {
                throw SimulatedCrash(message: "Fatal error: No Observable object of type \(typeName) found. "
                    + "A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view.")
            }
        }
    }

    var observationRoots: [Any] { link.value.map { [$0] } ?? [] }
}

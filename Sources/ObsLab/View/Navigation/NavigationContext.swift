/// What a `NavigationStack` shares with the views inside it, through the environment:
/// links push onto it, `.navigationDestination` modifiers register how to show values.
@MainActor
final class NavigationContext {
    /// How to show a pushed value, by the value's type; registered as bodies are walked.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    var path: NavigationPathAccess?
    /// Pushes a destination view (`NavigationLink(destination:)`).
    var pushView: (@MainActor (AnyView) -> Void)?
    weak var graph: ViewGraph?

    /// What a value link does when tapped.
    func push(_ value: AnyHashable) {
        let typeName = "\(type(of: value.base))"
        guard destinations[ObjectIdentifier(type(of: value.base))] != nil else {
            graph?.recorder.record(TraceEvent(kind: .warning, detail: .swiftUIMessage(
                "A NavigationLink is presenting a value of type \u{201C}\(typeName)\u{201D} but there is no matching "
                + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")))
            return
        }
        guard path?.append(value) == true else {
            graph?.recorder.record(TraceEvent(kind: .warning, detail: .pathCannotHold(typeName: typeName)))
            return
        }
    }
}

struct NavigationContextKey: EnvironmentKey {
    static let defaultValue: NavigationContext? = nil
}

extension EnvironmentValues {
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

/// A view's storage for an object that lives as long as its identity, made once and
/// never shown in the trace (a stack's destination registry).
@propertyWrapper
struct Retained<Value: AnyObject>: DynamicProperty {
    let make: () -> Value
    let box = RetainedBox<Value>()

    init(wrappedValue: @autoclosure @escaping () -> Value) { make = wrappedValue }

    var wrappedValue: Value {
        if let value = box.value { return value }
        let made = make()
        box.value = made
        return made
    }
}

@MainActor
final class RetainedBox<Value: AnyObject> {
    var value: Value?
}

extension Retained: RetainedProperty {
    func attach(storage: inout PropertyStorage, key: String) {
        if let existing = storage[key] as? Value {
            box.value = existing
        } else {
            storage[key] = wrappedValue
        }
    }
}

/// Storage the graph installs without a `_printChanges` token or a trace event.
@MainActor
protocol RetainedProperty {
    func attach(storage: inout PropertyStorage, key: String)
}

/// A piece of user interface, described as a value.
///
/// As in SwiftUI, a view is a cheap struct that the runtime re-creates whenever its
/// parent's body runs. Its state lives in the graph, keyed by the view's identity.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body produces.
    associatedtype Body: View

    /// The content of the view. The runtime evaluates it inside its own tracking scope.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view the runtime renders itself instead of evaluating a body:
/// text, controls, containers and modifiers.
@MainActor
protocol PrimitiveView {
    /// Emits this view's rendered items and child views into the walker.
    func walk(into walker: inout StructureWalker)
}

extension View where Body == Never {
    /// Primitive views have no body; the runtime renders them itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view of the runtime's own (a presentation, a navigation stack) that the trace and
/// the tree name by what it is rather than by its generic Swift type.
@MainActor
package protocol RuntimeNamedView {
    var runtimeName: String { get }
    /// Whether the view is SwiftUI's own (a navigation stack, a sheet's presentation),
    /// which `Self._printChanges()` never reports; false for one whose body is the app's
    /// code (a custom `ViewModifier`, the app's `App`).
    var isSwiftUIsOwn: Bool { get }
    /// The app's type whose body this view runs (a custom `ViewModifier`, the app's
    /// `App`), which `Self._printChanges()` names; nil for SwiftUI's own.
    var bodyType: Any.Type? { get }
}

extension RuntimeNamedView {
    package var isSwiftUIsOwn: Bool { true }
    package var bodyType: Any.Type? { nil }
}

/// The name the graph gives a view: a runtime view's own name, else its type.
@MainActor
func displayName(of view: any View) -> String {
    (view as? any RuntimeNamedView)?.runtimeName ?? String(describing: type(of: view))
}

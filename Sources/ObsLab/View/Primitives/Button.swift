/// A control that runs an action when tapped (`tap "<label>"` in the lab).
///
/// The action is a closure: reads inside it happen later, outside any body, so they
/// never become dependencies.
public struct Button<Label: View>: View, PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func walk(into walker: inout StructureWalker) {
        // The label is a view like any other: a custom view in it runs its body, and the
        // button is named by what it shows.
        walker.emit(.control(walker.control(.button, label: label, tap: action)))
    }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A control that pushes onto the enclosing `NavigationStack` when tapped (`tap "<label>"`).
///
/// The value form pushes a value that a `.navigationDestination(for:)` shows; in a `List`
/// whose selection has the value's type, it selects the value instead. The destination
/// form pushes the view it was given. Outside a stack, it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }
    let label: Label
    let target: Target

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    func walk(into walker: inout StructureWalker) {
        let context = walker.environment.navigationContext
        let tap: @MainActor () -> Void
        switch target {
        case .value(let value):
            if let value, let selection = walker.listSelection, selection.accepts(value) {
                // In a list whose selection has the value's type, the link selects its
                // value (a split view's sidebar), as SwiftUI's does.
                tap = { selection.select(value) }
            } else {
                tap = { if let value { context?.push(value) } }
            }
        case .view(let destination):
            tap = { context?.pushView?(AnyView(destination)) }
        }
        // The label is a view like any other (see `Button`).
        let control = walker.control(.button, label: label, tap: tap)
        control.displayName = "NavigationLink"
        walker.emit(.control(control))
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`; a `.navigationDestination(for:)` shows it.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A control that runs an action when tapped (`tap "<label>"` in the lab).
///
/// The action is a closure: reads inside it happen later, outside any body, so they
/// never become dependencies.
public struct Button<Label: View>: View, PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label

    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
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
    /// Creates a button whose label is a localized string key: a literal, whose
    /// interpolations SwiftUI formats and whose `^[…](inflect: true)` agrees in number, as
    /// `Text`'s (docs/rules/vocabulary.md).
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button whose label is a string shown as it is (a `String` variable).
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

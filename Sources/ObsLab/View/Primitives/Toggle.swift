/// A switch bound to a Boolean (`toggle "<label>"` in the lab).
///
/// Creating the toggle does not read its binding, so the view that passes `$isOn`
/// does not depend on the value; the toggle shows it when the lab renders.
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func walk(into walker: inout StructureWalker) {
        // A label that shows custom views runs them and names the toggle by what they show
        // (see `Button`).
        let (title, labelItems) = walker.controlLabel(of: label)
        let binding = isOn
        let control = Control(
            kind: .toggle, label: title,
            currentValue: { binding.readUntracked() ? "on" : "off" },
            setBool: { binding.wrappedValue = $0 },
            flip: { binding.wrappedValue.toggle() })
        control.labelItems = labelItems
        walker.emit(.control(control))
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle whose label is a localized string key (a literal), as `Text`'s.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle whose label is a string shown as it is (a `String` variable).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

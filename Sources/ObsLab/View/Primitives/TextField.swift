/// An editable line of text bound to a `String` (`type "<label>" "<text>"` in the lab).
public struct TextField: View, PrimitiveView {
    let title: String
    let text: Binding<String>

    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
    }

    func walk(into walker: inout StructureWalker) {
        let binding = text
        walker.emit(.control(Control(
            kind: .textField, label: title,
            currentValue: { "\"" + binding.readUntracked() + "\"" },
            setText: { binding.wrappedValue = $0 },
            text: { binding.readUntracked() })))
    }
}

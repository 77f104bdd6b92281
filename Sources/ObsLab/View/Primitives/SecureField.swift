/// A text field whose text is not shown (`type "<label>" "<text>"` in the lab); the lab
/// draws one dot per character.
public struct SecureField: View, PrimitiveView {
    let title: String
    let text: Binding<String>

    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    func walk(into walker: inout StructureWalker) {
        let binding = text
        let control = Control(
            kind: .textField, label: title,
            currentValue: { String(repeating: "•", count: binding.readUntracked().count) },
            setText: { binding.wrappedValue = $0 },
            text: { binding.readUntracked() })
        // A field of its own: typing into it ends the edit of another (see `TextField`).
        control.fieldKey = walker.ownerPath + "#" + walker.position
        walker.emit(.control(control))
    }
}

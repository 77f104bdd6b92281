import Foundation

extension TextField {
    /// A field for a value shown and read back through a format (`.number`): typing
    /// writes the parsed value; text that does not parse leaves the value as it was.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            }))
    }

    /// A field that grows along `axis`; the lab treats it as any field.
    public init(_ title: String, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }

    /// A field with a label view and a prompt.
    public init<Label: View>(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var walker = StructureWalker()
        self.init(walker.plainTextOfLabel(label()), text: text)
    }
}

/// A multi-line text editor (`type "TextEditor" "<text>"` in the lab).
public struct TextEditor: View, PrimitiveView {
    let text: Binding<String>

    public init(text: Binding<String>) { self.text = text }

    func walk(into walker: inout StructureWalker) {
        let field = TextField("TextEditor", text: text)
        field.walk(into: &walker)
    }
}

extension Text {
    /// Text showing a value through a format (`Text(price, format: .number)`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(format.format(input))
    }
}

import Foundation

extension TextField {
    /// A field for a value shown and read back through a format (`.number`). Typing
    /// changes only the field's own text; the value is written when the edit is committed
    /// (the return key, or the focus leaving the field), as Apple's documentation says:
    /// "The text field updates the value when the user commits their edits". Text that
    /// does not parse leaves the value as it was.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: Self.shown({ format.format($0) }, of: value))
        commitText = { text in
            if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        }
    }

    /// A field for a value shown and read back through a `Formatter` (`NumberFormatter`,
    /// `DateFormatter`), written when the edit is committed, as with a format style. "In the
    /// event that formatter is unable to perform the conversion, binding.value isn't
    /// modified" (Apple's documentation); another kind of formatter never writes.
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(title, text: Self.shown({ formatter.string(for: $0) ?? "" }, of: value))
        commitText = { text in
            if let parsed = Self.parse(text, with: formatter, as: V.self) { value.wrappedValue = parsed }
        }
    }

    /// A formatter field that runs `onCommit` on the return key (`submit "<label>"`).
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, onCommit: @escaping @MainActor () -> Void) {
        self.init(title, value: value, formatter: formatter)
        self.onCommit = onCommit
    }

    /// A formatter field that runs `onEditingChanged` when an edit begins and ends.
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        self.init(title, value: value, formatter: formatter)
        self.onEditingChanged = onEditingChanged
    }

    /// A formatter field with both actions.
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping @MainActor (Bool) -> Void, onCommit: @escaping @MainActor () -> Void) {
        self.init(title, value: value, formatter: formatter)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// The text a value field shows: `value` through `show`. Making it reads nothing, as
    /// making any control from a binding (docs/rules/controls.md): the view that passes
    /// `$amount` depends on `amount` only if its own body reads it.
    static func shown<V>(_ show: @escaping @MainActor (V) -> String, of value: Binding<V>) -> Binding<String> {
        Binding(source: BindingSource(identity: nil, get: { _ in show(value.wrappedValue) },
                                      peek: { show(value.readUntracked()) }, set: { _ in }))
    }

    /// What `formatter` reads from `text`, as a `V`; nil when it cannot.
    static func parse<V>(_ text: String, with formatter: Formatter, as _: V.Type) -> V? {
        if let numbers = formatter as? NumberFormatter { return numbers.number(from: text).flatMap { $0 as? V } }
        if let dates = formatter as? DateFormatter { return dates.date(from: text).flatMap { $0 as? V } }
        return nil
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

extension Text {
    /// Two texts shown as one (`Text("Total: ") + Text("3").bold()`).
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(lhs.content + rhs.content)
    }

    /// A date, in a style: `Text(date, style: .date)`. The lab shows it with Foundation's
    /// formatting in the machine's locale and time zone.
    public init(_ date: Date, style: DateStyle) {
        switch style.kind {
        case .date: self.init(date.formatted(date: .abbreviated, time: .omitted))
        case .time: self.init(date.formatted(date: .omitted, time: .shortened))
        default: self.init(date.formatted())
        }
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable {
        enum Kind: Sendable { case date, time, relative, offset, timer }
        let kind: Kind
        public static let date = DateStyle(kind: .date), time = DateStyle(kind: .time)
        public static let relative = DateStyle(kind: .relative), offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)
    }
}

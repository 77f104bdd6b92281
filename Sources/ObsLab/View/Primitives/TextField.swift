/// An editable line of text bound to a `String` (`type "<label>" "<text>"` in the lab).
///
/// A field bound to text writes its binding on every keystroke. A field of a formatted
/// value (`TextField("Age", value: $age, format: .number)`) keeps what is typed to itself
/// and writes the value when the edit is committed: the return key (`submit "<label>"`)
/// or the focus leaving it (typing into another field), as Apple's `TextField` does.
public struct TextField: View, PrimitiveView {
    let title: String
    let text: Binding<String>
    /// A field of a formatted value: parses the committed text and writes the value.
    var commitText: (@MainActor (String) -> Void)?
    /// `onCommit:`: what the return key runs.
    var onCommit: (@MainActor () -> Void)?
    /// `onEditingChanged:`: true when an edit begins, false when it ends.
    var onEditingChanged: (@MainActor (Bool) -> Void)?

    /// A field bound to `text`, written on every keystroke.
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    /// A field with a placeholder; the lab names it by `title`.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
    }

    /// A field that runs `onCommit` when the user presses the return key in it
    /// (`submit "<label>"`), and `onEditingChanged` when an edit begins (true: typing into
    /// it) and ends (false: return, or typing into another field). Deprecated by Apple in
    /// favour of `onSubmit(of:_:)` and `FocusState`, and still in wide use.
    public init(_ title: String, text: Binding<String>,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                onCommit: @escaping @MainActor () -> Void) {
        self.init(title, text: text)
        self.onCommit = onCommit
        self.onEditingChanged = onEditingChanged
    }

    /// A field that runs `onEditingChanged` when an edit begins and ends.
    public init(_ title: String, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        self.init(title, text: text)
        self.onEditingChanged = onEditingChanged
    }

    func walk(into walker: inout StructureWalker) {
        let binding = text
        let key = walker.ownerPath + "#" + walker.position
        let control: Control
        if let commitText, let editing = ViewGraph.evaluating?.fieldEditing {
            // While edited, the field shows what was typed; the value is written on commit.
            control = Control(
                kind: .textField, label: title,
                currentValue: { "\"" + (editing.drafts[key] ?? binding.readUntracked()) + "\"" },
                setText: { editing.drafts[key] = $0 },
                text: { editing.drafts[key] ?? binding.readUntracked() })
            control.commit = {
                if let draft = editing.drafts.removeValue(forKey: key) { commitText(draft) }
            }
        } else {
            control = Control(
                kind: .textField, label: title,
                currentValue: { "\"" + binding.readUntracked() + "\"" },
                setText: { binding.wrappedValue = $0 },
                text: { binding.readUntracked() })
        }
        control.fieldKey = key
        if let onCommit { control.submitActions.append(onCommit) }
        control.editingChanged = onEditingChanged
        walker.emit(.control(control))
    }
}

/// The text field being edited in one graph, and what each field of a formatted value
/// holds while it is edited (by the field's place on screen).
@MainActor
package final class FieldEditing {
    /// The typed text of value fields being edited, not yet committed.
    var drafts: [String: String] = [:]
    /// The field that has the focus, how to end its edit, and whether a `@FocusState` still
    /// gives it the focus (nil when no focus state is tied to it).
    var current: (key: String, end: @MainActor () -> Void, hasFocus: (@MainActor () -> Bool)?)?

    /// Gives `control` the focus, as the first keystroke typed into it does: the field that
    /// had it ends its edit (commits), and this one begins one (`onEditingChanged(true)`),
    /// unless it was already being edited.
    package func beginEditing(_ control: Control) {
        guard let key = control.fieldKey, current?.key != key else { return }
        let previous = current
        let commit = control.commit, editingChanged = control.editingChanged
        current = (key, {
            commit?()
            editingChanged?(false)
        }, control.hasFocus)
        previous?.end()
        editingChanged?(true)
    }

    /// Presses the return key in `control`: the edit is committed (a field of a formatted
    /// value writes its value), the field loses the focus, and its `onCommit:` and
    /// `onSubmit` actions run, in that order.
    package func submit(_ control: Control) {
        beginEditing(control)
        current = nil
        control.commit?()
        control.editingChanged?(false)
        for action in control.submitActions { action() }
    }

    /// Ends the current edit when the code moved the focus away (`isFocused = false`): called
    /// after each transaction, before its flush, so the commit is part of the same update.
    func endIfFocusMoved() {
        guard let current, let hasFocus = current.hasFocus, !hasFocus() else { return }
        self.current = nil
        current.end()
    }
}

/// A text field's return-key action: `onSubmit` on a view applies to the text fields in
/// it (its own output; not fields inside custom views it contains).
struct SubmitView<Content: View>: View, PrimitiveView {
    let content: Content
    let action: @MainActor () -> Void

    func walk(into walker: inout StructureWalker) {
        let action = action
        walker.container(nil, transformingControls: { control in
            if control.kind == .textField { control.submitActions.append(action) }
        }) { $0.visit(content, component: nil) }
    }
}

/// A choice among tagged options, bound to a selection (`choose "<label>" "<option>"`
/// in the lab).
///
/// Each option is a view with `.tag(_:)`; rows of a `ForEach` without a tag are tagged
/// with their element's id, as in SwiftUI. Creating the picker reads nothing: the view
/// that passes `$flavor` does not depend on the value.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    func walk(into walker: inout StructureWalker) {
        let title = walker.plainText(of: label)
        let options = walker.taggedOptions(of: content)
        let binding = selection
        func matches(_ tag: AnyHashable) -> SelectionValue? { tag.base as? SelectionValue }
        let control = Control(kind: .picker, label: title.isEmpty ? "Picker" : title, currentValue: {
            let current = binding.readUntracked()
            return options.first { matches($0.tag) == current }.map { "\"\($0.label)\"" }
                ?? ValueDescription.describe(current, names: ObjectRegistry())
        })
        control.options = options.map(\.label)
        control.choose = { text in
            let found = options.first { $0.label == text } ?? options.first { $0.label.lowercased() == text.lowercased() }
            guard let found, let value = matches(found.tag) else { return false }
            binding.wrappedValue = value
            return true
        }
        let current = binding.readUntracked()
        if !options.contains(where: { matches($0.tag) == current }) {
            walker.warnings.append("Picker: the selection \"\(current)\" is invalid and does not have an associated tag, "
                                   + "this will give undefined results.")
        }
        walker.emit(.control(control))
    }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A view with a tag: an option of a `Picker`, identified by the tag's value.
struct TaggedView<Content: View, Tag: Hashable>: View, PrimitiveView {
    let content: Content
    let tag: Tag

    func walk(into walker: inout StructureWalker) {
        if walker.isCollectingTags { walker.recordTag(tag, label: walker.plainText(of: content)) }
        let saved = walker.pendingTabTag
        walker.pendingTabTag = AnyHashable(tag)
        if walker.listSelection != nil {
            // A row of a list with a selection, or the tag of the row it is in.
            walker.visitTaggedListRow(tag) { $0.visit(content, component: nil) }
        } else {
            walker.visit(content, component: nil)
        }
        walker.pendingTabTag = saved
    }
}

extension View {
    /// Gives this view a value that a `Picker` selects it by.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        TaggedView(content: self, tag: tag)
    }
}

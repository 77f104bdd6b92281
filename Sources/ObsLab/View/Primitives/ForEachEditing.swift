import Foundation

extension ForEach {
    /// Lets the rows be deleted: each row gets a `Delete <row>` button, as its swipe
    /// action; tapping it calls `action` with the row's offset.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets the rows be moved; accepted and ignored (the lab cannot drag).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}

extension StructureWalker {
    /// The swipe-to-delete button of a row, named after the row's text, or its id when
    /// the row is a view of its own (`Delete [1]`).
    mutating func emitDeleteButton(for row: any View, id: any Hashable, at offset: Int,
                                   action: @escaping @MainActor (IndexSet) -> Void) {
        let label = plainText(of: row)
        let name = label.isEmpty ? Self.displayName(of: id, offset: offset) : label
        let control = Control(kind: .button, label: "Delete \(name)",
                              tap: { action(IndexSet(integer: offset)) })
        control.displayName = "onDelete"
        emit(.control(control))
    }
}

/// Switches a list into editing mode; the lab has no editing mode, so it does nothing
/// and shows as `EditButton`.
public struct EditButton: View, PrimitiveView {
    public init() {}
    func walk(into walker: inout StructureWalker) {
        walker.container("EditButton") { _ in }
    }
}

extension ForEach {
    /// One row per element of a bound collection, each given a binding to its element
    /// (`ForEach($items) { $item in TextField("Name", text: $item.name) }`). The bindings
    /// point at the collection's source of truth, so they are the same input each time.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, C.Index: Hashable, Data == [Binding<C.Element>], ID == C.Element.ID {
        let bindings = data.wrappedValue.indices.map { index in data[dynamicMember: \C.[index]] }
        self.init(bindings, id: \.wrappedValue.id, content: content)
    }
}

extension List {
    /// A list with one row per element of a bound collection, each given a binding.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, C.Index: Hashable,
            Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

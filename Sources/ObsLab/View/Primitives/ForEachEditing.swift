import Foundation

extension ForEach {
    /// Lets the rows be deleted: each row gets a `Delete <row>` button, as its swipe
    /// action; tapping it calls `action` with the row's offset.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets the rows be moved in edit mode: each row gets `Move <row> up` and
    /// `Move <row> down` buttons (its reorder handle, a drag one row at a time), which act
    /// only while the environment's `editMode` is active. `action` receives the row's
    /// offset and the destination, as SwiftUI's does: the offset the row goes before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        if let action {
            copy.moveAction = { offsets, destination in action(offsets, destination) }
        } else {
            copy.moveAction = nil
        }
        return copy
    }
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

    /// The reorder handle of a row, as two buttons: `Move <row> up` and `Move <row> down`
    /// (only those that stay in the list). They act in edit mode only, read when tapped.
    mutating func emitMoveButtons(for row: any View, id: any Hashable, at offset: Int, count: Int,
                                  action: @escaping @MainActor (IndexSet, Int) -> Void) {
        let label = plainText(of: row)
        let name = label.isEmpty ? Self.displayName(of: id, offset: offset) : label
        let editMode = environment.editMode
        // SwiftUI's destination is the offset the row goes before, in the list as it was.
        var moves: [(direction: String, destination: Int)] = []
        if offset > 0 { moves.append(("up", offset - 1)) }
        if offset < count - 1 { moves.append(("down", offset + 2)) }
        for (direction, destination) in moves {
            let control = Control(kind: .button, label: "Move \(name) \(direction)", tap: {
                guard editMode?.readUntracked().isEditing == true else { return }
                action(IndexSet(integer: offset), destination)
            })
            control.displayName = "onMove"
            emit(.control(control))
        }
    }
}

/// A button that switches the environment's `editMode` between `.inactive` and `.active`,
/// labelled `Edit`, or `Done` while editing (`tap "Edit"`, then `tap "Done"`). Its label
/// follows the mode without running the body that shows it, as SwiftUI's own control does;
/// the views that read `editMode` run again.
public struct EditButton: View, PrimitiveView {
    /// An edit button for the `editMode` of the environment it is in.
    public init() {}

    func walk(into walker: inout StructureWalker) {
        let binding = walker.environment.editMode
        let control = Control(kind: .button, label: "Edit", tap: {
            guard let binding else { return }
            binding.wrappedValue = binding.readUntracked().isEditing ? .inactive : .active
        })
        control.liveLabel = { binding?.readUntracked().isEditing == true ? "Done" : "Edit" }
        control.displayName = "EditButton"
        walker.emit(.control(control))
    }
}

/// Whether the content of a view can be edited: `@Environment(\.editMode)` holds a binding
/// to it, which `EditButton` toggles.
public enum EditMode: Hashable, Sendable {
    /// The content cannot be edited.
    case inactive
    /// Editing for a moment (a swipe on one row).
    case transient
    /// The content can be edited: rows show their delete and reorder controls.
    case active

    /// Whether the mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// A binding to the edit mode of the views here: each graph provides one at its root
    /// (`.inactive`), as an app's navigation and list containers do; `.environment(\.editMode,
    /// $mode)` hands down another.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
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

    /// One row per element of a bound collection, identified by `id`, each given a binding
    /// to its element (`ForEach($names, id: \.self) { $name in … }`).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Index: Hashable, Data == [Binding<C.Element>] {
        let bindings = data.wrappedValue.indices.map { index in data[dynamicMember: \C.[index]] }
        self.init(bindings, identify: { $0.wrappedValue[keyPath: id] }, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list with one row per element of a bound collection, each given a binding.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, C.Index: Hashable,
            Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

extension List {
    /// A list with one row per element of a bound collection, each given a binding and
    /// tagged with its element's id; one row at a time can be selected.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, C.Index: Hashable,
            Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { .single($0) })
    }

    /// A list with one row per element of a bound collection, each given a binding and
    /// tagged with its element's id; several rows can be selected.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, C.Index: Hashable,
            Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { .multiple($0) })
    }
}

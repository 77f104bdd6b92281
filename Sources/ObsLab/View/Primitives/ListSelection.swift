/// What a `List` with a selection is bound to: one optional value, or a set.
enum ListSelectionBinding<SelectionValue: Hashable> {
    case single(Binding<SelectionValue?>)
    case multiple(Binding<Set<SelectionValue>>)

    /// How the list's rows select, in the environment the list is in.
    @MainActor
    func rowSelection(editMode: Binding<EditMode>?, column: SplitViewColumnRoute?) -> ListRowSelection {
        switch self {
        case .single(let binding):
            return ListRowSelection(
                accepts: { $0.base is SelectionValue },
                select: { tag in
                    guard let value = tag.base as? SelectionValue else { return }
                    binding.wrappedValue = value
                    column?.showNext()
                },
                isSelected: { tag in binding.readUntracked() == tag.base as? SelectionValue })
        case .multiple(let binding):
            return ListRowSelection(
                accepts: { $0.base is SelectionValue },
                select: { tag in
                    guard let value = tag.base as? SelectionValue else { return }
                    // In edit mode a tap adds or removes the row; outside it, the row alone
                    // is selected (iOS 16 and later).
                    if editMode?.readUntracked().isEditing == true {
                        var set = binding.readUntracked()
                        if set.remove(value) == nil { set.insert(value) }
                        binding.wrappedValue = set
                    } else {
                        binding.wrappedValue = [value]
                    }
                    if !binding.readUntracked().isEmpty { column?.showNext() }
                },
                isSelected: { tag in (tag.base as? SelectionValue).map { binding.readUntracked().contains($0) } ?? false })
        }
    }
}

/// How the rows of the list being walked are selected.
@MainActor
struct ListRowSelection {
    /// Whether a tag of this type can be the selection (the selection's own type).
    let accepts: (AnyHashable) -> Bool
    /// Selects the row tagged `tag`, as a tap on it does.
    let select: @MainActor (AnyHashable) -> Void
    /// Whether the row tagged `tag` is selected now (read without tracking).
    let isSelected: @MainActor (AnyHashable) -> Bool
}

extension StructureWalker {
    /// Walks a row of the list being walked (`visit`), tagged `tag` unless a `.tag(_:)` in it
    /// says otherwise. A row whose tag the selection accepts, and that holds no control of
    /// its own, becomes a tap target named by what it shows (`row "Ada"`); a row's own
    /// controls act as they are (a `NavigationLink(value:)` selects its value, see
    /// `NavigationLink`).
    mutating func visitListRow(tag implicitTag: AnyHashable?, _ visit: (inout StructureWalker) -> Void) {
        guard let selection = listSelection, !isInListRow else {
            visit(&self)
            return
        }
        isInListRow = true
        let savedTag = listRowTag
        listRowTag = nil
        let items = visitCollecting(visit)
        let tag = listRowTag ?? implicitTag
        listRowTag = savedTag
        isInListRow = false
        guard let tag, selection.accepts(tag), !items.contains(where: \.holdsControl) else { return }
        let label = Self.plainText(of: items)
        let control = Control(kind: .button, label: label.isEmpty ? "row" : label, tap: { selection.select(tag) },
                              currentValue: { selection.isSelected(tag) ? "selected" : "not selected" })
        if items.contains(where: \.showsCustomView) { control.contentItems = items }
        control.displayName = "row"
        emit(.control(control))
    }

    /// A `.tag(_:)` met while walking a selectable list: the tag of the row it is in, or a
    /// row of its own when it is directly in the list.
    mutating func visitTaggedListRow<Tag: Hashable>(_ tag: Tag, _ visit: (inout StructureWalker) -> Void) {
        if isInListRow {
            if listRowTag == nil { listRowTag = AnyHashable(tag) }
            visit(&self)
        } else {
            visitListRow(tag: AnyHashable(tag), visit)
        }
    }
}

extension RenderItem {
    /// Whether this item is, or holds, a control.
    var holdsControl: Bool {
        switch self {
        case .control: true
        case .container(_, let items): items.contains(where: \.holdsControl)
        default: false
        }
    }
}

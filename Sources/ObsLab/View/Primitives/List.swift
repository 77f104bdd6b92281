/// A scrolling list of rows, built lazily as they scroll into view (the rows of its window,
/// `LazyWindow.rows` of them; `scroll` moves it), optionally with a selection (`List(items, selection:
/// $selected) { … }`).
///
/// Without a selection it is a container. With one, each row tagged with a value of the
/// selection's type (by `.tag(_:)`, or by its element's id in a `ForEach`) is selected by a
/// tap (`tap "<row's text>"`): the list writes the binding, as a person's tap does; making
/// the list reads nothing. A `NavigationLink(value:)` whose value has the selection's type
/// selects its value instead of pushing it. In a `NavigationSplitView`, a selection made in
/// a column shows the next column (docs/rules/navigation.md).
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let selection: ListSelectionBinding<SelectionValue>?

    init(content: Content, selection: ListSelectionBinding<SelectionValue>?) {
        self.content = content
        self.selection = selection
    }

    func walk(into walker: inout StructureWalker) {
        let saved = walker.listSelection
        // A list without a selection is not its outer list's rows.
        walker.listSelection = selection?.rowSelection(
            editMode: walker.environment.editMode, column: walker.environment.splitViewColumn)
        walker.lazyContainer("List", refreshable: true) { $0.visit(content, component: nil) }
        walker.listSelection = saved
    }
}

extension List where SelectionValue == Never {
    /// A list of the given rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: nil)
    }

    /// A list with one row per element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    /// A list with one row per identifiable element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(content: ForEach(data, id: \.id, content: rowContent), selection: nil)
    }

    /// A list with one row per number of a range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }
}

extension List {
    /// A list of the given rows in which one row at a time can be selected; `nil` when
    /// none is.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map { .single($0) })
    }

    /// A list of the given rows in which several rows can be selected.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: selection.map { .multiple($0) })
    }

    /// One row per identifiable element, each tagged with its id; one row at a time can be
    /// selected.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(content: ForEach(data, id: \.id, content: rowContent), selection: selection.map { .single($0) })
    }

    /// One row per identifiable element, each tagged with its id; several rows can be selected.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {
        self.init(content: ForEach(data, id: \.id, content: rowContent), selection: selection.map { .multiple($0) })
    }

    /// One row per element, identified and tagged by `id`; one row at a time can be selected.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { .single($0) })
    }

    /// One row per element, identified and tagged by `id`; several rows can be selected.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection.map { .multiple($0) })
    }

    /// One row per number of a range, tagged with it; one row at a time can be selected.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { .single($0) })
    }

    /// One row per number of a range, tagged with it; several rows can be selected.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: selection.map { .multiple($0) })
    }
}

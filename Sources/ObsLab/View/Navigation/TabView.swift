/// Tabs, one shown at a time (`tap "<tab label>"` switches, as tapping the tab bar does).
///
/// A tab's content is built when the tab is first shown and kept afterwards, with its
/// state, as SwiftUI keeps the tabs it has shown. The tab view is a view of its own
/// (`ContentView/TabView`); its body reads the selection.
public struct TabView<SelectionValue: Hashable, Content: View>: View, RuntimeNamedView {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?
    @Retained private var shown = ShownTabs()

    package var runtimeName: String { "TabView" }

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let selected: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
        let select: @MainActor (AnyHashable) -> Void = { [selection, own = $ownSelection] tag in
            if let selection {
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            } else {
                own.wrappedValue = tag
            }
        }
        return TabFrame(content: content, selected: selected, shown: shown, select: select)
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs whose selection the tab view keeps itself; the first tab shows first.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The tags of the tabs shown so far.
@MainActor
final class ShownTabs {
    var tags: Set<AnyHashable> = []
}

/// The tabs found while walking a tab view's content.
struct TabCollector {
    var selected: AnyHashable?
    var shown: ShownTabs
    var tabs: [(tag: AnyHashable, label: String)] = []
}

/// What a tab view draws: the shown tabs' content, then the tab bar.
struct TabFrame<Content: View>: View, PrimitiveView {
    let content: Content
    let selected: AnyHashable?
    let shown: ShownTabs
    let select: @MainActor (AnyHashable) -> Void

    func walk(into walker: inout StructureWalker) {
        let saved = walker.tabs
        walker.tabs = TabCollector(selected: selected, shown: shown)
        walker.visit(content, component: nil)
        let tabs = walker.tabs?.tabs ?? []
        walker.tabs = saved
        walker.container("tab bar") { walker in
            for tab in tabs {
                let control = Control(kind: .button, label: tab.label, tap: { select(tab.tag) })
                control.displayName = "Tab"
                walker.emit(.control(control))
            }
        }
    }
}

/// A tab's content with its tab-bar label.
struct TabItemView<Content: View, Label: View>: View, PrimitiveView {
    let content: Content
    let label: Label

    func walk(into walker: inout StructureWalker) {
        guard var collector = walker.tabs else {
            walker.visit(content, component: nil)
            return
        }
        let tag = walker.pendingTabTag ?? AnyHashable(collector.tabs.count)
        let title = walker.plainText(of: label)
        let isSelected = collector.selected.map { $0 == tag } ?? collector.tabs.isEmpty
        collector.tabs.append((tag, title.isEmpty ? "Tab \(collector.tabs.count + 1)" : title))
        if isSelected { collector.shown.tags.insert(tag) }
        let build = collector.shown.tags.contains(tag)
        walker.tabs = collector
        // A tab's content is built once it has been shown, and kept.
        guard build else { return }
        let inner = walker.tabs
        walker.tabs = nil
        walker.container(isSelected ? "tab \"\(title)\" (selected)" : "tab \"\(title)\"") {
            $0.visit(content, component: nil)
        }
        walker.tabs = inner
    }
}

extension View {
    /// The tab-bar label of this view when it is a tab of a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: label())
    }
}

/// A tab of a `TabView`, as iOS 18 declares them: `Tab("Home", systemImage: "house") {
/// HomeView() }`, or with a `value:` that the tab view's selection takes when it is
/// chosen. It behaves as `content.tabItem { label }.tag(value)`: its content is built when
/// the tab is first shown and kept; `tap "<title>"` chooses it.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab with a custom label; choosing it sets the selection to `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    func walk(into walker: inout StructureWalker) {
        let saved = walker.pendingTabTag
        if let value { walker.pendingTabTag = AnyHashable(value) }
        TabItemView(content: content, label: label).walk(into: &walker)
        walker.pendingTabTag = saved
    }
}

extension Tab where Label == ObsLab.Label<Text, Image> {
    /// A tab titled `title` with a system image; choosing it sets the selection to `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = ObsLab.Label(title, systemImage: systemImage)
    }
}

extension Tab where Value == Int, Label == ObsLab.Label<Text, Image> {
    /// A tab titled `title` with a system image, in a tab view without a selection.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = ObsLab.Label(title, systemImage: systemImage)
    }
}

extension Tab where Label == Text {
    /// A tab titled `title`; choosing it sets the selection to `value`.
    public init<S: StringProtocol>(_ title: S, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = Text(title)
    }
}

extension Tab where Value == Int, Label == Text {
    /// A tab titled `title`, in a tab view without a selection.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = Text(title)
    }
}

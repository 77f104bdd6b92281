/// A view with other views attached that are views in their own right: an overlay or
/// background made of views, swipe actions, a context menu. The content keeps its
/// identity; the decoration is a position of its own, so a custom view in it has a body
/// and state like any other.
struct DecoratedView<Content: View, Decoration: View>: View, PrimitiveView {
    let content: Content
    let decoration: Decoration
    let name: String

    func walk(into walker: inout StructureWalker) {
        walker.visit(content, component: nil)
        walker.container(name) { $0.visit(decoration, component: name) }
    }
}

extension View {
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: background, name: "background")
    }
    public func background<V: View>(alignment: Alignment = .center,
                                    @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), name: "background")
    }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: overlay, name: "overlay")
    }
    public func overlay<V: View>(alignment: Alignment = .center,
                                 @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), name: "overlay")
    }
    /// Buttons revealed by swiping a row; the lab shows them, and `tap` reaches them.
    public func swipeActions<V: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), name: "swipeActions")
    }
    /// Buttons revealed by a long press; the lab shows them, and `tap` reaches them.
    public func contextMenu<V: View>(@ViewBuilder menuItems: () -> V) -> some View {
        DecoratedView(content: self, decoration: menuItems(), name: "contextMenu")
    }
    /// Views placed at an edge of the safe area.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: Double? = nil, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), name: "safeAreaInset")
    }
}

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, Sendable, Hashable { case leading, trailing }

/// A view that runs an action when tapped (`tap "<its text>"` in the lab).
struct TapGestureView<Content: View>: View, PrimitiveView {
    let content: Content
    let action: @MainActor () -> Void

    func walk(into walker: inout StructureWalker) {
        let items = walker.visitCollecting(content)
        let label = StructureWalker.plainText(of: items)
        let control = Control(kind: .button, label: label.isEmpty ? "onTapGesture" : label, tap: action)
        // A custom view's text is known once its body has run: the target is named by what
        // it shows then, as a button with a custom label view is.
        if items.contains(where: \.showsCustomView) { control.contentItems = items }
        control.displayName = "onTapGesture"
        walker.emit(.control(control))
    }
}

extension View {
    /// Runs `action` when the view is tapped; the lab names the tap target by the
    /// view's text.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        TapGestureView(content: self, action: action)
    }

    /// A long press, accepted and ignored (the lab has no long presses).
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping @MainActor () -> Void) -> Self {
        self
    }

    /// What the return key runs in the text fields of this view (`submit "<label>"`):
    /// after a field of a formatted value has written its value.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        SubmitView(content: self, action: action)
    }
}

/// What submits a field: the lab's fields are all text fields (`.search` is accepted).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1), search = SubmitTriggers(rawValue: 2)
}

extension EnvironmentValues {
    /// Whether controls in this view respond (false under `.disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension View {
    /// Disables the controls in this view: tapping them does nothing. Like SwiftUI, the
    /// lab passes it down the environment as `isEnabled`.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentModifiedView(content: self, modification: EnvironmentModification(
            target: "disabled", value: disabled) { $0.isEnabled = $0.isEnabled && !disabled })
    }
}

/// A search field over the view (`type "Search" "…"` in the lab).
struct SearchableView<Content: View>: View, PrimitiveView {
    let content: Content
    let text: Binding<String>
    let prompt: String

    func walk(into walker: inout StructureWalker) {
        TextField(prompt, text: text).walk(into: &walker)
        walker.visit(content, component: nil)
    }
}

extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: String? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt ?? "Search")
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text) -> some View {
        SearchableView(content: self, text: text, prompt: prompt.content)
    }
}

/// Where a search field goes, accepted and ignored.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

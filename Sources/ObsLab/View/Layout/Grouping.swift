/// A row with a label and a value (`LabeledContent("Total", value: "3")`).
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func walk(into walker: inout StructureWalker) {
        walker.container("LabeledContent") { walker in
            walker.visit(label, component: "label")
            walker.visit(content, component: "content")
        }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A group that expands to show its content. The lab has no disclosure triangle to tap:
/// it shows the group expanded, its content built.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    func walk(into walker: inout StructureWalker) {
        walker.container("DisclosureGroup") { walker in
            walker.visit(label, component: "label")
            walker.visit(content, component: "content")
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

/// A placeholder for an empty state (`ContentUnavailableView("No notes", systemImage:)`).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
                @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    func walk(into walker: inout StructureWalker) {
        walker.container("ContentUnavailableView") { walker in
            walker.visit(label, component: "label")
            walker.visit(description, component: "description")
            walker.visit(actions, component: "actions")
        }
    }
}

extension ContentUnavailableView where Label == ObsLab.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ObsLab.Label(title, systemImage: name) }, description: { description },
                  actions: { EmptyView() })
    }
}

import Foundation

/// A button that opens a list of actions. The lab shows the actions under the menu,
/// and `tap` reaches them.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func walk(into walker: inout StructureWalker) {
        let title = walker.plainText(of: label)
        walker.container("Menu \"\(title)\"") { $0.visit(content, component: "menu") }
    }
}

extension Menu where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == ObsLab.Label<Text, Image> {
    /// A menu titled with a title and a symbol; named by its title.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ObsLab.Label(title, systemImage: name) }
    }
}

/// A link that opens a URL; the lab has no browser, so it shows and does nothing.
public struct Link<Label: View>: View, PrimitiveView {
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    func walk(into walker: inout StructureWalker) {
        let title = walker.plainText(of: label)
        walker.container("Link \"\(title)\"") { _ in }
    }
}

extension Link where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// An activity indicator or a progress bar; the tree shows it with its value.
public struct ProgressView<Label: View>: View, PrimitiveView {
    let label: Label
    let fraction: Double?

    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = nil
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = value.map { Double($0) / Double(total) }
    }

    func walk(into walker: inout StructureWalker) {
        let title = walker.plainText(of: label)
        let name = "ProgressView" + (title.isEmpty ? "" : " \"\(title)\"")
            + (fraction.map { ": \(Int(($0 * 100).rounded()))%" } ?? "")
        walker.container(name) { _ in }
    }
}

extension ProgressView where Label == EmptyView {
    public init() { self.init { EmptyView() } }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.init(value: value, total: total) { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    public init<S: StringProtocol>(_ title: S) { self.init { Text(title) } }
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        self.init(value: value, total: total) { Text(title) }
    }
}

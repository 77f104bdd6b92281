/// A thin line between views; the tree shows it as `Divider`.
public struct Divider: View, PrimitiveView {
    public init() {}
    func walk(into walker: inout StructureWalker) {
        walker.container("Divider") { _ in }
    }
}

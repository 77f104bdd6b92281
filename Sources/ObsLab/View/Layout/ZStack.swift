/// Children layered front to back. Layout only: each child keeps its position identity.
public struct ZStack<Content: View>: View, PrimitiveView {
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func walk(into walker: inout StructureWalker) {
        walker.container("ZStack") { $0.visit(content, component: nil) }
    }
}

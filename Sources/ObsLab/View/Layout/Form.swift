/// A container of grouped controls for data entry. Its rows keep their position
/// identity like a `VStack`'s.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func walk(into walker: inout StructureWalker) {
        walker.container("Form") { $0.visit(content, component: nil) }
    }
}

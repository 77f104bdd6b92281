/// A view given an explicit identity with `.id(_:)`. When the id changes, the view is
/// a different view to the graph: its old storage is destroyed and new storage made.
struct IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID

    func walk(into walker: inout StructureWalker) {
        walker.visitIdentified(content, id: id, offset: nil)
    }
}

extension View {
    /// Binds this view's identity to `id`, as SwiftUI's `.id(_:)` does.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: id)
    }
}

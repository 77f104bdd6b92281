extension View {
    /// Presents `content` over the whole screen while `isPresented` is true; it behaves
    /// as a sheet does.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                               @ViewBuilder content: @escaping @MainActor () -> Content)
    -> some View {
        PresentingView(content: self, host: PresentationHost(
            kind: .fullScreenCover, title: nil, isPresented: isPresented, onDismiss: onDismiss, content: content,
            message: nil))
    }

    /// Presents a full-screen cover for `item` while it is non-nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        PresentingView(content: self, host: ItemPresentationHost(
            kind: .fullScreenCover, item: item, onDismiss: onDismiss, content: content))
    }
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true. The content is built
    /// only while presented; `onDismiss` runs after the update that dismisses it.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                     @ViewBuilder content: @escaping @MainActor () -> Content)
    -> some View {
        PresentingView(content: self, host: PresentationHost(
            kind: .sheet, title: nil, isPresented: isPresented, onDismiss: onDismiss, content: content, message: nil))
    }

    /// Presents a sheet for `item` while it is non-nil; setting another item replaces the
    /// content with a new identity.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                         @ViewBuilder content: @escaping @MainActor (Item) -> Content)
    -> some View {
        PresentingView(content: self, host: ItemPresentationHost(
            kind: .sheet, item: item, onDismiss: onDismiss, content: content))
    }
}

/// Where a popover points, accepted and ignored.
public enum PopoverAttachmentAnchor: Sendable {
    case point(UnitPoint)
}

extension View {
    /// Presents `content` in a popover while `isPresented` is true; it behaves as a sheet does.
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .point(.center),
                                       arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping @MainActor () -> Content)
    -> some View {
        PresentingView(content: self, host: PresentationHost(
            kind: .popover, title: nil, isPresented: isPresented, onDismiss: nil, content: content, message: nil))
    }

    /// Presents a popover for `item` while it is non-nil.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .point(.center),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping @MainActor (Item) -> Content)
    -> some View {
        PresentingView(content: self, host: ItemPresentationHost(
            kind: .popover, item: item, onDismiss: nil, content: content))
    }
}

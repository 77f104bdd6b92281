extension View {
    /// Presents a dialog of choices while `isPresented` is true. Like an alert, its
    /// actions are built only while it shows and each button dismisses it.
    public func confirmationDialog<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> Actions
    ) -> some View {
        PresentingView(content: self, host: PresentationHost(
            kind: .confirmationDialog, title: String(title), isPresented: isPresented, onDismiss: nil,
            content: actions, message: nil))
    }

    /// A dialog with a message.
    public func confirmationDialog<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> Actions,
        @ViewBuilder message: @escaping @MainActor () -> Message
    ) -> some View {
        PresentingView(content: self, host: PresentationHost(
            kind: .confirmationDialog, title: String(title), isPresented: isPresented, onDismiss: nil,
            content: { AlertBody(message: message(), actions: actions()) }, message: nil))
    }

    /// A dialog about `data`, shown while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<S: StringProtocol, T, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> Actions
    ) -> some View {
        PresentingView(content: self, host: PresentationHost(
            kind: .confirmationDialog, title: String(title), isPresented: isPresented, onDismiss: nil,
            content: { data.map(actions) }, message: nil))
    }
}

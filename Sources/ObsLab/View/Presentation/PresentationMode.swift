/// The older way to dismiss: `@Environment(\.presentationMode) var presentationMode`
/// and `presentationMode.wrappedValue.dismiss()`. It does what `dismiss()` does.
public struct PresentationMode {
    /// Whether the view is presented or pushed.
    public let isPresented: Bool
    let action: DismissAction

    /// Dismisses the presentation or pushed view, as `DismissAction` does.
    @MainActor public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    /// A binding to the presentation mode, built from the same entries as `dismiss`.
    @MainActor public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, action: dismiss)
        return .constant(mode)
    }
}

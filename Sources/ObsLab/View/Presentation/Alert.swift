extension View {
    /// Presents an alert while `isPresented` is true. Its actions are built only while it
    /// shows; tapping any of its buttons runs the button's action and dismisses the
    /// alert. With no actions it has one OK button.
    public func alert<S: StringProtocol, Actions: View>(_ title: S, isPresented: Binding<Bool>,
                                                        @ViewBuilder actions: @escaping @MainActor () -> Actions)
    -> some View {
        PresentingView(content: self, host: PresentationHost(
            kind: .alert, title: String(title), isPresented: isPresented, onDismiss: nil, content: actions,
            message: nil))
    }

    /// An alert with a message below its title.
    public func alert<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> Actions,
        @ViewBuilder message: @escaping @MainActor () -> Message
    ) -> some View {
        PresentingView(content: self, host: PresentationHost(
            kind: .alert, title: String(title), isPresented: isPresented, onDismiss: nil,
            content: { AlertBody(message: message(), actions: actions()) }, message: nil))
    }

    /// An alert titled with a `Text`.
    public func alert<Actions: View>(_ title: Text, isPresented: Binding<Bool>,
                                     @ViewBuilder actions: @escaping @MainActor () -> Actions)
    -> some View {
        alert(title.content, isPresented: isPresented, actions: actions)
    }

    /// An alert titled with a `Text`, with a message.
    public func alert<Actions: View, Message: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> Actions,
        @ViewBuilder message: @escaping @MainActor () -> Message
    ) -> some View {
        alert(title.content, isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert about `data`, shown while `isPresented` is true and `data` is not nil.
    public func alert<S: StringProtocol, T, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> Actions,
        @ViewBuilder message: @escaping @MainActor (T) -> Message
    ) -> some View {
        PresentingView(content: self, host: PresentationHost(
            kind: .alert, title: String(title), isPresented: isPresented, onDismiss: nil,
            content: { data.map { AlertBody(message: message($0), actions: actions($0)) } }, message: nil))
    }

    /// An alert about `data`, without a message.
    public func alert<S: StringProtocol, T, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> Actions
    ) -> some View {
        PresentingView(content: self, host: PresentationHost(
            kind: .alert, title: String(title), isPresented: isPresented, onDismiss: nil,
            content: { data.map(actions) }, message: nil))
    }

    /// The older alert: `.alert(isPresented: $flag) { Alert(title: Text("…")) }`.
    public func alert(isPresented: Binding<Bool>, content: @escaping @MainActor () -> Alert)
    -> some View {
        PresentingView(content: self, host: PresentationHost(
            kind: .alert, title: nil, isPresented: isPresented, onDismiss: nil,
            content: { content() }, message: nil))
    }

    /// The older alert for an optional item.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping @MainActor (Item) -> Alert)
    -> some View {
        PresentingView(content: self, host: ItemPresentationHost(
            kind: .alert, item: item, onDismiss: nil, content: content))
    }
}

/// An alert's message above its actions.
struct AlertBody<Message: View, Actions: View>: View, PrimitiveView {
    let message: Message
    let actions: Actions

    func walk(into walker: inout StructureWalker) {
        walker.visit(message, component: "message")
        walker.visit(actions, component: "actions")
        if actions is EmptyView {
            // An alert with a message and no actions gets SwiftUI's single OK button too.
            walker.emit(.control(Control(kind: .button, label: "OK", tap: {})))
        }
    }
}

/// The alert of SwiftUI's first releases, still common in articles: a title, an
/// optional message and one or two buttons (an OK button when none is given).
public struct Alert: View, PrimitiveView {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert`.
    public struct Button {
        let label: Text
        let action: (@MainActor () -> Void)?

        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, action: action)
        }
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, action: action)
        }
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), action: action)
        }
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, action: action)
        }
    }

    func walk(into walker: inout StructureWalker) {
        walker.emit(.text(title.content))
        if let message { walker.emit(.text(message.content)) }
        for button in buttons {
            walker.emit(.control(Control(kind: .button, label: button.label.content, tap: button.action ?? {})))
        }
    }
}

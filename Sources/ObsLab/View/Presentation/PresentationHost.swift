/// The presentation a modifier such as `.sheet(isPresented:)` attaches to a view.
///
/// It is a view of its own in the graph (`ContentView/sheet`), placed beside the view it
/// is attached to. Its body reads the binding, so presenting or dismissing re-runs it and
/// not the view that owns the flag (which only created `$flag`). Its content is built
/// only while it is presented: dismissing destroys the content's identity and state.
struct PresentationHost<Content: View>: View, RuntimeNamedView, DismissibleHost {
    let kind: PresentationKind
    let title: String?
    @Binding var isPresented: Bool
    let onDismiss: (@MainActor () -> Void)?
    let content: @MainActor () -> Content
    let message: AnyView?

    var runtimeName: String { kind.rawValue }

    var body: some View {
        if isPresented {
            PresentationFrame(kind: kind, title: title, onDismiss: onDismiss, message: message,
                              dismiss: { [binding = $isPresented] in binding.wrappedValue = false },
                              content: content())
        }
    }

    var isShowing: Bool { $isPresented.readUntracked() }
    func dismissFromOutside() { $isPresented.wrappedValue = false }
}

/// A presentation driven by an optional item (`.sheet(item:)`): shown while the item is
/// non-nil, and a new item is a new identity for the content.
struct ItemPresentationHost<Item: Identifiable, Content: View>: View, RuntimeNamedView, DismissibleHost {
    let kind: PresentationKind
    @Binding var item: Item?
    let onDismiss: (@MainActor () -> Void)?
    let content: @MainActor (Item) -> Content

    var runtimeName: String { kind.rawValue }

    var body: some View {
        if let item {
            PresentationFrame(kind: kind, title: nil, onDismiss: onDismiss, message: nil,
                              dismiss: { [binding = $item] in binding.wrappedValue = nil },
                              content: content(item))
                .id(item.id)
        }
    }

    var isShowing: Bool { $item.readUntracked() != nil }
    func dismissFromOutside() { $item.wrappedValue = nil }
}

/// What a presented presentation draws: its content, with `dismiss` in the environment.
struct PresentationFrame<Content: View>: View, PrimitiveView {
    let kind: PresentationKind
    let title: String?
    let onDismiss: (@MainActor () -> Void)?
    let message: AnyView?
    let dismiss: @MainActor () -> Void
    let content: Content

    func walk(into walker: inout StructureWalker) {
        let action = DismissAction(id: walker.ownerPath + "/" + walker.position, action: dismiss)
        if let onDismiss {
            walker.lifecycle.disappearActions.append((walker.ownerPath + "#onDismiss", onDismiss, false))
        }
        let name = kind.rawValue + (title.map { " \"\($0)\"" } ?? "")
        walker.withEnvironment(.presentation(action)) { walker in
            guard kind.dismissesOnButtonTap else {
                walker.container(name) { $0.visit(content, component: "content") }
                return
            }
            let dismiss = dismiss
            walker.container(name, transformingControls: { control in
                guard control.kind == .button else { return }
                let tap = control.tap
                control.tap = { tap?(); dismiss() }
            }) { walker in
                if let message { walker.visit(message, component: "message") }
                walker.visit(content, component: "actions")
                if content is EmptyView {
                    // An alert without actions gets SwiftUI's single OK button.
                    walker.emit(.control(Control(kind: .button, label: "OK", tap: {})))
                }
            }
        }
    }
}

/// Attaches a presentation host beside the view it modifies.
struct PresentingView<Content: View, Host: View>: View, PrimitiveView {
    let content: Content
    let host: Host

    func walk(into walker: inout StructureWalker) {
        walker.visit(content, component: nil)
        walker.visit(host, component: walker.nextPresentationComponent())
    }
}

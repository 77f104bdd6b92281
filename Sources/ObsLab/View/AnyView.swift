/// A type-erased view. Its content's identity includes the content's type, so switching
/// an `AnyView` to another type of view makes a new view.
public struct AnyView: View, PrimitiveView {
    let content: any View

    public init<Content: View>(_ content: Content) { self.content = content }
    public init(erasing content: any View) { self.content = content }

    func walk(into walker: inout StructureWalker) {
        walker.visit(content, component: nil)
    }
}

/// Stands for the app around a root that is not a view with a body of its own (a
/// `VStack`, or `ContentView().environmentObject(model)` as in an app's `WindowGroup`).
/// The trace calls it `App`.
struct RootHost: View, RuntimeNamedView {
    let content: AnyView
    var body: AnyView { content }
    var runtimeName: String { "App" }
}

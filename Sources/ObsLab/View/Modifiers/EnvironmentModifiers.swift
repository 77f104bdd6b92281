/// A view whose subtree sees a modified environment. The modifier does not change
/// structure, so the content keeps its identity.
struct EnvironmentModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let modification: EnvironmentModification

    func walk(into walker: inout StructureWalker) {
        walker.withEnvironment(modification) { $0.visit(content, component: nil) }
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
    ) -> some View {
        EnvironmentModifiedView(content: self, modification: .keyPath(keyPath, value))
    }

    /// Transforms the environment value of the specified key path with the given
    /// function, for this view and its descendants: they see the value inherited from
    /// above, changed by `transform` (docs/rules/environment.md).
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        EnvironmentModifiedView(content: self, modification: .transform(keyPath, transform))
    }

    /// Puts an `@Observable` object into the environment, found by its type with
    /// `@Environment(Type.self)`.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        EnvironmentModifiedView(content: self, modification: .observable(Object.self, object))
    }

    /// Puts an `ObservableObject` into the environment, found by its type with
    /// `@EnvironmentObject`.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        EnvironmentModifiedView(content: self, modification: .environmentObject(Object.self, object))
    }
}

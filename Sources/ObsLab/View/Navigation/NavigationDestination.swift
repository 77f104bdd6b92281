/// Registers how the enclosing stack shows pushed values of one type.
struct NavigationDestinationView<Content: View, D: Hashable, Destination: View>: View, PrimitiveView {
    let content: Content
    let destination: (D) -> Destination

    func walk(into walker: inout StructureWalker) {
        if let context = walker.environment.navigationContext {
            let destination = destination
            context.destinations[ObjectIdentifier(D.self)] = { value in
                AnyView(destination(value.base as! D))
            }
        }
        walker.visit(content, component: nil)
    }
}

/// Presents a destination while a flag is true, as if pushed.
struct NavigationDestinationPresentedView<Content: View, Destination: View>: View, PrimitiveView {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: Destination

    func walk(into walker: inout StructureWalker) {
        walker.visit(content, component: nil)
        let host = PresentationHost(kind: .sheet, title: nil, isPresented: isPresented, onDismiss: nil,
                                    content: { [destination] in destination }, message: nil)
        walker.visit(host, component: walker.nextPresentationComponent())
    }
}

extension View {
    /// Shows `destination(value)` when a value of type `D` is pushed on the enclosing stack.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C)
    -> some View {
        NavigationDestinationView(content: self, destination: destination)
    }

    /// Shows `destination` while `isPresented` is true.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
    -> some View {
        NavigationDestinationPresentedView(content: self, isPresented: isPresented, destination: destination())
    }
}

/// A stack of views: a root, and the views pushed on it by links (`tap` a link's label)
/// and popped by `dismiss()` or the shell's `back`.
///
/// The stack is a view of its own in the graph. Its body reads the path, so pushing or
/// popping re-runs the stack, not the view that owns a bound path (unless that view reads
/// it). Only the views on the path are built: a destination is built when pushed and
/// destroyed, with its state, when popped.
public struct NavigationStack<Data, Root: View>: View, RuntimeNamedView, NavigationStackHost {
    let root: Root
    let boundPath: NavigationPathAccess?
    @State private var ownPath = NavigationPath()
    @State private var pushedViews: [PushedView] = []
    @Retained private var context = NavigationContext()
    let name: String

    init(root: Root, path: NavigationPathAccess?, name: String) {
        self.root = root
        self.boundPath = path
        self.name = name
    }

    package var runtimeName: String { name }

    private var path: NavigationPathAccess { boundPath ?? .path($ownPath) }

    public var body: some View {
        let elements = path.elements()
        let pushed = pushedViews
        let context = context
        context.path = path
        context.graph = ViewGraph.evaluating
        context.pushView = { [binding = $pushedViews] view in
            let serial = (binding.readUntracked().map(\.serial).max() ?? 0) + 1
            binding.wrappedValue.append(PushedView(serial: serial, view: view))
        }
        let depth = elements.count + pushed.count
        return NavigationFrame(
            root: root, context: context,
            destinations: elements.map { value in
                context.destinations[ObjectIdentifier(type(of: value.base))]?(value) ?? AnyView(EmptyView())
            } + pushed.map(\.view),
            ids: elements + pushed.map { AnyHashable($0.serial) },
            pop: { [path, binding = $pushedViews] target in
                // Pops back to `target` views on the stack.
                var excess = depth - target
                let fromViews = Swift.min(excess, binding.readUntracked().count)
                if fromViews > 0 { binding.wrappedValue.removeLast(fromViews) }
                excess -= fromViews
                if excess > 0 { path.removeLast(excess) }
            })
    }

    package var depthOnScreen: Int { path.peekCount() + $pushedViews.readUntracked().count }

    package func popFromOutside() {
        if !$pushedViews.readUntracked().isEmpty {
            $pushedViews.wrappedValue.removeLast()
        } else if path.peekCount() > 0 {
            path.removeLast(1)
        }
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.init(root: root(), path: nil, name: "NavigationStack")
    }

    /// A stack whose path is bound to a `NavigationPath`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), path: .path(path), name: "NavigationStack")
    }
}

extension NavigationStack where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// A stack whose path is bound to an array of values.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), path: .collection(path), name: "NavigationStack")
    }
}

/// A view pushed by a destination link.
struct PushedView: Equatable, CustomStringConvertible {
    let serial: Int
    let view: AnyView
    /// The pushed view's type, what the path shows of it.
    let description: String

    @MainActor
    init(serial: Int, view: AnyView) {
        self.serial = serial
        self.view = view
        description = "\(type(of: view.content))"
    }

    static func == (lhs: PushedView, rhs: PushedView) -> Bool { lhs.serial == rhs.serial }
}

/// A stack the shell can pop (`back`).
@MainActor
package protocol NavigationStackHost {
    var depthOnScreen: Int { get }
    func popFromOutside()
}

/// What a stack draws: its root, then each view on its path, each handed a `dismiss`
/// that pops back to below it.
struct NavigationFrame<Root: View>: View, PrimitiveView {
    let root: Root
    let context: NavigationContext
    let destinations: [AnyView]
    let ids: [AnyHashable]
    let pop: @MainActor (Int) -> Void

    func walk(into walker: inout StructureWalker) {
        let contextModification = EnvironmentModification(target: "navigationContext", value: context) {
            $0.navigationContext = context
        }
        walker.withEnvironment(contextModification) { walker in
            walker.visit(root, component: "root")
            for (index, destination) in destinations.enumerated() {
                let pop = pop
                let dismiss = DismissAction(id: walker.ownerPath + "/pushed\(index)", action: { pop(index) })
                walker.withEnvironment(.presentation(dismiss)) { walker in
                    walker.container("pushed") { walker in
                        walker.visitIdentified(destination, id: ids[index], offset: index, under: "\(index)")
                    }
                }
            }
        }
    }
}

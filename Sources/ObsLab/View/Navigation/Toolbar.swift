extension View {
    /// Puts items in the navigation bar or toolbar. They are views like any other: the
    /// tree shows them under `toolbar`, and `tap` reaches their buttons.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        DecoratedView(content: self, decoration: content(), name: "toolbar")
    }

    /// The navigation bar's items before `toolbar` (deprecated in iOS 16): items on screen
    /// as a toolbar's are, under `toolbar` in the tree, leading first.
    public func navigationBarItems<Leading: View, Trailing: View>(leading: Leading, trailing: Trailing) -> some View {
        DecoratedView(content: self, decoration: TupleView<(Leading, Trailing)>(children: [leading, trailing]), name: "toolbar")
    }

    /// The navigation bar's leading items (deprecated in iOS 16), as a toolbar's.
    public func navigationBarItems<Leading: View>(leading: Leading) -> some View {
        DecoratedView(content: self, decoration: leading, name: "toolbar")
    }

    /// The navigation bar's trailing items (deprecated in iOS 16), as a toolbar's.
    public func navigationBarItems<Trailing: View>(trailing: Trailing) -> some View {
        DecoratedView(content: self, decoration: trailing, name: "toolbar")
    }

    /// Hides or shows a bar, accepted and ignored.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    /// A bar's background style, accepted and ignored (how it looks).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }
    /// A bar's colour scheme, accepted and ignored (how it looks).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }
}

/// One item of a toolbar, placed somewhere in the bar.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let content: Content
    func walk(into walker: inout StructureWalker) {
        walker.visit(content, component: nil)
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Several toolbar items placed together.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    func walk(into walker: inout StructureWalker) {
        walker.visit(content, component: nil)
    }
}

/// Where a toolbar item goes, accepted and ignored.
public struct ToolbarItemPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let status = ToolbarItemPlacement(name: "status")
}

/// A bar a toolbar modifier acts on, accepted and ignored.
public struct ToolbarPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

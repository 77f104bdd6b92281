/// The navigation container of SwiftUI's first releases. On a phone it is a stack, and
/// the lab makes it one: destination links push onto it.
public struct NavigationView<Content: View>: View, RuntimeNamedView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    package var runtimeName: String { "NavigationView" }

    public var body: some View {
        NavigationStack<NavigationPath, Content>(root: content, path: nil, name: "NavigationStack")
    }
}

/// How a navigation view lays out its columns, accepted and ignored.
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: Self { .init() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: Self { .init() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: Self { .init() } }

extension View {
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> Self { self }
}

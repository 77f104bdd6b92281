// The navigation bar's title and look have no data flow: accepted and ignored, keeping
// the view's identity.

extension View {
    public func navigationTitle<S: StringProtocol>(_ title: S) -> Self { self }
    public func navigationTitle(_ title: Text) -> Self { self }
    public func navigationTitle(_ title: Binding<String>) -> Self { self }
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> Self { self }
    public func navigationBarTitle(_ title: Text) -> Self { self }
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> Self { self }
    public func navigationBarHidden(_ hidden: Bool) -> Self { self }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> Self { self }
}

/// The navigation bar's item settings.
public struct NavigationBarItem: Sendable {
    /// How large the title is, accepted and ignored.
    public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

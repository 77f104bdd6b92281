/// A title with an icon: `Label("Favorites", systemImage: "star")`. A button labelled
/// with it is named by its title.
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func walk(into walker: inout StructureWalker) {
        walker.container("Label") { walker in
            walker.visit(icon, component: "icon")
            walker.visit(title, component: "title")
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a localized title (a literal, as `Text`'s) and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a localized title (a literal, as `Text`'s) and an image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// How a label shows its parts, accepted and ignored: a custom style's
/// `makeBody(configuration:)` compiles and is never called, as a custom `ButtonStyle`'s.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a custom label style is given: the label's title and icon.
public struct LabelStyleConfiguration {
    /// The label's title.
    public struct Title: View, PrimitiveView {
        func walk(into walker: inout StructureWalker) {}
    }
    /// The label's icon.
    public struct Icon: View, PrimitiveView {
        func walk(into walker: inout StructureWalker) {}
    }
    public let title = Title()
    public let icon = Icon()
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: Self { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: Self { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: Self { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: Self { .init() } }

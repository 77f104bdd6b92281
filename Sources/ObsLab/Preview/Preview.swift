/// `#Preview { ContentView() }` and `#Preview("Name") { … }`, as in SwiftUI: what the lab
/// renders for a file. `obslab try` loads each preview of the files it is given as a
/// variant, named by the preview's name.
@freestanding(declaration, names: named(_obslabPreview))
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ObsLabMacros", type: "PreviewMacro")

/// `#Preview("Name", traits: .sizeThatFitsLayout) { … }`: a preview with traits (layout,
/// orientation), which change how Xcode's canvas draws it; the lab has no canvas, so the
/// traits are accepted and ignored.
@freestanding(declaration, names: named(_obslabPreview))
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ObsLabMacros", type: "PreviewMacro")

/// `@Previewable @State var value = 0` inside a `#Preview`: the preview's own state.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ObsLabMacros", type: "PreviewableMacro")

/// One `#Preview` of a file: where it is written, its name, and the view it builds; the
/// value a `#Preview` expands to, as Apple's is a `DeveloperToolsSupport.Preview`.
public struct Preview: Sendable {
    /// The name given to `#Preview("Name")`, or nil.
    package let name: String?
    /// `Module/File.swift`, as `#fileID` says.
    package let fileID: String
    package let line: Int
    /// Builds the preview's view, as the `#Preview` closure does.
    package let makeView: @MainActor @Sendable () -> any View

    /// Called by the expansion of `#Preview`, in the user's file.
    public init(name: String?, fileID: String, line: Int, makeView: @escaping @MainActor @Sendable () -> any View) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.makeView = makeView
    }
}

extension Preview {
    /// The kind of traits a view's preview takes.
    public struct ViewTraits: Sendable {}
}

/// A trait of a preview (its layout, its orientation), for `#Preview(traits:)`: accepted and
/// ignored, as the lab draws no canvas.
public struct PreviewTrait<T>: Sendable {
    let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview as large as the device.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(name: "defaultLayout") }
    /// The preview as large as its content.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFitsLayout") }
    /// The preview in a frame of the given size.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait<T> { PreviewTrait(name: "fixedLayout") }
    /// Portrait orientation.
    public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }
    /// Portrait orientation, upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(name: "portraitUpsideDown") }
    /// Landscape orientation, home button on the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }
    /// Landscape orientation, home button on the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }
}

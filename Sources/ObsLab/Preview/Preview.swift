/// `#Preview { ContentView() }` and `#Preview("Name") { … }`, as in SwiftUI: what the lab
/// renders for a file. `obslab try` loads each preview of the files it is given as a
/// variant, named by the preview's name.
@freestanding(declaration, names: named(_obslabPreview))
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ObsLabMacros", type: "PreviewMacro")

/// `@Previewable @State var value = 0` inside a `#Preview`: the preview's own state.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ObsLabMacros", type: "PreviewableMacro")

/// One `#Preview` of a file: where it is written, its name, and the view it builds.
public struct PreviewDefinition: Sendable {
    /// The name given to `#Preview("Name")`, or nil.
    public let name: String?
    /// `Module/File.swift`, as `#fileID` says.
    public let fileID: String
    public let line: Int
    /// Builds the preview's view, as the `#Preview` closure does.
    public let makeView: @MainActor @Sendable () -> any View

    public init(name: String?, fileID: String, line: Int, makeView: @escaping @MainActor @Sendable () -> any View) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.makeView = makeView
    }
}

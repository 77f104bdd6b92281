/// `#Preview { ContentView() }` and `#Preview("Name") { … }`, as in SwiftUI: what the lab
/// renders for a file. `obslab try` loads each preview of the files it is given as a
/// variant, named by the preview's name.
@freestanding(declaration, names: named(_obslabPreview))
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
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

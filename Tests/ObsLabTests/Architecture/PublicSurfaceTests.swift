import Foundation
import Testing
@testable import ObsLabCommandLine

/// `import SwiftUI` in a user's file shows SwiftUI's names and nothing of the lab's
/// machinery: every public top-level name of the runtime module is one Apple's SwiftUI
/// module gives an app (with what it re-exports: DeveloperToolsSupport's `Preview`,
/// UIKit's keyboard types). The lab's graph, traces and scenarios are `package`.
///
/// The names are read from the built module by `swift-symbolgraph-extract`, the
/// toolchain's own tool, which leaves out underscored names as documentation does
/// (`_ConditionalContent`, `_ViewModifier_Content`, as in SwiftUI).
@Suite struct PublicSurface {
    /// SwiftUI's names the runtime has, checked against Apple's documentation
    /// (developer.apple.com/documentation/swiftui). A new public name must be SwiftUI's:
    /// add it here only when it is.
    static let swiftUINames: Set<String> = [
        // App structure (App organization, Scenes)
        "App", "Scene", "SceneBuilder", "ScenePhase", "SceneStorage", "Settings", "WindowGroup",
        "WindowResizability", "CommandsBuilder",
        // Views and their building
        "View", "ViewBuilder", "ViewModifier", "ModifiedContent", "TupleView", "AnyView", "EmptyView",
        "EquatableView", "Group", "ForEach", "DynamicProperty",
        // Data flow
        "State", "Binding", "Bindable", "StateObject", "ObservedObject", "EnvironmentObject",
        "Environment", "EnvironmentKey", "EnvironmentValues", "Entry()", "AppStorage", "FocusState",
        // Layout
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Spacer", "Divider", "GeometryReader",
        "GeometryProxy", "ScrollView", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Axis",
        "Edge", "EdgeInsets", "HorizontalEdge", "VerticalEdge", "UnitPoint", "ContentMode",
        "SafeAreaRegions", "PinnedScrollableViews", "LazyHGrid", "LazyVGrid", "GridItem", "Grid", "GridRow", "ScrollIndicatorVisibility", "ScrollDismissesKeyboardMode",
        // Text, images, drawing
        "Text", "TextAlignment", "Font", "Image", "AsyncImage", "AsyncImagePhase", "Label", "Color", "ColorScheme", "Gradient",
        "LinearGradient", "Material", "Shape", "ShapeStyle", "Capsule", "Circle", "Ellipse", "Rectangle",
        "RoundedRectangle", "RoundedCornerStyle", "FillStyle", "HierarchicalShapeStyle", "TintShapeStyle",
        "SymbolRenderingMode", "SymbolVariants", "Angle", "Animation", "AnyTransition",
        "withAnimation(_:_:)", "Transaction", "withTransaction(_:_:)", "withTransaction(_:_:_:)", "withAnimation(_:completionCriteria:_:completion:)", "AnimationCompletionCriteria", "Visibility", "ControlSize",
        // Controls
        "Button", "ButtonRole", "ButtonBorderShape", "ButtonStyle", "ButtonStyleConfiguration",
        "PrimitiveButtonStyle", "DefaultButtonStyle", "PlainButtonStyle", "BorderedButtonStyle",
        "BorderedProminentButtonStyle", "BorderlessButtonStyle", "EditButton", "Link", "Menu", "Toggle",
        "ToggleStyle", "DefaultToggleStyle", "SwitchToggleStyle", "ButtonToggleStyle", "Slider", "Stepper",
        "Picker", "PickerStyle", "DefaultPickerStyle", "InlinePickerStyle", "MenuPickerStyle",
        "NavigationLinkPickerStyle", "PalettePickerStyle", "SegmentedPickerStyle", "WheelPickerStyle",
        "TextField", "SecureField", "TextEditor", "TextFieldStyle", "DefaultTextFieldStyle",
        "PlainTextFieldStyle", "RoundedBorderTextFieldStyle", "SubmitLabel", "SubmitTriggers",
        "TextInputAutocapitalization", "ProgressView", "LabeledContent", "DisclosureGroup",
        "ContentUnavailableView", "LabelStyle", "LabelStyleConfiguration", "DefaultLabelStyle", "IconOnlyLabelStyle",
        "TitleAndIconLabelStyle", "TitleOnlyLabelStyle", "AccessibilityTraits", "AccessibilityChildBehavior", "DatePicker",
        "DatePickerComponents", "EditMode", "ColorPicker", "ShareLink",
        // Time and drawing
        "TimelineView", "TimelineSchedule", "TimelineScheduleMode", "TimelineViewDefaultContext",
        "PeriodicTimelineSchedule", "EveryMinuteTimelineSchedule", "AnimationTimelineSchedule",
        "Canvas", "GraphicsContext", "ColorRenderingMode",
        // Lists and forms
        "List", "ListStyle", "DefaultListStyle", "GroupedListStyle", "InsetGroupedListStyle", "InsetListStyle",
        "PlainListStyle", "SidebarListStyle", "Section", "Form",
        // Navigation and presentation
        "NavigationStack", "NavigationPath", "NavigationLink", "NavigationView", "NavigationViewStyle",
        "DefaultNavigationViewStyle", "StackNavigationViewStyle", "ColumnNavigationViewStyle",
        "NavigationBarItem", "TabView", "Tab", "ToolbarItem", "ToolbarItemGroup", "ToolbarItemPlacement",
        "ToolbarPlacement", "SearchFieldPlacement", "Alert", "PresentationDetent", "PresentationMode",
        "PopoverAttachmentAnchor", "DismissAction", "NavigationSplitView", "NavigationSplitViewColumn", "RefreshAction",
        "ToolbarContent", "ToolbarContentBuilder", "PreviewTrait", "Preview(_:traits:_:body:)", "InsettableShape", "Path",
        "LocalizedStringKey", "ToggleStyleConfiguration",
        "NavigationSplitViewVisibility", "NavigationSplitViewStyle", "AutomaticNavigationSplitViewStyle",
        "BalancedNavigationSplitViewStyle", "ProminentDetailNavigationSplitViewStyle",
        // Previews (DeveloperToolsSupport, which SwiftUI re-exports)
        "Preview", "PreferenceKey", "Preview(_:body:)", "Previewable()", "PreviewProvider",
        // UIKit's names SwiftUI's modifiers take on iOS (keyboardType, autocapitalization, textContentType)
        "UIKeyboardType", "UITextAutocapitalizationType", "UITextContentType",
    ]

    @Test func importSwiftUIShowsOnlySwiftUIsNames() throws {
        let names = try Self.publicTopLevelNames(of: "ObsLab")
        #expect(names.count > 100, "the symbol graph has SwiftUI's names: \(names.sorted())")
        let foreign = names.subtracting(Self.swiftUINames)
        #expect(foreign.isEmpty, """
            `import SwiftUI` shows names SwiftUI does not have: \(foreign.sorted()). Make the lab's own \
            names `package`; add a name to PublicSurface.swiftUINames only if it is SwiftUI's.
            """)
    }

    /// What `obslab try` imports into a file that imports only Foundation adds Foundation's
    /// and Dispatch's names where Linux lacks them, and nothing of the lab's.
    @Test func aFoundationOnlyFileSeesOnlyFoundationsNames() throws {
        let names = try Self.publicTopLevelNames(of: "ObsLabFoundation")
        let dispatchNames: Set = ["NSEC_PER_SEC", "NSEC_PER_MSEC", "NSEC_PER_USEC", "USEC_PER_SEC"]
        #expect(names.subtracting(dispatchNames).isEmpty, "\(names.sorted())")
    }

    /// The public top-level names of `module`, as `swift-symbolgraph-extract` reads them
    /// from the built module with the kit `obslab try` compiles users' files against.
    static func publicTopLevelNames(of module: String) throws -> Set<String> {
        Set(try publicSymbolPaths(of: module).filter { $0.count == 1 }.map { $0[0] })
    }

    /// The path of every public symbol of `module` (`["View", "padding(_:_:)"]` for a
    /// member), as `swift-symbolgraph-extract` reads them from the built module.
    static func publicSymbolPaths(of module: String) throws -> Set<[String]> {
        let binary = try #require(ObslabBinary.binary)
        let buildID = try #require(BuildID.of(fileAt: binary.path))
        let labFolder = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-surface-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: labFolder) }
        try FileManager.default.createDirectory(at: labFolder, withIntermediateDirectories: true)
        let kit = try LabKit.prepare(in: labFolder, buildID: buildID)
        let output = labFolder.appendingPathComponent("symbols")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        // The search paths of the kit; its macro plugin is the compiler's business, not the extractor's.
        var searchPaths: [String] = []
        var arguments = kit.compilerArguments[...]
        while let argument = arguments.popFirst() {
            if argument == "-I" || argument == "-Xcc", let value = arguments.popFirst() {
                searchPaths += [argument, value]
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift-symbolgraph-extract", "-module-name", module, "-target", Self.targetTriple,
                             "-minimum-access-level", "public", "-output-dir", output.path] + searchPaths
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift-symbolgraph-extract failed: \(message)")
        var paths: Set<[String]> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: output.path) where file.hasPrefix(module) {
            let data = try Data(contentsOf: output.appendingPathComponent(file))
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
            for symbol in graph.symbols { paths.insert(symbol.pathComponents) }
        }
        return paths
    }

    #if arch(arm64)
    static let targetTriple = "aarch64-unknown-linux-gnu"
    #else
    static let targetTriple = "x86_64-unknown-linux-gnu"
    #endif

    /// The part of a symbol graph file this test reads.
    struct SymbolGraph: Decodable {
        struct Symbol: Decodable { let pathComponents: [String] }
        let symbols: [Symbol]
    }
}

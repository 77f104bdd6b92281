/// An image: an SF Symbol (`Image(systemName: "star")`) or an asset by name. The tree
/// shows its name; a button whose label is only an image is named by it.
public struct Image: View, PrimitiveView, Equatable, Sendable {
    let name: String

    public init(systemName: String) { name = systemName }
    public init(_ name: String, bundle: AnyHashable? = nil) { self.name = name }
    public init(decorative name: String, bundle: AnyHashable? = nil) { self.name = name }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    public enum ResizingMode: Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable { case template, original }
    public enum Interpolation: Sendable { case none, low, medium, high }
    public enum Scale: Sendable { case small, medium, large }

    func walk(into walker: inout StructureWalker) {
        walker.emit(.image(name))
    }
}

/// How a symbol's layers are coloured, accepted and ignored.
public struct SymbolRenderingMode: Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// Insets on each edge, accepted and ignored.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// How content fits its frame, accepted and ignored.
public enum ContentMode: Sendable, Hashable { case fit, fill }

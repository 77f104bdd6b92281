import Foundation

/// A view type that supports immediate mode drawing.
///
/// The lab has no pixels, but it runs the renderer each time the body that made the canvas
/// runs, with a `GraphicsContext` that writes down what is drawn in words (`fill teal`,
/// `text "3"`): the tree shows it (`Canvas (fill teal)`), and a run that changed the drawing
/// is not judged wasted (docs/rules/wasted.md). The renderer runs without registering reads,
/// as SwiftUI runs it when it draws, not as part of a body.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// The drawing callback that you use to draw into the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// Whether the canvas can present its contents asynchronously.
    public var rendersAsynchronously: Bool
    let symbols: Symbols

    /// Creates a canvas that you supply with renderable child views (never drawn here).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
                @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        isOpaque = opaque
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = symbols()
    }

    func walk(into walker: inout StructureWalker) {
        var context = GraphicsContext()
        let renderer = renderer
        let draw = { renderer(&context, CGSize(width: 390, height: 844)) }
        if let graph = ViewGraph.evaluating { graph.withoutTracking(draw) } else { draw() }
        let operations = context.drawing.operations
        walker.container(operations.isEmpty ? "Canvas" : "Canvas (\(operations.joined(separator: ", ")))") { _ in }
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer) { EmptyView() }
    }
}

/// The working colour space and storage format of a canvas (accepted and ignored).
public enum ColorRenderingMode: Sendable, Hashable {
    /// The non-linear sRGB working colour space.
    case nonLinear
    /// The linear sRGB working colour space.
    case linear
    /// The extended linear sRGB working colour space.
    case extendedLinear
}

/// An immediate mode drawing destination, and its current state. In the lab it draws no
/// pixels: it writes down what is drawn, in words, for the tree (`fill teal`).
public struct GraphicsContext {
    /// The opacity of drawing operations.
    public var opacity: Double = 1
    let drawing = CanvasDrawing()

    init() {}

    /// A colour or pattern to fill or stroke with.
    public struct Shading: Sendable {
        let description: String
        /// A shading that fills with `color`.
        public static func color(_ color: Color) -> Shading { Shading(description: color.description) }
        /// The foreground style.
        public static var foreground: Shading { Shading(description: "foreground") }
        /// A shading with `style`.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(description: "style") }
    }

    /// Draws `path` filled with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        drawing.operations.append("fill \(shading.description)")
    }
    /// Draws the outline of `path` with `shading`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        drawing.operations.append("stroke \(shading.description)")
    }
    /// Draws `text` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        drawing.operations.append("text \"\(text.content)\"")
    }
    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        drawing.operations.append("text \"\(text.content)\"")
    }
    /// Draws `image` in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        drawing.operations.append("image \(image.name)")
    }
    /// Draws `image` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        drawing.operations.append("image \(image.name)")
    }
    /// Moves the origin of later drawing.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    /// Scales later drawing.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    /// Rotates later drawing.
    public mutating func rotate(by angle: Angle) {}
}

/// What a canvas's renderer drew, in words, in the order drawn.
final class CanvasDrawing {
    var operations: [String] = []
}

/// A colour. Colours have no data flow: the lab accepts them and draws nothing. A
/// colour used as a view (`Color.red.frame(height: 2)`) is an empty view.
nonisolated public struct Color: View, PrimitiveView, ShapeStyle, Sendable, Hashable, CustomStringConvertible {
    let name: String

    init(name: String) { self.name = name }
    /// A colour from an asset catalog, by name.
    public init(_ name: String, bundle: AnyHashable? = nil) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(red), \(green), \(blue))"
    }
    public init(white: Double, opacity: Double = 1) { name = "white(\(white))" }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "hsb(\(hue), \(saturation), \(brightness))"
    }

    nonisolated public var description: String { name }

    /// The same colour, more or less transparent.
    public func opacity(_ opacity: Double) -> Color { self }

    public static let primary = Color(name: "primary"), secondary = Color(name: "secondary")
    public static let red = Color(name: "red"), green = Color(name: "green"), blue = Color(name: "blue")
    public static let orange = Color(name: "orange"), yellow = Color(name: "yellow")
    public static let purple = Color(name: "purple"), pink = Color(name: "pink")
    public static let gray = Color(name: "gray"), black = Color(name: "black"), white = Color(name: "white")
    public static let mint = Color(name: "mint"), teal = Color(name: "teal"), cyan = Color(name: "cyan")
    public static let indigo = Color(name: "indigo"), brown = Color(name: "brown"), clear = Color(name: "clear")
    public static let accentColor = Color(name: "accent")

    func walk(into walker: inout StructureWalker) {}
}

/// Anything a shape or text can be filled with: a colour, a material, a gradient.
@preconcurrency
public protocol ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var indigo: Color { Color.indigo }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}

/// A translucent background material, accepted and ignored.
public struct Material: ShapeStyle, Sendable {
    let name: String
    public static let ultraThinMaterial = Material(name: "ultraThin"), thinMaterial = Material(name: "thin")
    public static let regularMaterial = Material(name: "regular"), thickMaterial = Material(name: "thick")
    public static let ultraThickMaterial = Material(name: "ultraThick"), bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}

/// The tint of the control, as a style (`.foregroundStyle(.tint)`).
public struct TintShapeStyle: ShapeStyle, Sendable { public init() {} }
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A hierarchical style (`.foregroundStyle(.tertiary)`).
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 1), secondary = HierarchicalShapeStyle(level: 2)
    public static let tertiary = HierarchicalShapeStyle(level: 3), quaternary = HierarchicalShapeStyle(level: 4)
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}

/// A gradient between colours, accepted and ignored.
public struct LinearGradient: View, PrimitiveView, ShapeStyle {
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    func walk(into walker: inout StructureWalker) {}
}

/// Colours for a gradient.
public struct Gradient: Sendable, Hashable {
    public init(colors: [Color]) {}
}

/// A point in a view's unit square.
public struct UnitPoint: Sendable, Hashable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
}

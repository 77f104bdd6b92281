/// A 2D shape: a view that draws nothing the lab can show, and a clip shape for
/// `.clipShape(_:)`.
@MainActor @preconcurrency
public protocol Shape: View {}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> Self { self }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> Self { self }
    public func stroke(lineWidth: Double = 1) -> Self { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> Self { self }
}

/// How a shape is filled, accepted and ignored.
public struct FillStyle: Sendable, Hashable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// The style of rounded corners, accepted and ignored.
public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

public struct Rectangle: Shape, PrimitiveView {
    public init() {}
    func walk(into walker: inout StructureWalker) {}
}

public struct RoundedRectangle: Shape, PrimitiveView {
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {}
    func walk(into walker: inout StructureWalker) {}
}

public struct Circle: Shape, PrimitiveView {
    public init() {}
    func walk(into walker: inout StructureWalker) {}
}

public struct Capsule: Shape, PrimitiveView {
    public init(style: RoundedCornerStyle = .continuous) {}
    func walk(into walker: inout StructureWalker) {}
}

public struct Ellipse: Shape, PrimitiveView {
    public init() {}
    func walk(into walker: inout StructureWalker) {}
}

// Static shorthands for shapes, as SwiftUI declares them (`.clipShape(.rect(cornerRadius: 8))`,
// `.background(.blue, in: .capsule)`): each is the shape it names.
extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

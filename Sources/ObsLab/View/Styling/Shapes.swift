import Foundation

/// A 2D shape: a view that draws nothing the lab can show, and a clip shape for
/// `.clipShape(_:)`. A custom shape (`struct Triangle: Shape { func path(in:) … }`) is
/// drawn as nothing too: the lab has no pixels, so `path(in:)` is never called, and the
/// shape has no body of its own to run (as the built-in shapes).
@MainActor @preconcurrency
public protocol Shape: View {
    /// The outline of the shape in `rect`.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> Self { self }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> Self { self }
    public func stroke(lineWidth: Double = 1) -> Self { self }
}

/// A shape that can be inset by an amount (`strokeBorder` draws inside it), accepted and
/// drawn as nothing, as any shape.
@MainActor @preconcurrency
public protocol InsettableShape: Shape {
    /// The kind of shape `inset(by:)` makes.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount`.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the inside of the shape's border with `content`, accepted and ignored.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1, antialiased: Bool = true) -> Self { self }
    /// Strokes the inside of the shape's border with the foreground style, accepted and ignored.
    public func strokeBorder(lineWidth: Double = 1, antialiased: Bool = true) -> Self { self }
}

/// How a shape is filled, accepted and ignored.
public struct FillStyle: Sendable, Hashable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// The style of rounded corners, accepted and ignored.
public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

public struct Rectangle: InsettableShape, PrimitiveView {
    public init() {}
    func walk(into walker: inout StructureWalker) {}
    /// The lab draws no outline: an empty path.
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    /// The same shape (the lab draws no outline).
    nonisolated public func inset(by amount: CGFloat) -> Self { self }
}

public struct RoundedRectangle: InsettableShape, PrimitiveView {
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {}
    func walk(into walker: inout StructureWalker) {}
    /// The lab draws no outline: an empty path.
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    /// The same shape (the lab draws no outline).
    nonisolated public func inset(by amount: CGFloat) -> Self { self }
}

public struct Circle: InsettableShape, PrimitiveView {
    public init() {}
    func walk(into walker: inout StructureWalker) {}
    /// The lab draws no outline: an empty path.
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    /// The same shape (the lab draws no outline).
    nonisolated public func inset(by amount: CGFloat) -> Self { self }
}

public struct Capsule: InsettableShape, PrimitiveView {
    public init(style: RoundedCornerStyle = .continuous) {}
    func walk(into walker: inout StructureWalker) {}
    /// The lab draws no outline: an empty path.
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    /// The same shape (the lab draws no outline).
    nonisolated public func inset(by amount: CGFloat) -> Self { self }
}

public struct Ellipse: InsettableShape, PrimitiveView {
    public init() {}
    func walk(into walker: inout StructureWalker) {}
    /// The lab draws no outline: an empty path.
    nonisolated public func path(in rect: CGRect) -> Path { Path() }
    /// The same shape (the lab draws no outline).
    nonisolated public func inset(by amount: CGFloat) -> Self { self }
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

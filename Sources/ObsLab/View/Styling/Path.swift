import Foundation

/// The outline of a 2D shape, as a custom `Shape`'s `path(in:)` builds it. The lab has no
/// pixels: a path records how many elements it has and draws nothing, as a view or as
/// the result of `path(in:)`. Nonisolated, as SwiftUI's: `path(in:)` is, so a shape
/// builds its path off the main actor (its view conformance is in an extension, which
/// gives the type no actor).
public struct Path: Equatable, Sendable {
    /// How many elements (moves, lines, curves, closes, whole figures) were added.
    var elementCount = 0

    /// An empty path.
    public init() {}

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// A rectangle.
    public init(_ rect: CGRect) { elementCount = 1 }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { elementCount = 1 }

    /// A rounded rectangle with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { elementCount = 1 }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { elementCount = 1 }

    /// Whether nothing was added.
    public var isEmpty: Bool { elementCount == 0 }

    /// Begins a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elementCount += 1 }
    /// A straight line to `point`.
    public mutating func addLine(to point: CGPoint) { elementCount += 1 }
    /// Straight lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) { elementCount += points.count }
    /// A quadratic curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elementCount += 1 }
    /// A cubic curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { elementCount += 1 }
    /// An arc of a circle.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        elementCount += 1
    }
    /// A rectangle.
    public mutating func addRect(_ rect: CGRect) { elementCount += 1 }
    /// Rectangles.
    public mutating func addRects(_ rects: [CGRect]) { elementCount += rects.count }
    /// A rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elementCount += 1
    }
    /// An ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) { elementCount += 1 }
    /// Another path.
    public mutating func addPath(_ path: Path) { elementCount += path.elementCount }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elementCount += 1 }
}

extension Path: Shape, PrimitiveView {
    func walk(into walker: inout StructureWalker) {}

    /// The path itself.
    nonisolated public func path(in rect: CGRect) -> Path { self }
}

// Layout and styling have no effect on data flow. These modifiers are accepted so
// that snippets from articles compile, and they return the view unchanged, which
// also keeps its identity.

/// A colour, accepted and ignored.
public struct Color: Sendable, Hashable {
    let name: String
    public static let primary = Color(name: "primary"), secondary = Color(name: "secondary")
    public static let red = Color(name: "red"), green = Color(name: "green"), blue = Color(name: "blue")
    public static let orange = Color(name: "orange"), yellow = Color(name: "yellow")
    public static let purple = Color(name: "purple"), pink = Color(name: "pink")
    public static let gray = Color(name: "gray"), black = Color(name: "black"), white = Color(name: "white")
    public static let accentColor = Color(name: "accent")
}

/// A font, accepted and ignored.
public struct Font: Sendable, Hashable {
    let name: String
    public static let largeTitle = Font(name: "largeTitle"), title = Font(name: "title")
    public static let headline = Font(name: "headline"), subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body"), caption = Font(name: "caption")
    public static let footnote = Font(name: "footnote")
}

/// Edges for padding, accepted and ignored.
public struct Edge: Sendable {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2)
        public static let leading = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.horizontal, .vertical]
    }
}

extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> Self { self }
    public func padding(_ length: Double) -> Self { self }
    public func foregroundStyle(_ color: Color) -> Self { self }
    public func foregroundColor(_ color: Color?) -> Self { self }
    public func font(_ font: Font?) -> Self { self }
    public func bold(_ isActive: Bool = true) -> Self { self }
    public func frame(width: Double? = nil, height: Double? = nil) -> Self { self }
}

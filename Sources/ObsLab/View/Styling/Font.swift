/// A font, accepted and ignored.
public struct Font: Sendable, Hashable {
    let name: String
    public static let largeTitle = Font(name: "largeTitle"), title = Font(name: "title")
    public static let title2 = Font(name: "title2"), title3 = Font(name: "title3")
    public static let headline = Font(name: "headline"), subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body"), callout = Font(name: "callout")
    public static let caption = Font(name: "caption"), caption2 = Font(name: "caption2")
    public static let footnote = Font(name: "footnote")

    /// A system font of a given size.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(name: "system(\(size))")
    }
    /// A system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(name: "system")
    }
    /// A custom font by name.
    public static func custom(_ name: String, size: Double) -> Font { Font(name: name) }

    public func weight(_ weight: Weight) -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }

    public struct Weight: Sendable, Hashable {
        let value: Int
        public static let ultraLight = Weight(value: 1), thin = Weight(value: 2), light = Weight(value: 3)
        public static let regular = Weight(value: 4), medium = Weight(value: 5), semibold = Weight(value: 6)
        public static let bold = Weight(value: 7), heavy = Weight(value: 8), black = Weight(value: 9)
    }
    public enum Design: Sendable, Hashable { case `default`, serif, rounded, monospaced }
    public enum TextStyle: Sendable, Hashable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

/// How lines of text line up, accepted and ignored.
public enum TextAlignment: Sendable, Hashable { case leading, center, trailing }

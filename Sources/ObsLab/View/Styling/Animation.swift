/// An animation curve. The lab has no frames: changes take effect at once.
public struct Animation: Sendable, Hashable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear"), easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut"), easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring"), bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth"), snappy = Animation(name: "snappy")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: Double, bounce: Double = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// How a view enters and leaves, accepted and ignored.
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity"), slide = AnyTransition(name: "slide")
    public static let scale = AnyTransition(name: "scale"), identity = AnyTransition(name: "identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Runs `body` at once as a transaction of its own: the writes made before it in the
/// same action are updated first, and its own writes are an update of their own, so a
/// body sees the value they left in between (docs/rules/transactions.md). The lab has no
/// frames: nothing is interpolated.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try ViewGraph.asSeparateTransaction(body)
}

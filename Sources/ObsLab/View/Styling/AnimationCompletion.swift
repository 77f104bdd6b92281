/// The criteria that determines when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String

    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")

    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

extension Animation {
    /// Causes the animation to report logical completion after the specified duration;
    /// the lab has no frames, so every animation is complete at once.
    public func logicallyComplete(after duration: Double) -> Animation { self }
}

/// Returns the result of recomputing the view's body with the provided animation, and
/// runs the completion when all animations are complete.
///
/// The lab has no frames: `body` is a transaction of its own, as with `withAnimation(_:_:)`,
/// and once its update has run every animation is complete, whatever the criteria; the
/// completion runs then, exactly once, and what it writes is an update of its own
/// (docs/rules/transactions.md).
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try ViewGraph.asSeparateTransaction(body)
    ViewGraph.asSeparateTransaction(completion)
    return result
}

/// The context of the current state-processing update: the animation its changes use.
///
/// The lab has no frames; what a transaction changes is where an update ends. Writes made
/// under `withTransaction` with an animation or with animations disabled are a
/// transaction of their own, updated apart from plain writes; an empty transaction joins
/// them, as SwiftUI concatenates transactions whose values are equal
/// (docs/rules/transactions.md).
public struct Transaction {
    /// Whether anything was set: an empty transaction joins the plain writes around it.
    var isEmpty = true

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
        isEmpty = false
    }

    /// The animation, if any, associated with the current state change.
    public var animation: Animation? {
        didSet { isEmpty = false }
    }

    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations = false {
        didSet { isEmpty = false }
    }

    /// A Boolean value that indicates whether the transaction originated from an
    /// action that produces a sequence of values.
    public var isContinuous = false {
        didSet { isEmpty = false }
    }
}

/// Executes a closure with the specified transaction and returns the result: a
/// transaction of its own unless `transaction` is empty (docs/rules/transactions.md).
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    transaction.isEmpty ? try body() : try ViewGraph.asSeparateTransaction(body)
}

/// Executes a closure with the specified transaction key path and value and returns the
/// result: a transaction of its own, as with `withTransaction(_:_:)`.
@MainActor
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

extension MainActor {
    /// Calls `function`, a main-actor function, from a callback that Observation or
    /// OpenCombine makes on the thread that changed a value: the lab's changes are made on
    /// the main actor, so the callback is too, and anywhere else the program stops with
    /// the runtime's trap, as `MainActor.assumeIsolated` would.
    ///
    /// `assumeIsolated { … }` costs two executor checks a call (its own, and the one
    /// Swift 6 puts in the main-actor closure's prologue, SE-0423: about 220 instructions
    /// each), and a closure that captures. Here one check, and `function` is a function
    /// of the type's, which captures nothing. The bit cast is `assumeIsolated`'s own: a
    /// global actor's function type has the representation of a nonisolated one.
    @inline(__always)
    nonisolated static func runIsolatedCallback<Receiver: AnyObject, Argument>(
        _ function: @escaping @MainActor @Sendable (Receiver, Argument) -> Void, _ receiver: Receiver, _ argument: Argument
    ) {
        MainActor.preconditionIsolated()
        unsafeBitCast(function, to: ((Receiver, Argument) -> Void).self)(receiver, argument)
    }
}

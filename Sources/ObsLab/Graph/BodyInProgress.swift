extension ViewGraph {
    /// The path of the view whose body is running now (`ContentView/Spinner`), or nil.
    ///
    /// For a watchdog on another thread that finds the main thread inside one action for
    /// seconds, to name the body that has not returned. It is read without synchronization,
    /// so it is only meaningful while the main thread stays inside that body; nothing else
    /// should use it.
    public nonisolated static var pathOfBodyRunning: String? {
        evaluating?.evaluatingNode?.path
    }
}

extension View {
    /// Prints why this view's body runs, the line the trace shows for it
    /// (`ContentView: _count changed.`). Call it in the body: `let _ = Self._printChanges()`.
    ///
    /// The lab writes the line into the trace, as a `print:` line at the moment the body
    /// runs, so it is part of the step's output and of its JSON.
    public static func _printChanges() {
        ViewGraph.evaluating?.printChanges()
    }

    /// Logs why this view's body runs; the lab shows the same line as `_printChanges()`.
    public static func _logChanges() {
        ViewGraph.evaluating?.printChanges()
    }
}

extension ViewGraph {
    /// Records the running body's `_printChanges` line as app output.
    func printChanges() {
        guard let node = evaluatingNode else { return }
        recorder.record(TraceEvent(kind: .console, view: node.path,
                                   detail: .swiftUIMessage(evaluatingPrintChangesLine)))
    }
}

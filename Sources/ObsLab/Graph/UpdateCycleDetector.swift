/// SwiftUI's update cycle detector, per action bound to a value (`onChange`,
/// `onPreferenceChange`): the action runs at most twice in one frame; the third time in
/// the same frame it does not run, and the first such time SwiftUI logs
/// `<label> tried to update multiple times per frame.` (OpenSwiftUI's
/// `UpdateCycleDetector`, used by `ValueActionDispatcher` and `PreferenceBinder`).
@MainActor
struct UpdateCycleDetector {
    /// Per action: the frame it last ran in, how many more runs that frame allows, and
    /// whether it has warned.
    private var states: [String: (frame: Int, remaining: Int, hasWarned: Bool)] = [:]

    /// Whether the action keyed `key` may run now; records SwiftUI's warning the first
    /// time it may not.
    mutating func dispatch(_ key: String, label: String, view: String, graph: ViewGraph) -> Bool {
        let frame = graph.frameSerial
        guard var state = states[key], state.frame == frame else {
            states[key] = (frame, 2, states[key]?.hasWarned ?? false)
            return true
        }
        if state.remaining > 0 { state.remaining -= 1 }
        defer { states[key] = state }
        guard state.remaining == 0 else { return true }
        if !state.hasWarned {
            state.hasWarned = true
            graph.recorder.record(TraceEvent(kind: .warning, view: view,
                                             detail: .swiftUIMessage("\(label) tried to update multiple times per frame.")))
        }
        return false
    }

    /// Forgets an action whose modifier went away.
    mutating func forget(_ key: String) { states[key] = nil }

    /// Forgets every action (the view went away).
    mutating func reset() { states = [:] }
}

import Foundation
@testable import ObsLab
@testable import ObsLabEngine

extension Harness {
    /// Whether the screen shows a `Text` with exactly `text`, anywhere in the tree.
    func shows(_ text: String) -> Bool {
        tree.contains { $0.trimmingCharacters(in: .whitespaces) == "Text \"\(text)\"" }
    }
}

extension TraceStep {
    /// The views whose bodies ran in this step, in the order they ran.
    var evaluationOrder: [String] {
        events.filter { $0.kind == .evaluation }.compactMap(\.view)
    }

    /// The details of the events of `kind`.
    func details(_ kind: TraceEvent.Kind) -> [String] {
        events(kind).compactMap(\.detailText)
    }
}

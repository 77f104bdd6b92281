// The one place ObsLab uses the SPI that SwiftUI itself uses to observe bodies:
// `withObservationTracking(_:willSet:didSet:)` keeps its registration until cancelled
// and hands each callback an `ObservationTracking` whose `changed` is the key path of
// the property being set (verified on Swift 6.3.1 for Linux).
@_spi(SwiftUI) import Observation

@MainActor
enum AccessTracking {
    /// Runs `apply` in its own tracking scope; every property of an `@Observable` read
    /// inside it calls `willSet` before and `didSet` after each later change. A callback
    /// returning `false` cancels the registration (it belongs to an older evaluation).
    static func evaluate<Result>(
        _ apply: () -> Result,
        onWillSet: @escaping @MainActor @Sendable (AnyKeyPath?) -> Bool,
        onDidSet: @escaping @MainActor @Sendable (AnyKeyPath?) -> Void
    ) -> Result {
        withObservationTracking(apply, willSet: { tracking in
            let keepGoing = MainActor.assumeIsolated { onWillSet(tracking.changed) }
            if !keepGoing { tracking.cancel() }
        }, didSet: { tracking in
            MainActor.assumeIsolated { onDidSet(tracking.changed) }
        })
    }
}

/// Connects one evaluation's tracking registration to its view.
@MainActor
final class TrackingHandle: Sendable {
    private weak var graph: ViewGraph?
    private weak var node: ViewNode?
    private let generation: Int

    init(graph: ViewGraph, node: ViewNode, generation: Int) {
        self.graph = graph
        self.node = node
        self.generation = generation
    }

    func willSet(_ keyPath: AnyKeyPath?) -> Bool {
        guard let graph, let node else { return false }
        return graph.trackedWillSet(node, generation: generation, keyPath: keyPath)
    }

    func didSet(_ keyPath: AnyKeyPath?) {
        guard let graph, let node else { return }
        graph.trackedDidSet(node, generation: generation, keyPath: keyPath)
    }
}

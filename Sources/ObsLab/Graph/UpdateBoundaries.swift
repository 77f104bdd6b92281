import Foundation

/// Where one update ends and the next begins (docs/rules/transactions.md).
///
/// SwiftUI keeps the writes of one transaction together and runs one graph update per
/// transaction (`GraphHost.flushTransactions` runs each pending `AsyncTransaction` with
/// its own update). Writes inside `withAnimation` are a transaction of their own, which
/// cannot be joined to plain writes; each turn of the main queue — a
/// `DispatchQueue.main.async` block, a task's resumption — starts another. So a body
/// sees the value a transaction left, even when the next one changes it again, and an
/// `onChange` sees a value that flips and flips back.
@MainActor
extension ViewGraph {
    /// The graphs that have had views invalidated since the last `endTransaction()`.
    private static var withWrites: [WeakGraph] = []
    /// How deep `withAnimation` calls are nested: only the outermost one is a boundary.
    private static var animationDepth = 0

    private struct WeakGraph { weak var graph: ViewGraph? }

    /// Notes that this graph has views waiting for an update (called when its queue
    /// stops being empty), so a transaction boundary can find it.
    func noteWrites() {
        guard !isListedWithWrites else { return }
        isListedWithWrites = true
        Self.withWrites.append(WeakGraph(graph: self))
    }

    /// Ends the transaction the writes so far belong to: each graph with invalid views
    /// runs its update now, unless a body is running (a write there is a misuse SwiftUI
    /// warns about; it joins the update in progress).
    static func endTransaction() {
        let graphs = withWrites
        withWrites = []
        for entry in graphs {
            guard let graph = entry.graph else { continue }
            graph.isListedWithWrites = false
            guard graph.mayUpdateNow, graph.queuedCount > 0 else {
                if graph.queuedCount > 0 { graph.noteWrites() }
                continue
            }
            graph.updateNow()
        }
    }

    /// Runs `body` as a transaction of its own: the writes before it are updated first,
    /// and its own writes are updated when it returns (`withAnimation`).
    static func asSeparateTransaction<Result>(_ body: () throws -> Result) rethrows -> Result {
        animationDepth += 1
        defer { animationDepth -= 1 }
        guard animationDepth == 1 else { return try body() }
        endTransaction()
        defer { endTransaction() }
        return try body()
    }

    // MARK: Turns of the main queue

    /// Starts putting a block on the main queue behind each turn of it while tasks and
    /// blocks settle: the block updates what the turn before it wrote, then queues itself
    /// again. A block that another block (or the action) queued runs after such a marker,
    /// so its writes are an update of their own, whatever the timing.
    func beginMarkingTurns() {
        marksTurns = true
        guard !hasTurnMarkerQueued else { return }
        queueTurnMarker()
    }

    /// Stops the markers; one still queued finds this and does nothing.
    func endMarkingTurns() {
        marksTurns = false
    }

    private func queueTurnMarker() {
        hasTurnMarkerQueued = true
        let graph = self
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                graph.hasTurnMarkerQueued = false
                guard graph.marksTurns, graph.crash == nil else { return }
                graph.turnMarkerRounds += 1
                let before = graph.recorder.eventCount
                if graph.mayUpdateNow { graph.updateNow() }
                // A quiet turn leaves the processor to the threads a task may be waiting
                // on for a moment; the order of the queue, and so the updates, is the same.
                if graph.recorder.eventCount == before { Thread.sleep(forTimeInterval: 0.0002) }
                graph.queueTurnMarker()
            }
        }
    }
}

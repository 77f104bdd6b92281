import ObsLab
import Observation

/// The floor of "peak memory per view": what the bare frameworks keep for the scaling
/// scenario's rows without the lab (its types are the scenario's, written again here as
/// the scenario's are internal to its module). Each row keeps its view value and its body's output,
/// as SwiftUI's graph does, and what makes it re-run: for the new variant its player and
/// one Observation registration of its body, for the old one a subscription to the
/// shared board's `objectWillChange`. Nothing else (no trace, no names, no tree).
@MainActor
enum MemoryFloor {
    /// Builds the floor of `variant` (`floor-new` or `floor-old`) for `rows` rows; `nil`
    /// for another name. Keep the result alive while measuring.
    static func load(_ variant: String, rows: Int) -> AnyObject? {
        switch variant {
        case "floor-new": NewRows(count: rows)
        case "floor-old": OldRows(count: rows)
        default: nil
        }
    }

    @MainActor private final class NewRows {
        let board: Scaling.New.Scoreboard
        var rows: [Scaling.New.Row] = []
        var outputs: [Scaling.New.Row.Body] = []
        var queued: [Int] = []

        init(count: Int) {
            board = Scaling.New.Scoreboard(count: count)
            rows.reserveCapacity(count)
            outputs.reserveCapacity(count)
            for (index, player) in board.players.enumerated() {
                let row = Scaling.New.Row(player: player)
                rows.append(row)
                outputs.append(withObservationTracking { row.body } onChange: { [weak self] in
                    MainActor.assumeIsolated { self?.queued.append(index) }
                })
            }
        }
    }

    @MainActor private final class OldRows {
        let board: Scaling.Old.Scoreboard
        var rows: [Scaling.Old.Row] = []
        var outputs: [Scaling.Old.Row.Body] = []
        var subscriptions: [AnyCancellable] = []
        var queued: [Int] = []

        init(count: Int) {
            board = Scaling.Old.Scoreboard(count: count)
            rows.reserveCapacity(count)
            outputs.reserveCapacity(count)
            subscriptions.reserveCapacity(count)
            for index in 0..<count {
                let row = Scaling.Old.Row(board: board, number: index + 1)
                rows.append(row)
                outputs.append(row.body)
                subscriptions.append(board.objectWillChange.sink { [weak self] (_: Void) in
                    MainActor.assumeIsolated { self?.queued.append(index) }
                })
            }
        }
    }
}

/// The scaling scenario's models and rows (Sources/Scenarios/Scaling.swift).
enum Scaling {
    enum New {
        @Observable final class Player: Identifiable {
            let id: Int
            var score = 0
            init(id: Int) { self.id = id }
        }
        @Observable final class Scoreboard {
            var players: [Player]
            init(count: Int) { players = (1...count).map { Player(id: $0) } }
        }
        struct Row: View {
            let player: Player
            var body: some View {
                Text("Player \(player.id): \(player.score)")
            }
        }
    }
    enum Old {
        final class Scoreboard: ObservableObject {
            @Published var scores: [Int]
            init(count: Int) { scores = Array(repeating: 0, count: count) }
        }
        struct Row: View {
            @ObservedObject var board: Scoreboard
            let number: Int
            var body: some View {
                Text("Player \(number): \(board.scores[number - 1])")
            }
        }
    }
}

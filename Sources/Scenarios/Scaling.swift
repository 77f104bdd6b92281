import ObsLab
import ObsLabEngine

// How the cost of one change grows with the number of rows. A scoreboard of N players
// (N = 100 by default; `load scaling both n=1000` or `obslab run scaling --set n=1000`).
//
// - Old: one ObservableObject holds every score; each row holds the board with
//   `@ObservedObject` and reads its own score. One score changes, the board publishes,
//   and all N rows re-run (plus the board view): the work grows with N.
// - New: each player is an `@Observable` and each row holds its player. One score
//   changes and one row re-runs, whatever N is.
//
// The rows are in a `ScrollView` with a plain `VStack`, which builds all N of them. A
// `List` or `LazyVStack` would build only the rows on screen, and only those would re-run
// (docs/rules/lazy-containers.md): the cost that grows with N is the cost of rows that
// are built.
//
// Note that per-property tracking is what makes the difference, not Observation by
// itself: with one `@Observable` board holding `var scores: [Int]`, every row would
// read `scores` and every row would re-run again (SEMANTICS.md §4: dependencies are per
// object and per property, and an array is one property).

enum ScalingOld {
    final class Scoreboard: ObservableObject {
        @Published var scores: [Int]
        init(count: Int) { scores = Array(repeating: 0, count: count) }
    }

    struct Board: View {
        // The lab makes the root once with its model, as an App's scene would.
        @StateObject var board: Scoreboard

        var body: some View {
            VStack {
                Button("Score for player 1") { board.scores[0] += 1 }
                ScrollView {
                    VStack {
                        ForEach(Array(1...board.scores.count), id: \.self) { number in
                            Row(board: board, number: number)
                        }
                    }
                }
            }
        }
    }

    struct Row: View {
        @ObservedObject var board: Scoreboard
        let number: Int

        var body: some View {
            Text("Player \(number): \(board.scores[number - 1])")
        }
    }
}

enum ScalingNew {
    @Observable final class Player: Identifiable {
        let id: Int
        var score = 0
        init(id: Int) { self.id = id }
    }

    @Observable final class Scoreboard {
        var players: [Player]
        init(count: Int) { players = (1...count).map { Player(id: $0) } }
    }

    struct Board: View {
        // The lab makes the root once with its model, as an App's scene would.
        @State var board: Scoreboard

        var body: some View {
            VStack {
                Button("Score for player 1") { board.players[0].score += 1 }
                ScrollView {
                    VStack {
                        ForEach(board.players) { player in
                            Row(player: player)
                        }
                    }
                }
            }
        }
    }

    struct Row: View {
        let player: Player

        var body: some View {
            Text("Player \(player.id): \(player.score)")
        }
    }
}

extension BuiltInCatalog {
    static let scaling = Scenario(
        id: "scaling",
        title: "N rows: one shared model versus one object per row",
        summary: """
            One change re-runs all N rows that share one ObservableObject, and one row when each \
            row has its own @Observable. A scoreboard has 100 players by default; load scaling \
            both n=1000 to see the old count grow with N while the new one stays at one.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "one ObservableObject, every row @ObservedObject",
                            module: ScalingOld.self) { setup in
                ScalingOld.Board(board: ScalingOld.Scoreboard(count: max(1, setup.parameter("n", default: 100))))
            },
            ScenarioVariant(ScenarioVariant.new, description: "one @Observable per row",
                            module: ScalingNew.self) { setup in
                ScalingNew.Board(board: ScalingNew.Scoreboard(count: max(1, setup.parameter("n", default: 100))))
            },
        ],
        // The script looks at rows 1, 2 and 100, so it expects n ≥ 100.
        script: """
            tap "Score for player 1"
            expect Row[1] runs 1
            # Old: every row holds the board, so every row re-runs: N bodies for one score.
            expect old Row[2] runs 1 reason "_board changed." wasted
            expect old Board runs 1 reason "_board changed."
            expect old Row[100] runs 1 wasted
            # New: only the row that read this player's score.
            expect new Row[1] reason "@dependencies changed." cause "Player#1.score"
            expect new Row[2] runs 0
            expect new Row[100] runs 0
            expect new Board runs 0
            """)
}

import Testing
import Observation
@testable import ObsLab

/// A view counts its own runs during a step and is found, at the step's end, at the
/// position it was told in the table of live views (`TraceRecorder.finishStep`): the counts
/// must be the ones looking each path up in the table gives.
@MainActor
@Suite struct StepRunRules {
    @Observable final class Team {
        var players: [Player]
        init(count: Int) { players = (1...count).map(Player.init) }
    }

    @Observable final class Player: Identifiable {
        let id: Int
        var score = 0
        init(id: Int) { self.id = id }
    }

    struct Board: View {
        let team: Team
        var body: some View { VStack { ForEach(team.players) { Row(player: $0) } } }
    }

    struct Row: View {
        let player: Player
        var body: some View { Text("Player \(player.id): \(player.score)") }
    }

    private func ran(_ step: TraceStep) -> [String] {
        step.viewsThatRan.map { "\($0.view) \($0.runs) \($0.total)" }
    }

    @Test func runsAreCountedAtEachViewsPositionAsViewsComeAndGo() {
        let team = Team(count: 3)
        let graph = ViewGraph(root: Board(team: team))
        graph.mount()
        // A row appears: the table is made again, and the new row is in it.
        let added = graph.perform("add") { team.players.append(Player(id: 4)) }
        #expect(ran(added) == ["Board 1 1", "Board/Row[4] 1 0"])
        #expect(added.viewPaths == ["Board", "Board/Row[1]", "Board/Row[2]", "Board/Row[3]", "Board/Row[4]"])
        // Two rows run, out of tree order: each at its own position in that table.
        let scored = graph.perform("score") {
            team.players[3].score += 1
            team.players[0].score += 1
        }
        #expect(ran(scored) == ["Board/Row[1] 1 1", "Board/Row[4] 1 1"])
        #expect(scored.runs["Board/Row[4]"] == 1 && scored.runs["Board/Row[2]"] == nil && scored.runs.total == 2)
        // A row goes: every row after it moves up one position in the next table.
        let removed = graph.perform("remove") {
            team.players.remove(at: 0)
            team.players[2].score += 1
        }
        #expect(ran(removed) == ["Board 1 2", "Board/Row[4] 1 2"])
        #expect(removed.runs["Board/Row[1]"] == nil && removed.counts(of: "Board/Row[4]")?.runs == 1)
        // And again without a change of structure: the positions told at the last table.
        let again = graph.perform("score again") { team.players[2].score += 1 }
        #expect(ran(again) == ["Board/Row[4] 1 3"])
    }

    @Test func aStepsEventsReadBackAsTheyWereRecorded() {
        let events = [
            TraceEvent(kind: .invalidation, view: "Board/Row[1]", cause: "_store", detail: .equalityReturnedFalse),
            TraceEvent(kind: .evaluation, view: "Board", detail: .equalityReturnedFalse, count: 3,
                       printChanges: "Board: _store changed.", wasted: true),
            TraceEvent(kind: .skip, view: "Board/Row[2]", detail: .inputsUnchanged),
            TraceEvent(kind: .emission, object: "Store#1", property: "rows", detail: .emission(.sentByHand),
                       valueChanged: false),
            TraceEvent(kind: .evaluation, view: "Board", count: 1 << 40, printChanges: "Board: @self changed.",
                       wasted: false),
            TraceEvent(kind: .warning),
        ]
        #expect(TraceEvents.textOffset == MemoryLayout<TraceEvents.Payload>.offset(of: \.text))
        #expect(TraceEvents.detailOffset == MemoryLayout<TraceEvents.Payload>.offset(of: \.detail))
        #expect(TraceEvents.changeOffset == MemoryLayout<TraceEvents.Payload>.offset(of: \.change))
        let stored = TraceEvents(events)
        #expect(Array(stored) == events)
        #expect(stored.view(at: 2) == "Board/Row[2]" && stored.view(at: 3) == nil && stored.kind(at: 3) == .emission)
        #expect(stored == TraceEvents(events) && stored != TraceEvents(Array(events.dropLast())))
    }

    /// The rows of an old-style list: a first render, then a change every row hears. Each
    /// event reads back with its view, count, line and cause, from its table position.
    @Test func eventsNamingTheirViewsByPositionReadBack() {
        let board = SharedBoard()
        let graph = ViewGraph(root: SharedBoardView(board: board))
        graph.mount()
        let first = graph.steps[0]
        #expect(first.viewPaths.count == 3)
        #expect(first.events.filter { $0.kind == .evaluation }.map(\.view) == first.viewPaths)
        #expect(first.events.filter { $0.kind == .evaluation }.map(\.printChanges)
                    == ["SharedBoardView: @self, @identity, _board changed.", "SharedRow: @self, @identity, _board changed.",
                        "SharedRow: @self, @identity, _board changed."])
        let tap = graph.perform("tap") { board.objectWillChange.send() }
        #expect(tap.events.map(\.kind) == [.emission, .invalidation, .invalidation, .invalidation,
                                           .evaluation, .evaluation, .evaluation])
        #expect(tap.events.filter { $0.kind == .invalidation }.map(\.view) == first.viewPaths)
        #expect(tap.events.filter { $0.kind == .evaluation }.map { "\($0.view ?? "-") \($0.count ?? 0) \($0.wasted ?? false)" }
                    == first.viewPaths.map { "\($0) 2 true" })
        #expect(tap.events.filter { $0.kind == .invalidation }.allSatisfy { $0.cause == "_board" && $0.printChanges == nil })
        #expect(tap.events[5].printChanges == "SharedRow: _board changed." && tap.events[5].cause == nil)
    }

    @Test func aTableSaysWhetherItRepeatsAPath() {
        #expect(!ViewTable(paths: ["A", "A/B", "A/C"], totals: [0, 0, 0]).repeatsPaths)
        #expect(ViewTable(paths: ["A", "A/B", "A/B"], totals: [0, 0, 0]).repeatsPaths)
        #expect(!ViewTable(paths: [], totals: []).repeatsPaths)
        // Many paths (some sharing a bucket), one repeated far apart.
        let paths = (0..<500).map { "Board/Row[\($0)]" }
        #expect(!ViewTable(paths: paths, totals: paths.map { _ in 0 }).repeatsPaths)
        #expect(ViewTable(paths: paths + ["Board/Row[7]"], totals: paths.map { _ in 0 } + [0]).repeatsPaths)
    }
}

private final class SharedBoard: ObservableObject {
    @Published var rows = [1, 2]
}

private struct SharedBoardView: View {
    @ObservedObject var board: SharedBoard
    var body: some View {
        ForEach(board.rows, id: \.self) { row in SharedRow(board: board, row: row) }
    }
}

private struct SharedRow: View {
    @ObservedObject var board: SharedBoard
    let row: Int
    var body: some View { Text("\(row)") }
}

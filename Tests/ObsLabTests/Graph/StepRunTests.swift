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

    @Test func anEventFilledInPlaceIsTheEventItsInitializerMakes() {
        var invalidation = TraceEvent(blank: .skip)
        invalidation.fillInvalidation(of: "Board/Row[1]", cause: "_store", detail: .equalityReturnedFalse)
        #expect(invalidation == TraceEvent(kind: .invalidation, view: "Board/Row[1]", cause: "_store",
                                           detail: .equalityReturnedFalse))
        #expect(invalidation.cause == "_store" && invalidation.printChanges == nil && invalidation.count == nil
                    && invalidation.wasted == nil)
        var evaluation = TraceEvent(blank: .evaluation)
        evaluation.fillEvaluation(of: "Board", detail: nil, count: 3, printChanges: "Board: _store changed.")
        #expect(evaluation == TraceEvent(kind: .evaluation, view: "Board", count: 3, printChanges: "Board: _store changed."))
        #expect(evaluation.cause == nil && evaluation.count == 3 && evaluation.wasted == nil)
        var skip = TraceEvent(blank: .evaluation)
        skip.fillSkip(of: "Board/Row[2]", reason: .inputsUnchanged)
        #expect(skip == TraceEvent(kind: .skip, view: "Board/Row[2]", detail: .inputsUnchanged))
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

import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/holder-order.md: an emission invalidates its object's holders in tree order,
// whatever order the publisher notifies them in.
@MainActor
@Suite struct HolderOrderRules {

    final class Roster: ObservableObject {
        @Published var ids = [1, 2, 3, 4, 5, 6, 7, 8]
        @Published var title = "Team"
    }

    struct RosterList: View {
        @ObservedObject var roster: Roster
        var body: some View {
            VStack { ForEach(roster.ids, id: \.self) { id in Player(roster: roster, id: id) } }
        }
    }

    struct Player: View {
        @ObservedObject var roster: Roster
        let id: Int
        var body: some View { Text("\(roster.title) \(id)") }
    }

    private func invalidated(_ step: TraceStep) -> [String] { step.events(.invalidation).compactMap(\.view) }

    private func treeOrder(_ ids: [Int]) -> [String] {
        ["RosterList"] + ids.map { "RosterList/Player[\($0)]" }
    }

    @Test func holdersAreInvalidatedInTreeOrderAtEveryEmission() {
        let roster = Roster()
        let harness = Harness(RosterList(roster: roster))
        #expect(invalidated(harness.act { roster.title = "A" }) == treeOrder(roster.ids))
        // The order found is remembered for the object, and used again.
        #expect(harness.graph.publishers.remembersHolderOrder(of: roster))
        #expect(invalidated(harness.act { roster.title = "B" }) == treeOrder(roster.ids))
    }

    @Test func rowsThatMoveWithoutSubscribingAgainAreInvalidatedInTheirNewOrder() {
        let roster = Roster()
        let harness = Harness(RosterList(roster: roster))
        harness.act { roster.title = "A" }
        let moved = harness.act { roster.ids.reverse() }
        #expect(moved.events(.evaluation).count == 9)
        // No row subscribed or cancelled: the publisher notifies the same holders in the
        // same order, and the remembered order no longer is the tree's.
        #expect(harness.graph.publishers.remembersHolderOrder(of: roster))
        #expect(invalidated(harness.act { roster.title = "B" }) == treeOrder([8, 7, 6, 5, 4, 3, 2, 1]))
    }

    @Test func aHolderThatSubscribesOrCancelsMakesTheOrderForgotten() {
        let roster = Roster()
        let harness = Harness(RosterList(roster: roster))
        harness.act { roster.title = "A" }
        #expect(harness.graph.publishers.remembersHolderOrder(of: roster))
        // The emission remembers an order; the new row's subscription forgets it.
        harness.act { roster.ids.insert(9, at: 4) }
        #expect(!harness.graph.publishers.remembersHolderOrder(of: roster))
        #expect(invalidated(harness.act { roster.title = "B" }) == treeOrder([1, 2, 3, 4, 9, 5, 6, 7, 8]))
        #expect(harness.graph.publishers.remembersHolderOrder(of: roster))
        // A row that goes away cancels its subscription.
        harness.act { roster.ids.removeFirst() }
        #expect(!harness.graph.publishers.remembersHolderOrder(of: roster))
        #expect(invalidated(harness.act { roster.title = "C" }) == treeOrder([2, 3, 4, 9, 5, 6, 7, 8]))
    }
}

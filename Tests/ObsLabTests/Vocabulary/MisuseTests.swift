import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/misuse.md: misuse is a simulated crash with SwiftUI's message, never a real one.
@MainActor
@Suite struct MisuseRules {

    struct NoBody: View {}

    struct Parent: View {
        @State var show = false
        var body: some View {
            Button("Show") { show = true }
            if show { NoBody() }
        }
    }

    @Test func aViewWithoutABodyIsASimulatedCrash() {
        let harness = Harness(NoBody())
        #expect(harness.graph.crash?.message == "Fatal error: NoBody may not have Body == Never")
        #expect(harness.firstRender.details(.crash) == ["Fatal error: NoBody may not have Body == Never"])
    }

    @Test func aViewWithoutABodyCrashesWhenItAppearsAndTheLabLivesOn() {
        let harness = Harness(Parent())
        #expect(harness.graph.crash == nil)
        let step = harness.tap("Show")
        #expect(step.details(.crash) == ["Fatal error: NoBody may not have Body == Never"])
        let after = harness.graph.perform("another action") {}
        #expect(after.events.isEmpty)
    }

    struct Recursive: View {
        var body: some View { Recursive() }
    }

    @Test func aBodyThatContainsItselfIsStoppedNotAHang() {
        let harness = Harness(Recursive())
        let message = harness.graph.crash?.message ?? ""
        #expect(message.contains("the views nest more than \(ViewGraph.depthLimit) deep"))
        #expect(harness.graph.viewNames.count == ViewGraph.depthLimit + 1)
    }

    struct Duplicates: View {
        @State var ids = [1, 2, 1]
        var body: some View {
            ForEach(ids, id: \.self) { id in Row(id: id) }
        }
    }

    struct Row: View {
        let id: Int
        var body: some View { Text("row \(id)") }
    }

    @Test func repeatedForEachIDsWarnAsSwiftUIDoesAndEachRowStillShows() {
        let harness = Harness(Duplicates())
        #expect(harness.firstRender.details(.warning) == [
            "ForEach<Array<Int>, Int, Row>: the ID 1 occurs multiple times within the collection, this will give undefined results!",
        ])
        #expect(harness.graph.viewNames.count == 4)
    }

    struct Listed: View {
        let ids: [Int]
        var body: some View {
            ForEach(ids, id: \.self) { id in Row(id: id) }
        }
    }

    /// `Int` ids that only grow are checked without a set until one does not: the ids
    /// before it are then all remembered, wherever the repeat is.
    @Test(arguments: [([3, 5, 1, 4, 5], [5]), ([2, 2, 3], [2]), ([-4, 0, 7, 9], []), ([9, 7, 5], []),
                      ([1, 2, 3, 1, 2], [1, 2])])
    func repeatedForEachIDsAreFoundWhetherTheIDsGrowOrNot(ids: [Int], repeated: [Int]) {
        let harness = Harness(Listed(ids: ids))
        #expect(harness.firstRender.details(.warning) == repeated.map {
            "ForEach<Array<Int>, Int, Row>: the ID \($0) occurs multiple times within the collection, this will give undefined results!"
        })
        #expect(harness.graph.viewNames.count == ids.count + 1)
    }

    struct BadSelection: View {
        @State var choice = 3
        var body: some View {
            Picker("Pick", selection: $choice) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
        }
    }

    @Test func aSelectionWithoutATagWarnsAsSwiftUIDoes() {
        let harness = Harness(BadSelection())
        #expect(harness.firstRender.details(.warning) == [
            "Picker: the selection \"3\" is invalid and does not have an associated tag, this will give undefined results.",
        ])
    }
}

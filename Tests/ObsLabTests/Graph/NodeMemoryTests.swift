import Foundation
import Testing
import Observation
@testable import ObsLab
@testable import ObsLabEngine

/// What a large tree keeps per view is kept a hundred thousand times: these rules keep
/// it small without changing what the lab reports.
@MainActor
@Suite struct NodeMemoryRules {
    @Observable final class Player: Identifiable {
        let id: Int
        var score = 0
        init(id: Int) { self.id = id }
    }

    struct Board: View {
        let players: [Player]
        var body: some View { VStack { ForEach(players) { Row(player: $0) } } }
    }

    struct Row: View {
        let player: Player
        var body: some View { Text("Player \(player.id): \(player.score)") }
    }

    /// The two words of a string: equal exactly when two strings share one buffer (or are
    /// the same small string kept inline).
    private func words(_ text: String) -> (UInt64, UInt64) { unsafeBitCast(text, to: (UInt64, UInt64).self) }

    @Test func rowsOfOneTypeShareOnePrintChangesLine() throws {
        let graph = ViewGraph(root: Board(players: (1...3).map(Player.init)))
        graph.mount()
        let rows = try #require(graph.root?.subtree().filter { $0.typeName == "Row" })
        #expect(rows.count == 3)
        let events = graph.steps[0].events.filter { $0.kind == .evaluation && $0.view?.hasPrefix("Board/Row") == true }
        #expect(events.count == 3)
        #expect(events.allSatisfy { $0.printChanges == "NodeMemoryRules.Row: @self changed." })  // a `let`: no @identity
        let first = try #require(events.first?.printChanges)
        #expect(events.allSatisfy { words($0.printChanges ?? "") == words(first) })
    }

    @Test func aRowThatHoldsOnlyValuesMakesNoExtras() throws {
        let players = (1...2).map(Player.init)
        let graph = ViewGraph(root: Board(players: players))
        graph.mount()
        let row = try #require(graph.root?.children.first)
        #expect(row.storage.entries.isEmpty)
        #expect(row.propertyTokens.isEmpty)
        // What the row can reach is worked out when asked: its player.
        let roots = row.observationRoots
        #expect(roots.count == 1)
        #expect((roots.first as? Player) === players[0])
    }

    @Observable final class Order { var ids = [1, 2, 3] }

    struct Item: View {
        let id: Int
        var body: some View { Text("\(id)") }
    }

    struct Numbers: View {
        let order: Order
        var body: some View { VStack { ForEach(order.ids, id: \.self) { Item(id: $0) } } }
    }

    @Test func aParentThatRerunsKeepsItsChildrenByPositionAndStillMovesReorderedOnes() throws {
        let order = Order()
        let graph = ViewGraph(root: Numbers(order: order))
        graph.mount()
        let root = try #require(graph.root)
        let before = root.children
        graph.perform("append") { order.ids.append(4) }
        #expect(root.children.prefix(3).map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
        let kept = root.children
        graph.perform("same") { order.ids = [1, 2, 3, 4] }
        #expect(root.children.map(ObjectIdentifier.init) == kept.map(ObjectIdentifier.init))
        graph.perform("reverse") { order.ids.reverse() }
        #expect(root.children.map(ObjectIdentifier.init) == kept.reversed().map(ObjectIdentifier.init))
        #expect(root.children.map(\.indexInParent) == [0, 1, 2, 3])
        #expect(root.children.map(\.path) == ["Numbers/Item[4]", "Numbers/Item[3]", "Numbers/Item[2]", "Numbers/Item[1]"])
    }

    @Test func aTraceEventTakesFiftySixBytesAndCodesAsBefore() throws {
        #expect(MemoryLayout<TraceEvent>.stride <= 56)
        // The two texts share a slot; both given, the cause goes into the box. So does a
        // count beyond 32 bits.
        var both = TraceEvent(kind: .invalidation, view: "A", cause: "@self", count: 3, printChanges: "A: @self changed.")
        #expect(both.cause == "@self" && both.printChanges == "A: @self changed." && both.count == 3)
        both.printChanges = nil
        #expect(both.cause == "@self" && both.printChanges == nil && both.count == 3)
        both.cause = nil
        #expect(both.cause == nil && both.printChanges == nil && both == TraceEvent(kind: .invalidation, view: "A", count: 3))
        var large = TraceEvent(kind: .evaluation, count: Int(Int32.max) + 1, wasted: false)
        #expect(large.count == Int(Int32.max) + 1 && large.wasted == false)
        large.count = Int(Int32.min)
        #expect(large.count == Int(Int32.min))
        large.count = nil
        large.wasted = true
        #expect(large.count == nil && large.wasted == true && large == TraceEvent(kind: .evaluation, wasted: true))
        var event = TraceEvent(kind: .mutation, object: "Model#1", property: "count", detail: .valueChanged(from: .value("0"), to: "1"), valueChanged: true)
        #expect(event.object == "Model#1" && event.property == "count" && event.valueChanged == true)
        event.property = "total"
        #expect(event.object == "Model#1" && event.property == "total" && event.valueChanged == true)
        event.object = nil
        event.property = nil
        event.valueChanged = nil
        #expect(event == TraceEvent(kind: .mutation, detail: .valueChanged(from: .value("0"), to: "1")))
        #expect(event != TraceEvent(kind: .mutation, detail: .valueChanged(from: .value("0"), to: "1"), valueChanged: false))

        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let full = TraceEvent(kind: .evaluation, view: "A/B", object: "M#1", property: "p", cause: "@self", detail: .recorded("d"),
                              count: 2, printChanges: "B: @self changed.", wasted: true, valueChanged: false)
        let text = String(decoding: try encoder.encode(full), as: UTF8.self)
        #expect(text == #"{"cause":"@self","count":2,"detail":"d","kind":"evaluation","object":"M#1","#
            + #""printChanges":"B: @self changed.","property":"p","valueChanged":false,"view":"A\/B","wasted":true}"#)
        #expect(try JSONDecoder().decode(TraceEvent.self, from: Data(text.utf8)) == full)
        let bare = String(decoding: try encoder.encode(TraceEvent(kind: .skip)), as: UTF8.self)
        #expect(bare == #"{"kind":"skip"}"#)
        #expect(Set([full, full, TraceEvent(kind: .skip)]).count == 2)
    }

    @Test func aStepKeepsRunsByPositionAndAnswersByPathAsADictionaryDid() {
        // Two views share a path: their runs are added, as under one key.
        let step = TraceStep(action: "tap", events: [], views: [
            ViewCount(view: "A", runs: 1, total: 4), ViewCount(view: "A/B", runs: 0, total: 2),
            ViewCount(view: "A/C", runs: 2, total: 2), ViewCount(view: "A/C", runs: 3, total: 5),
        ])
        #expect(step.runs["A"] == 1 && step.runs["A/B"] == nil && step.runs["A/C"] == 5 && step.runs["Gone"] == nil)
        #expect(step.runs.count == 2 && step.runs.total == 6)
        #expect(step.views.map(\.runs) == [1, 0, 5, 5])
        #expect(step.viewsThatRan.map(\.view) == ["A", "A/C"])
        #expect(step.counts(of: "A/C")?.runs == 5)

        // Over a live graph: a later step adds to the totals since the table was made.
        let players = (1...3).map(Player.init)
        let graph = ViewGraph(root: Board(players: players))
        graph.mount()
        let first = graph.perform("score") { players[1].score += 1 }
        let second = graph.perform("score again") {
            players[1].score += 1
            players[2].score += 1
        }
        #expect(first.viewsThatRan.map(\.view) == ["Board/Row[2]"])
        #expect(second.viewsThatRan.map { "\($0.view) \($0.runs) \($0.total)" } == ["Board/Row[2] 1 2", "Board/Row[3] 1 1"])
        #expect(second.runs["Board/Row[1]"] == nil && second.counts(of: "Board/Row[2]")?.total == 2)
    }

    @Test func shortNamesAreWhatSplittingThePathGives() {
        let paths = ["", "/", "Board", "Board/Row[12]", "A/B/", "A//B", "Row[a/b]", "List/Row[x/\u{301}y]",
                     "/\u{301}", "A/\u{301}", "Ünï/Cödé[ß/✓]", "A/B#2"]
        for path in paths {
            #expect(TextTraceFormatter.shortName(path) == String(path.split(separator: "/").last ?? Substring(path)),
                    "\(path)")
        }
    }

    /// The first buffer address of a view's causes: two views share one list when equal.
    private func causesBuffer(of node: ViewNode) -> UnsafeRawPointer? {
        node.causes.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    @Test func viewsInvalidatedForOneCauseShareItsListUntilOneIsGivenAnother() throws {
        let players = (1...3).map(Player.init)
        let graph = ViewGraph(root: Board(players: players))
        graph.mount()
        let rows = try #require(graph.root?.children)
        #expect(rows.count == 3)
        let cause = InvalidationCause(token: .property("_player"), detail: .swiftUIMessage("changed"))
        for row in rows { graph.invalidate(row, cause) }
        #expect(rows.allSatisfy { $0.causes == [cause] })
        #expect(causesBuffer(of: rows[0]) == causesBuffer(of: rows[1]) && causesBuffer(of: rows[1]) == causesBuffer(of: rows[2]))
        // A second cause is written into a copy: the others keep the one they share.
        graph.invalidate(rows[0], InvalidationCause(token: .viewValue, detail: nil))
        #expect(rows[0].causes.count == 2 && rows[1].causes == [cause] && rows[2].causes == [cause])
        #expect(causesBuffer(of: rows[0]) != causesBuffer(of: rows[1]))
        graph.updateNow()
        #expect(rows.allSatisfy { $0.causes.isEmpty && $0.evaluationCount == 2 })
        // The last view to let go of a shared list kept it, and the view given a copy kept
        // that: each writes the same cause into its own; the third shares a new list.
        let kept = causesBuffer(of: rows[2])
        for row in rows { graph.invalidate(row, cause) }
        #expect(rows.allSatisfy { $0.causes == [cause] })
        #expect(causesBuffer(of: rows[2]) == kept && causesBuffer(of: rows[1]) != kept)
        graph.updateNow()
        #expect(rows.allSatisfy { $0.causes.isEmpty && $0.evaluationCount == 3 })
    }

    @Test func aRenderOfOneTextIsKeptInPlace() throws {
        var list = RenderList.empty
        list.append(.text("a"))
        guard case .text("a") = list else { throw Failure("one text is kept in place: \(list)") }
        list.append(.image("star"))
        guard case .items(let items) = list, items.count == 2 else { throw Failure("a second item makes a list") }
        #expect(list.map { StructureWalker.plainText(of: [$0]) } == ["a", "star"])
        // Emptied keeping its room, a list takes its next text into that room.
        list.removeAllKeepingCapacity()
        #expect(list.isEmpty)
        list.append(.text("b"))
        guard case .items(let kept) = list, kept.count == 1 else { throw Failure("a list with room stays a list") }
        #expect(!RenderList.text("x").holdsControl && RenderList([.text("x")]).count == 1)

        let graph = ViewGraph(root: Board(players: (1...2).map(Player.init)))
        graph.mount()
        let row = try #require(graph.root?.children.first)
        guard case .text("Player 1: 0") = row.render else { throw Failure("a row's one text: \(row.render)") }
    }

    @Test func aStepsCreatedObjectsAreRunsNamedWhenRead() throws {
        var names = CreatedObjectNames()
        for number in 1...3 { names.append(typeName: "Player", number: number) }
        names.append(typeName: "Board", number: 1)
        names.append(typeName: "Player", number: 5)
        #expect(Array(names) == ["Player#1", "Player#2", "Player#3", "Board#1", "Player#5"])
        #expect(names.count == 5 && names[3] == "Board#1" && CreatedObjectNames().isEmpty)

        let graph = ViewGraph(root: Board(players: (1...3).map(Player.init)))
        graph.mount()
        let made = Array(graph.steps[0].createdObjects)
        #expect(made.count == 3 && made.map { $0.split(separator: "#").last } == ["1", "2", "3"])
    }

    private struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine

// docs/rules/lazy-containers.md: a List, LazyVStack, LazyHStack or lazy grid builds the rows
// of its window (LazyWindow.rows, a grid that many lines); `scroll` moves the window.
@MainActor
@Suite struct LazyContainerRules {
    final class Log {
        var entries: [String] = []
        var rowClosureCalls: [Int] = []
    }

    struct Row: View {
        let number: Int
        let log: Log
        @State private var taps = 0
        var body: some View {
            Button("Row \(number): \(taps)") { taps += 1 }
                .onAppear { log.entries.append("appear \(number)") }
                .onDisappear { log.entries.append("disappear \(number)") }
        }
    }

    enum Kind { case list, lazyVStack, vStack, lazyVGrid }

    struct Board: View {
        let kind: Kind
        let count: Int
        let log: Log
        var body: some View {
            switch kind {
            case .list:
                List { rows }
            case .lazyVStack:
                ScrollView { LazyVStack { rows } }
            case .vStack:
                ScrollView { VStack { rows } }
            case .lazyVGrid:
                ScrollView { LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) { rows } }
            }
        }

        var rows: some View {
            ForEach(1...count, id: \.self) { number in
                let _ = log.rowClosureCalls.append(number)
                Row(number: number, log: log)
            }
        }
    }

    private func rowNumbers(_ graph: ViewGraph) -> [Int] {
        (graph.root?.subtree() ?? []).compactMap { ($0.view as? Row)?.number }
    }

    private func ranBodies(_ step: TraceStep) -> [String] {
        step.events.filter { $0.kind == .evaluation }.compactMap(\.view)
    }

    @Test func aListBuildsOnlyTheRowsOfItsWindow() {
        let log = Log()
        let harness = Harness(Board(kind: .list, count: 100, log: log))
        #expect(LazyWindow.rows == 16)
        #expect(rowNumbers(harness.graph) == Array(1...16))
        #expect(log.rowClosureCalls == Array(1...16), "the row closure runs only for rows in the window")
        #expect(log.entries == (1...16).map { "appear \($0)" })
        #expect(ranBodies(harness.firstRender).filter { $0.contains("Row") }.count == 16)
    }

    @Test func aLazyStackAndAGridDoTheSameAndAVStackBuildsEverything() {
        let lazy = Harness(Board(kind: .lazyVStack, count: 100, log: Log()))
        #expect(rowNumbers(lazy.graph) == Array(1...16))
        let grid = Harness(Board(kind: .lazyVGrid, count: 100, log: Log()))
        #expect(rowNumbers(grid.graph) == Array(1...48), "16 lines of 3 columns")
        let log = Log()
        let eager = Harness(Board(kind: .vStack, count: 100, log: log))
        #expect(rowNumbers(eager.graph) == Array(1...100))
        #expect(log.rowClosureCalls.count == 100)
    }

    @Test func scrollingBuildsTheRowsThatComeInWithoutRunningTheBodyAroundThem() throws {
        let log = Log()
        let harness = Harness(Board(kind: .list, count: 100, log: log))
        log.entries = []
        log.rowClosureCalls = []
        let step = try harness.graph.scroll("List", to: .row(40), command: "scroll \"List\" to 40")
        #expect(rowNumbers(harness.graph) == Array(40...55))
        #expect(!ranBodies(step).contains { $0 == "Board" }, "the body that holds the list does not run")
        #expect(ranBodies(step).count == 16)
        #expect(step.events.filter { $0.kind == .skip }.isEmpty, "a scroll compares no row that stays")
        #expect(log.rowClosureCalls == Array(40...55))
        #expect(log.entries.filter { $0.hasPrefix("appear") } == (40...55).map { "appear \($0)" })
        #expect(Set(log.entries.filter { $0.hasPrefix("disappear") }) == Set((1...16).map { "disappear \($0)" }))
        let note = step.events.first { $0.kind == .callback }?.detailText
        #expect(note == "List in Board scrolled: rows 40–55 of 100 on screen")
        // Rows 45–55 stay: nothing is said of them; 56–60 come in, 40–44 go.
        let overlapping = try harness.graph.scroll("List", to: .row(45), command: "scroll \"List\" to 45")
        #expect(ranBodies(overlapping).count == 5)
        #expect(overlapping.events.filter { $0.kind == .skip }.isEmpty, "a scroll compares no row that stays")
        #expect(overlapping.events.filter { $0.kind == .storageDestroyed }.count == 5)
    }

    @Test func aRowThatLeavesTheWindowLosesItsState() throws {
        let harness = Harness(Board(kind: .lazyVStack, count: 40, log: Log()))
        harness.tap("Row 1: 0")
        #expect(harness.graph.controls().contains { $0.label == "Row 1: 1" })
        _ = try harness.graph.scroll(nil, to: .down, command: "scroll down")
        #expect(rowNumbers(harness.graph) == Array(17...32))
        _ = try harness.graph.scroll(nil, to: .top, command: "scroll to top")
        #expect(harness.graph.controls().contains { $0.label == "Row 1: 0" }, "built again, with new state")
    }

    @Test func theWindowStaysInsideTheRowsAndKeepsItsPlaceWhenTheBodyRunsAgain() throws {
        struct Growing: View {
            @State private var count = 30
            var body: some View {
                VStack {
                    Button("More") { count += 10 }
                    List(1...count, id: \.self) { Text("Item \($0)") }
                }
            }
        }
        let harness = Harness(Growing())
        _ = try harness.graph.scroll("List", to: .row(1000), command: "scroll \"List\" to 1000")
        #expect(harness.graph.lazyContainersOnScreen().first?.container.shownRows == 15...30)
        harness.tap("More")
        #expect(harness.graph.lazyContainersOnScreen().first?.container.shownRows == 15...30)
        #expect(harness.graph.lazyContainersOnScreen().first?.container.rowCount == 40)
        _ = try harness.graph.scroll("List", to: .bottom, command: "scroll \"List\" to bottom")
        #expect(harness.graph.lazyContainersOnScreen().first?.container.shownRows == 25...40)
    }

    @Test func aStaticViewIsARowAndASectionHoldsRows() {
        struct Sections: View {
            var body: some View {
                List {
                    Text("Header row")
                    Section("Numbers") {
                        ForEach(1...30, id: \.self) { Text("Number \($0)") }
                    }
                }
            }
        }
        let harness = Harness(Sections())
        let shown = StructureWalker.plainText(of: harness.graph.root?.render ?? .empty)
        #expect(shown.contains("Header row"))
        #expect(shown.contains("Number 14"), "the header row, the section's header, then 14 numbers")
        #expect(!shown.contains("Number 15"))
    }

    @Test func scrollingNothingSaysWhatThereIs() {
        let harness = Harness(Board(kind: .vStack, count: 3, log: Log()))
        #expect(throws: ActionError.noLazyContainer(name: "List", available: [])) {
            try harness.graph.scroll("List", to: .down, command: "scroll \"List\" down")
        }
        let list = Harness(Board(kind: .list, count: 3, log: Log()))
        #expect(throws: ActionError.noLazyContainer(name: "LazyVStack", available: ["List"])) {
            try list.graph.scroll("LazyVStack", to: .down, command: "scroll \"LazyVStack\" down")
        }
    }

    @Test func theShellScrollsAndReadsItsArguments() {
        #expect(ScreenVerb.scrollTarget(["List", "to", "40"])! == ("List", .row(40)))
        #expect(ScreenVerb.scrollTarget(["down"])! == (nil, .down))
        #expect(ScreenVerb.scrollTarget(["LazyVStack", "up"])! == ("LazyVStack", .up))
        #expect(ScreenVerb.scrollTarget(["to", "bottom"])! == (nil, .bottom))
        #expect(ScreenVerb.scrollTarget(["List", "to", "0"]) == nil)
        #expect(ScreenVerb.scrollTarget(["List"]) == nil)
        #expect(ScreenVerb.scrollTarget(["a", "b", "down"]) == nil)

        let log = Log()
        let catalog = [Scenario(id: "rows", title: "Rows", summary: "A long list.",
                                variants: [ScenarioVariant("app") { _ in Board(kind: .list, count: 100, log: log) }])]
        let box = Box()
        let interpreter = Interpreter(catalog: catalog) { box.lines.append($0) }
        #expect(interpreter.execute("load rows") == .done)
        #expect(interpreter.execute("scroll \"List\" to 40") == .done)
        let output = box.lines.joined(separator: "\n")
        #expect(output.contains("List in Board scrolled: rows 40–55 of 100 on screen"))
        #expect(interpreter.execute("expect Board runs 0") == .done)
        #expect(interpreter.execute("expect Row[40] runs 1") == .done)
        #expect(interpreter.execute("tap \"Row 40: 0\"") == .done)
        #expect(interpreter.execute("scroll \"List\"") == .error)
    }

    final class Box { var lines: [String] = [] }
}

import ObsLab

// The flush benchmark: how the cost of one action grows with the size of the tree.
//
// A list of N rows. The old way shares one ObservableObject, so editing one row's title
// invalidates every row; the new way gives each row its own @Observable, so the same
// edit invalidates one row. If a flush costs in proportion to the views it touches, the
// new column stays flat as N grows while the old one grows with N.
//
// Run it in release mode: swift run -c release obslab-benchmark [N…]

enum OldList {
    struct Row: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    final class Store: ObservableObject {
        @Published var rows: [Row]
        init(count: Int) { rows = (0..<count).map { Row(id: $0, title: "Row \($0)") } }
    }

    struct ListScreen: View {
        @ObservedObject var store: Store
        var body: some View {
            List { ForEach(store.rows) { row in RowView(store: store, id: row.id) } }
        }
    }

    struct RowView: View {
        @ObservedObject var store: Store
        let id: Int
        var body: some View { Text(store.rows[id].title) }
    }
}

enum NewList {
    @Observable final class Item: Identifiable {
        let id: Int
        var title: String
        init(id: Int) {
            self.id = id
            title = "Row \(id)"
        }
    }

    @Observable final class Store {
        var items: [Item]
        init(count: Int) { items = (0..<count).map(Item.init) }
    }

    struct ListScreen: View {
        let store: Store
        var body: some View {
            List { ForEach(store.items) { item in RowView(item: item) } }
        }
    }

    struct RowView: View {
        let item: Item
        var body: some View { Text(item.title) }
    }
}

struct Measurement {
    let bodies: Int
    let medianMicroseconds: Double
}

@MainActor
func measure(repetitions: Int, graph: ViewGraph, change: @escaping (Int) -> Void) -> Measurement {
    let clock = ContinuousClock()
    var durations: [Duration] = []
    var bodies = 0
    for repetition in 0..<repetitions {
        var step: TraceStep?
        let duration = clock.measure { step = graph.perform("edit") { change(repetition) } }
        durations.append(duration)
        bodies = step?.runs.values.reduce(0, +) ?? 0
    }
    durations.sort()
    let median = durations[durations.count / 2]
    let (seconds, attoseconds) = median.components
    return Measurement(bodies: bodies, medianMicroseconds: Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
}

MainActor.assumeIsolated {
    let sizes = CommandLine.arguments.dropFirst().compactMap(Int.init)
    let counts = sizes.isEmpty ? [100, 1_000, 10_000] : sizes
    print("rows     old: bodies  µs/action    new: bodies  µs/action")
    for count in counts {
        let repetitions = count >= 10_000 ? 5 : 15
        let oldStore = OldList.Store(count: count)
        let oldGraph = ViewGraph(root: OldList.ListScreen(store: oldStore))
        oldGraph.mount()
        let old = measure(repetitions: repetitions, graph: oldGraph) { oldStore.rows[count / 2].title = "Edit \($0)" }

        let newStore = NewList.Store(count: count)
        let newGraph = ViewGraph(root: NewList.ListScreen(store: newStore))
        newGraph.mount()
        let new = measure(repetitions: repetitions, graph: newGraph) { newStore.items[count / 2].title = "Edit \($0)" }

        func cell(_ value: Int, _ width: Int) -> String { String(value).leftPadded(width) }
        func cell(_ value: Double, _ width: Int) -> String { String(Int(value.rounded())).leftPadded(width) }
        print(cell(count, 6) + cell(old.bodies, 15) + cell(old.medianMicroseconds, 11)
            + cell(new.bodies, 16) + cell(new.medianMicroseconds, 11))
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

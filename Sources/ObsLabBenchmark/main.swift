import Foundation
import ObsLab
import ObsLabEngine
import ObsLabCommandLine
import Scenarios

// obslab-benchmark: what one action costs as the user sees it, what one body costs next
// to the floor (bare Observation or a bare subscription doing the same reads), what the
// first render and the tree's memory cost per view.
//
// Run it in release mode:   swift run -c release obslab-benchmark
// A quick run for CI:       swift run obslab-benchmark --smoke
//   (which fails when allocations per body or per first-rendered view, counted by the
//   counting malloc linked in, go over their budgets: AllocationGuard)
// Allocations per body are counted by valgrind's callgrind when it is installed (not in
// the smoke run; `--allocations` adds them to it).
// (Internal: `--memory <old|new> <n>` loads the scaling scenario and prints peak memory,
// `--memory <floor-old|floor-new> <n>` the same rows kept by the bare frameworks (MemoryFloor);
// `--callgrind <case> [rows]` runs one fixed case for callgrind, see CallgrindCase;
// `--first-render <rows>` prints the first render per view, graph only and through `obslab run`;
// `--allocation-guard` only checks the allocation budgets, see AllocationGuard.)

let arguments = Array(CommandLine.arguments.dropFirst())

MainActor.assumeIsolated {
    // As `obslab` does, so the memory measured is the memory a user's run peaks at.
    AllocatorTuning.apply()
    if arguments.first == "--memory", arguments.count == 3, let rows = Int(arguments[2]) {
        print(MemoryProbe.peakAfterLoading(variant: arguments[1], rows: rows))
        return
    }
    if arguments.first == "--first-render", arguments.count == 2, let rows = Int(arguments[1]) {
        let graphOnly = FirstRender.perView(rows: rows)
        let throughRun = ActionThroughCommandLine.measure(rows: [rows], rounds: 1)[0].firstRenderPerView
        print("first render per view, \(rows) rows: graph only \(formatted(graphOnly)) µs, "
            + "through `obslab run` \(formatted(throughRun)) µs")
        return
    }
    if arguments.first == "--callgrind", arguments.count == 2 || arguments.count == 3 {
        let rows = arguments.count == 3 ? Int(arguments[2]) : nil
        if !CallgrindCase.run(arguments[1], rows: rows) { print("no callgrind case \(arguments.dropFirst().joined(separator: " "))") }
        return
    }
    if arguments.first == "--allocation-guard" {
        if !AllocationGuard.check(print: { print($0) }) { exit(1) }
        return
    }
    let smoke = arguments.contains("--smoke")
    let plan = smoke ? Plan.smoke : Plan.full
    let report = Report()

    // 1. One tap through the same code path as `obslab run` (interpreter, text trace), the
    // sizes' taps interleaved so that a busy machine slows them alike.
    let measured = ActionThroughCommandLine.measure(rows: plan.actionRows, rounds: plan.repetitions * 2 + 1)
    for (rows, result) in zip(plan.actionRows, measured) {
        report.add("one tap, one row re-runs (new), \(formatted(Double(rows))) rows", result.perAction, unit: "µs",
                   note: "\(formatted(result.perAction / measured[0].perAction)) × the smallest")
        report.add("  first render through `obslab run`, per view", result.firstRenderPerView, unit: "µs")
    }

    // 2. One body re-run, under ObsLab and at the floor, with the same reads.
    let new = PerBody.new(rows: plan.bodyRows, repetitions: plan.repetitions)
    report.add("per body, new (@Observable row, one change each)", new.lab, unit: "µs", floor: new.floor)
    let old = PerBody.old(rows: plan.bodyRows, repetitions: plan.repetitions)
    report.add("per body, old (ObservableObject, every row re-runs)", old.lab, unit: "µs", floor: old.floor)
    if !smoke || arguments.contains("--allocations") {
        // The callgrind cases run 1,000 bodies (new, floor-new) and 1,001 (old, floor-old).
        if let lab = Allocations.perBody(case: "new", bodies: 1_000),
           let floor = Allocations.perBody(case: "floor-new", bodies: 1_000) {
            report.add("allocations per body, new (callgrind, 1,000 bodies)", lab, unit: "", floor: floor)
        }
        if let lab = Allocations.perBody(case: "old", bodies: 1_001),
           let floor = Allocations.perBody(case: "floor-old", bodies: 1_001) {
            report.add("allocations per body, old (callgrind, 1,001 bodies)", lab, unit: "", floor: floor)
        }
    }

    // 3. First render, per view, of the graph alone.
    let firstRender = FirstRender.perView(rows: plan.renderRows)
    report.add("first render per view, graph only (\(formatted(Double(plan.renderRows))) rows)", firstRender, unit: "µs")

    // 4. Peak memory per view, each load in its own process.
    for variant in ["new", "old"] {
        if let perView = MemoryProbe.perView(variant: variant, rows: plan.memoryRows) {
            let floor = MemoryProbe.perView(variant: "floor-" + variant, rows: plan.memoryRows)
            report.add("peak memory per view, \(variant) (\(formatted(Double(plan.memoryRows))) rows)",
                       perView / 1024, unit: "KB", floor: floor.map { $0 / 1024 })
        }
    }
    report.print()

    // 5. Allocations against their budgets, counted in this process: the smoke run fails
    // when one is over (CI runs it).
    print("")
    if !AllocationGuard.check(print: { print($0) }) && smoke {
        print("allocation guard failed: a count is over its budget (Sources/ObsLabBenchmark/AllocationGuard.swift)")
        exit(1)
    }
}

struct Plan {
    let actionRows: [Int]
    let bodyRows: Int
    let renderRows: Int
    let memoryRows: Int
    let repetitions: Int

    static let full = Plan(actionRows: [1_000, 10_000, 100_000], bodyRows: 1_000, renderRows: 100_000,
                           memoryRows: 100_000, repetitions: 15)
    static let smoke = Plan(actionRows: [100, 1_000], bodyRows: 100, renderRows: 1_000, memoryRows: 1_000,
                            repetitions: 3)
}

/// The table: one line per measure, the floor and the ratio where there is one.
@MainActor
final class Report {
    private var rows: [(String, String, String, String, String)] = []

    func add(_ label: String, _ value: Double, unit: String, floor: Double? = nil, note: String? = nil) {
        let ratio = floor.map { $0 > 0 ? formatted(value / $0) + "×" : "-" } ?? (note ?? "")
        rows.append((label, formatted(value), unit, floor.map(formatted) ?? "", ratio))
    }

    func print() {
        let width = max(50, rows.map(\.0.count).max() ?? 0) + 2
        Swift.print("measure".rightPadded(width) + "ObsLab".leftPadded(10) + "  " + "unit".rightPadded(4)
            + "floor".leftPadded(10) + "  " + "ratio")
        for (label, value, unit, floor, ratio) in rows {
            Swift.print(label.rightPadded(width) + value.leftPadded(10) + "  " + unit.rightPadded(4)
                + floor.leftPadded(10) + "  " + ratio)
        }
    }
}

/// `load scaling new n=<rows>` and `tap "Score for player 1"` through the interpreter,
/// printing the text trace into a sink, as `obslab run` does. Every size is loaded first;
/// then each round taps once at each size, so load on the machine falls on all sizes alike.
@MainActor
enum ActionThroughCommandLine {
    static func measure(rows sizes: [Int], rounds: Int) -> [(perAction: Double, firstRenderPerView: Double)] {
        var printed = 0
        let catalog = BuiltInCatalog.scenarios.filter { $0.id == "scaling" }
        var interpreters: [Interpreter] = []
        var loads: [Double] = []
        for rows in sizes {
            let interpreter = Interpreter(catalog: catalog) { printed &+= $0.utf8.count }
            loads.append(microseconds { interpreter.execute("load scaling new n=\(rows)") } / Double(rows + 1))
            interpreter.execute("tap \"Score for player 1\"")
            interpreters.append(interpreter)
        }
        var samples = Array(repeating: [Double](), count: sizes.count)
        for _ in 0..<rounds {
            for (index, interpreter) in interpreters.enumerated() {
                samples[index].append(microseconds { interpreter.execute("tap \"Score for player 1\"") })
            }
        }
        return zip(samples, loads).map { (median($0), $1) }
    }
}

@MainActor
enum PerBody {
    struct Result {
        var lab: Double
        var floor: Double
    }

    /// Every row's title changes in one action: each row's body re-runs once.
    static func new(rows: Int, repetitions: Int) -> Result {
        let store = NewList.Store(count: rows)
        let graph = ViewGraph(root: NewList.ListScreen(store: store))
        graph.mount()
        var edit = 0
        func change() {
            edit += 1
            for item in store.items { item.title = "Edit \(edit)" }
        }
        var lab: [Double] = []
        for _ in 0..<repetitions {
            lab.append(microseconds { graph.perform("edit") { change() } })
        }

        let floorStore = NewList.Store(count: rows)
        let floor = ObservationFloor(items: floorStore.items)
        var floorSamples: [Double] = []
        for _ in 0..<repetitions {
            floorSamples.append(microseconds {
                edit += 1
                for item in floorStore.items { item.title = "Edit \(edit)" }
                floor.flush()
            })
        }
        precondition(floor.bodies == rows * (repetitions + 1), "the floor must re-run every row")
        return Result(lab: median(lab) / Double(rows), floor: median(floorSamples) / Double(rows))
    }

    /// One row of a shared ObservableObject changes: the list and every row re-run.
    static func old(rows: Int, repetitions: Int) -> Result {
        let store = OldList.Store(count: rows)
        let graph = ViewGraph(root: OldList.ListScreen(store: store))
        graph.mount()
        var edit = 0
        var lab: [Double] = []
        for _ in 0..<repetitions {
            lab.append(microseconds {
                graph.perform("edit") {
                    edit += 1
                    store.rows[rows / 2].title = "Edit \(edit)"
                }
            })
        }

        let floorStore = OldList.Store(count: rows)
        let floor = PublisherFloor(store: floorStore)
        var floorSamples: [Double] = []
        for _ in 0..<repetitions {
            floorSamples.append(microseconds {
                edit += 1
                floorStore.rows[rows / 2].title = "Edit \(edit)"
                floor.flush()
            })
        }
        let bodies = Double(rows + 1)
        return Result(lab: median(lab) / bodies, floor: median(floorSamples) / bodies)
    }
}

/// The floor for the new way: each row's body under bare `withObservationTracking`; the
/// change queues the row, the flush runs its body again under a new tracking scope.
@MainActor
final class ObservationFloor {
    private let items: [NewList.Item]
    private var queued: [Int] = []
    private(set) var bodies = 0

    init(items: [NewList.Item]) {
        self.items = items
        for index in items.indices { track(index) }
    }

    private func track(_ index: Int) {
        bodies += 1
        withObservationTracking {
            _ = NewList.RowView(item: items[index]).body
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.queued.append(index) }
        }
    }

    func flush() {
        let pending = queued
        queued = []
        for index in pending { track(index) }
    }
}

/// The floor for the old way: one subscription per row to the shared object's
/// `objectWillChange`; an emission queues every row, the flush runs the list's body and
/// every row's body.
@MainActor
final class PublisherFloor {
    private let store: OldList.Store
    private var queued: [Int] = []
    private var subscriptions: [AnyCancellable] = []

    init(store: OldList.Store) {
        self.store = store
        for index in store.rows.indices {
            subscriptions.append(store.objectWillChange.sink { [weak self] _ in
                MainActor.assumeIsolated { self?.queued.append(index) }
            })
        }
    }

    func flush() {
        let pending = queued
        queued = []
        _ = OldList.ListScreen(store: store).body
        for index in pending { _ = OldList.RowView(store: store, id: index).body }
    }
}

@MainActor
enum FirstRender {
    static func perView(rows: Int) -> Double {
        let store = NewList.Store(count: rows)
        let graph = ViewGraph(root: NewList.ListScreen(store: store))
        let time = microseconds { graph.mount() }
        return time / Double(rows + 1)
    }
}

/// Peak memory of loading the scaling scenario, in a fresh process per measure.
@MainActor
enum MemoryProbe {
    static func peakAfterLoading(variant: String, rows: Int) -> Int {
        if let floor = MemoryFloor.load(variant, rows: rows) {
            return withExtendedLifetime(floor) { peakResidentBytes() }
        }
        var printed = 0
        let catalog = BuiltInCatalog.scenarios.filter { $0.id == "scaling" }
        let interpreter = Interpreter(catalog: catalog) { printed &+= $0.utf8.count }
        interpreter.execute("load scaling \(variant) n=\(rows)")
        interpreter.execute("tap \"Score for player 1\"")
        return peakResidentBytes()
    }

    /// Bytes per view: the peak with `rows` rows less the peak with one row.
    static func perView(variant: String, rows: Int) -> Double? {
        guard let small = run(variant: variant, rows: 1), let large = run(variant: variant, rows: rows) else { return nil }
        return Double(large - small) / Double(rows - 1)
    }

    private static func run(variant: String, rows: Int) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL
        process.arguments = ["--memory", variant, String(rows)]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// Fixed work for instruction counts under callgrind, inside `measuredWork` only:
///   valgrind --tool=callgrind --toggle-collect='*measuredWork*' obslab-benchmark --callgrind <case> [rows]
/// Cases: tap (10 taps through the interpreter, printing the text trace; 3,000 rows unless
/// `rows` says), expect (10 `expect` lines after a tap, same sizes), new (1,000 bodies), old (1,001 bodies), floor-new, floor-old, render
/// (first render of 1,000 rows unless `rows` says, graph only; load: the same through the
/// interpreter, printing the text trace; a larger tree spreads the one-time work
/// of the first views, conformance lookups and type names, over more views), render-old
/// (the first render of the old list, every row holding one ObservableObject with
/// `@ObservedObject`, graph only; 1,000 rows unless `rows` says).
@MainActor
enum CallgrindCase {
    /// Runs the case, its fixed work inside `measure` (callgrind's `measuredWork` unless
    /// given: the allocation guard counts inside its own).
    static func run(_ name: String, rows: Int? = nil,
                    measure: @MainActor (() -> Void) -> Void = { CallgrindCase.measuredWork($0) }) -> Bool {
        switch name {
        case "tap":
            var printed = 0
            let interpreter = Interpreter(catalog: BuiltInCatalog.scenarios.filter { $0.id == "scaling" }) { printed &+= $0.utf8.count }
            interpreter.execute("load scaling new n=\(rows ?? 3_000)")
            interpreter.execute("tap \"Score for player 1\"")
            measure { for _ in 0..<10 { interpreter.execute("tap \"Score for player 1\"") } }
        case "expect":
            let interpreter = Interpreter(catalog: BuiltInCatalog.scenarios.filter { $0.id == "scaling" }) { _ in }
            interpreter.execute("load scaling new n=\(rows ?? 3_000)")
            interpreter.execute("tap \"Score for player 1\"")
            interpreter.execute("expect Row[2] runs 0")
            measure { for _ in 0..<10 { interpreter.execute("expect Row[1] runs 1 total 1") } }
        case "new":
            let store = NewList.Store(count: 1_000)
            let graph = ViewGraph(root: NewList.ListScreen(store: store))
            graph.mount()
            graph.perform("warm") { for item in store.items { item.title = "Warm" } }
            measure { graph.perform("edit") { for item in store.items { item.title = "Edit" } } }
        case "old":
            let store = OldList.Store(count: 1_000)
            let graph = ViewGraph(root: OldList.ListScreen(store: store))
            graph.mount()
            graph.perform("warm") { store.rows[500].title = "Warm" }
            measure { graph.perform("edit") { store.rows[500].title = "Edit" } }
        case "floor-new":
            let store = NewList.Store(count: 1_000)
            let floor = ObservationFloor(items: store.items)
            for item in store.items { item.title = "Warm" }
            floor.flush()
            measure {
                for item in store.items { item.title = "Edit" }
                floor.flush()
            }
        case "floor-old":
            let store = OldList.Store(count: 1_000)
            let floor = PublisherFloor(store: store)
            store.rows[500].title = "Warm"
            floor.flush()
            measure {
                store.rows[500].title = "Edit"
                floor.flush()
            }
        case "load":
            var printed = 0
            let interpreter = Interpreter(catalog: BuiltInCatalog.scenarios.filter { $0.id == "scaling" }) { printed &+= $0.utf8.count }
            measure { interpreter.execute("load scaling new n=\(rows ?? 1_000)") }
        case "render":
            let store = NewList.Store(count: rows ?? 1_000)
            let graph = ViewGraph(root: NewList.ListScreen(store: store))
            measure { graph.mount() }
        case "render-old":
            let store = OldList.Store(count: rows ?? 1_000)
            let graph = ViewGraph(root: OldList.ListScreen(store: store))
            measure { graph.mount() }
        default:
            return false
        }
        return true
    }

    @inline(never)
    static func measuredWork(_ work: () -> Void) { work() }
}

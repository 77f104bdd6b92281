import CMallocCounter
import Foundation

/// Allocations per body and per first-rendered view, counted in-process by the counting
/// `malloc` this executable links (`CMallocCounter`), on the fixed cases callgrind runs
/// (`CallgrindCase`). Counts, not times: a busy machine gives the same numbers as an idle
/// one, so `--smoke` (CI) fails when one goes over its budget.
///
/// The budgets are for the build that runs them: CI runs the debug build, which allocates
/// more than the release one (less inlining, fewer values kept on the stack). The counts
/// are the same from run to run and machine to machine (one toolchain), so each budget is
/// the count measured when it was set with a margin of about a tenth: a change that adds
/// three or four allocations to every body or every view goes over. When a change lowers a
/// count, lower its budget in the same change.
@MainActor
enum AllocationGuard {
    struct Measure {
        let label: String
        /// The `CallgrindCase` and its size.
        let caseName: String
        let rows: Int?
        /// What the count is divided by: the bodies or views of the case.
        let units: Int
        let budget: Double
        /// The case of the floor that does the same reads, printed beside.
        var floorCase: String? = nil
        /// The fewest allocations a unit makes while the case does its work; nil: half its
        /// floor's (see `check`).
        var minimum: Double? = nil
    }

    #if DEBUG
    static let build = "debug"
    static let measures = [
        Measure(label: "allocations per body, new (1,000 bodies)", caseName: "new", rows: nil, units: 1_000, budget: 21,
                floorCase: "floor-new"),
        Measure(label: "allocations per body, old (1,001 bodies)", caseName: "old", rows: nil, units: 1_001, budget: 13,
                floorCase: "floor-old"),
        Measure(label: "allocations per first-rendered view, graph only (1,001 views)", caseName: "render", rows: 1_000,
                units: 1_001, budget: 24),
        Measure(label: "allocations per first-rendered view, `obslab run` (1,001 views)", caseName: "load", rows: 1_000,
                units: 1_001, budget: 30),
        Measure(label: "allocations per first-rendered view, old, graph only (1,001 views)", caseName: "render-old",
                rows: 1_000, units: 1_001, budget: 33),
        Measure(label: "allocations per tap, `obslab run` (1,000 rows)", caseName: "tap", rows: 1_000, units: 10, budget: 156),
    ]
    #else
    static let build = "release"
    static let measures = [
        Measure(label: "allocations per body, new (1,000 bodies)", caseName: "new", rows: nil, units: 1_000, budget: 10,
                floorCase: "floor-new"),
        // A row's body keeps its one text in place (`RenderList`): nothing a row, the
        // list's body and the step ~100 in all, where the floor makes one a row. Half the
        // floor cannot tell a case that stopped working from this; half the count can.
        Measure(label: "allocations per body, old (1,001 bodies)", caseName: "old", rows: nil, units: 1_001, budget: 1,
                floorCase: "floor-old", minimum: 0.05),
        Measure(label: "allocations per first-rendered view, graph only (1,001 views)", caseName: "render", rows: 1_000,
                units: 1_001, budget: 13),
        Measure(label: "allocations per first-rendered view, `obslab run` (1,001 views)", caseName: "load", rows: 1_000,
                units: 1_001, budget: 17),
        Measure(label: "allocations per first-rendered view, old, graph only (1,001 views)", caseName: "render-old",
                rows: 1_000, units: 1_001, budget: 12),
        Measure(label: "allocations per tap, `obslab run` (1,000 rows)", caseName: "tap", rows: 1_000, units: 10, budget: 82),
    ]
    #endif

    /// Calls to an allocator made by `work` on this thread.
    static func count(_ work: () -> Void) -> Int {
        malloc_counter_start()
        work()
        return Int(malloc_counter_stop())
    }

    /// Whether the counting allocator is the one the Swift runtime calls: a class instance
    /// made under the counter must be counted.
    static var counterIsActive: Bool {
        final class Probe { var value = 0 }
        var probes: [Probe] = []
        let calls = count { for _ in 0..<10 { probes.append(Probe()) } }
        return calls >= 10 && probes.count == 10
    }

    /// The count per unit of one measure, from its case run in this process.
    static func perUnit(_ measure: Measure, floor: Bool = false) -> Double? {
        var calls: Int?
        guard let name = floor ? measure.floorCase : measure.caseName else { return nil }
        let ran = CallgrindCase.run(name, rows: measure.rows) { work in calls = count(work) }
        guard ran, let calls else { return nil }
        return Double(calls) / Double(measure.units)
    }

    /// Measures every budget, prints one line each; false when one is over, when a body
    /// counts fewer than its floor (the case stopped doing its work), or when the counter
    /// does not count where it should.
    static func check(print report: (String) -> Void) -> Bool {
        #if os(Linux)
        guard counterIsActive else {
            report("allocation guard: the counting malloc is not the one in use; nothing was measured")
            return false
        }
        #else
        report("allocation guard: counted on Linux (glibc) only")
        return true
        #endif
        var passed = true
        for measure in measures {
            guard let value = perUnit(measure) else {
                report("allocation guard: no case \(measure.caseName)")
                passed = false
                continue
            }
            let over = value > measure.budget
            // Far fewer allocations than the bare floor doing the same reads: the case no
            // longer does the work it measures (a `List` that became lazy built 16 rows of
            // 1,000). Half, not all of it: a new body that reads what it read before keeps
            // its registration, where the floor registers again (release: 10 against 12).
            let floorValue = perUnit(measure, floor: true)
            let under = measure.minimum.map { value < $0 } ?? floorValue.map { value < $0 / 2 } ?? false
            if over || under { passed = false }
            let floor = floorValue.map { "  floor " + String(format: "%.1f", $0) } ?? ""
            report(measure.label.rightPadded(66) + String(format: "%7.1f", value) + "  budget "
                + String(format: "%.0f", measure.budget) + " (\(build))" + floor + (over ? "  OVER BUDGET" : "")
                + (under ? "  UNDER THE FLOOR: the case no longer does its work" : ""))
        }
        return passed
    }
}

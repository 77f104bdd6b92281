import Foundation
import Testing
@testable import ObsLab
@testable import ObsLabEngine
@testable import ObsLabCommandLine
import Scenarios

/// Comparison reports: the model built from real runs, the three formats, the golden
/// Markdown of food-truck, and the shell's `report` command. After an intended change,
/// regenerate the golden file with `OBSLAB_UPDATE_GOLDEN=1 swift test --filter Report`
/// and review the diff.
@MainActor
@Suite struct ComparisonReports {
    static let golden = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static func scenario(_ id: String) -> Scenario {
        BuiltInCatalog.catalog.first { $0.id == id }!
    }

    static func report(_ ids: [String], sizes: [Int] = [10, 100]) -> ComparisonReport {
        ReportBuilder(scalingSizes: sizes).report(for: ids.map(scenario))
    }

    // MARK: The model

    @Test func foodTruckTotalsComeFromTheRuns() throws {
        let comparison = try #require(Self.report(["food-truck"]).scenarios.first)
        #expect(comparison.variantNames == ["old", "new"])
        #expect(comparison.steps.map(\.action) == ["tap \"Add order\"", "tap \"Add order\""])
        #expect(comparison.variant("old")?.evaluations == 6)
        #expect(comparison.variant("old")?.wasted == 4)
        #expect(comparison.variant("new")?.evaluations == 2)
        #expect(comparison.variant("new")?.wasted == 0)
        #expect(comparison.ratio == 0.3333)
        #expect(comparison.script == ScriptOutcome(expectations: 8, failedExpectations: 0, errors: 0, problems: []))
        #expect(comparison.scaling == nil, "food-truck does not change with n")

        let donutMenu = try #require(comparison.totals.first { $0.name == "DonutMenu" })
        #expect(donutMenu.variants["old"] == ViewTotal(evaluations: 2, wasted: 2))
        #expect(donutMenu.variants["new"] == ViewTotal(evaluations: 0, wasted: 0))
        #expect(donutMenu.ratio == 0)

        let orderList = try #require(comparison.steps[0].views.first { $0.name == "OrderList" })
        #expect(orderList.view == "ContentView/OrderList")
        #expect(orderList.variants["old"]?.reasons == ["_model changed."])
        #expect(orderList.variants["new"]?.reasons == ["@dependencies changed."])
        #expect(orderList.variants["new"]?.causes == ["FoodTruckModel#1.orders"])
        #expect(comparison.steps[0].variants["old"]?.fired == ["FoodTruckModel#1.objectWillChange (orders will change)"])
        #expect(comparison.steps[0].variants["new"]?.fired == ["FoodTruckModel#1.orders changed"])
    }

    @Test func dependencyGraphsShowPublishersInOldAndTrackedPropertiesInNew() throws {
        let comparison = try #require(Self.report(["food-truck"]).scenarios.first)
        let old = try #require(comparison.dependencies["old"])
        let new = try #require(comparison.dependencies["new"])
        #expect(old.map(\.view) == ["ContentView", "ContentView/OrderList", "ContentView/DonutMenu"])
        #expect(old.allSatisfy { $0.dependencies.map(\.source) == ["FoodTruckModel#1.objectWillChange"] })
        #expect(old[1].dependencies[0] == DependencyEdge(kind: "publisher", source: "FoodTruckModel#1.objectWillChange",
                                                         object: "FoodTruckModel#1", through: "_model"))
        #expect(new[1].dependencies == [DependencyEdge(kind: "tracked", source: "FoodTruckModel#1.orders",
                                                       object: "FoodTruckModel#1", through: nil)])
        #expect(new[2].dependencies.map(\.source) == ["FoodTruckModel#1.donuts"])
        #expect(new.map(\.depth) == [0, 1, 1])
    }

    @Test func skippedChildrenAreReportedWithTheirReason() throws {
        let comparison = try #require(Self.report(["environment-object"]).scenarios.first)
        let shelf = try #require(comparison.steps[0].views.first { $0.name == "Shelf" })
        #expect(shelf.variants["old"]?.runs == 0)
        #expect(shelf.variants["old"]?.skipped == "its inputs are unchanged")
        // Two BookTitle views: each is named by the shortest end of its path that is unique.
        let titles = comparison.totals.filter { $0.view.hasSuffix("/BookTitle") }.map(\.name)
        #expect(titles.count == 2)
        #expect(titles.allSatisfy { $0.hasPrefix("BookRow[") && $0.hasSuffix("]/BookTitle") })
    }

    @Test func scalingIsMeasuredAgainstN() throws {
        let comparison = try #require(Self.report(["scaling"], sizes: [10, 100, 1000]).scenarios.first)
        let series = try #require(comparison.scaling)
        #expect(series.parameter == "n")
        #expect(series.points.map(\.n) == [10, 100, 1000])
        for point in series.points {
            // Old: the board and every row re-run; new: the one row whose player changed.
            #expect(point.variants["old"]?.evaluations == point.n + 1)
            #expect(point.variants["new"]?.evaluations == 1)
            #expect(point.variants["old"]?.views == point.n + 1)
        }
        let html = HTMLReport(report: ComparisonReport(scenarios: [comparison]), layout: .builtIn).render()
        #expect(html.contains("Scaling with n"))
        #expect(html.contains("(rows on screen), logarithmic"))
    }

    @Test func stepsAreAlignedByActionWhenOneVariantTookAnExtraStep() {
        func step(_ action: String) -> TraceStep { TraceStep(action: action, events: [], views: []) }
        let rows = ReportBuilder.alignSteps([
            ("old", [step("tap \"A\""), step("tap \"B\"")]),
            ("new", [step("tap \"A\""), step("tap \"Only new\""), step("tap \"B\"")]),
        ])
        #expect(rows.map(\.action) == ["tap \"A\"", "tap \"Only new\"", "tap \"B\""])
        #expect(rows.map { $0.steps.map(\.variant) } == [["old", "new"], ["new"], ["old", "new"]])
    }

    @Test func viewNamesAreTheShortestUniqueEndOfThePath() {
        #expect(ViewNaming.distinctNames(for: ["App", "App/List/Row[a/b]", "App/Detail", "App/Other/Detail"])
            == ["App", "Row[a/b]", "App/Detail", "Other/Detail"])
        #expect(ViewNaming.components(of: "App/Row[a/b]/Cell") == ["App", "Row[a/b]", "Cell"])
        #expect(ViewNaming.objectName(in: "FoodTruckModel#12.orders") == "FoodTruckModel#12")
        #expect(ViewNaming.objectName(in: "ThemeKey") == nil)
        #expect(ViewNaming.numberlessSource("Player#12.score") == "Player#.score")
    }

    @Test func ratiosReadWell() {
        #expect(ReportMath.format(0.3333) == "0.33×")
        #expect(ReportMath.format(1) == "1×")
        #expect(ReportMath.format(0) == "0×")
        #expect(ReportMath.format(0.0009999) == "0.001×")
        #expect(ReportMath.format(nil) == "–")
        #expect(ReportMath.ratio(1, 3) == 0.3333)
        #expect(ReportMath.ratio(1, 0) == nil)
        #expect(ReportMath.grouped(10000) == "10,000")
    }

    // MARK: Formats

    @Test func foodTruckMarkdownMatchesGoldenFile() throws {
        let markdown = ReportFormat.markdown.render(Self.report(["food-truck"]))
        let url = Self.golden.appendingPathComponent("food-truck-report.md")
        if ProcessInfo.processInfo.environment["OBSLAB_UPDATE_GOLDEN"] == "1" {
            try markdown.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(try? String(contentsOf: url, encoding: .utf8),
                                    "missing golden file food-truck-report.md; run with OBSLAB_UPDATE_GOLDEN=1 to create it")
        #expect(markdown == expected, "the food-truck report differs from Golden/food-truck-report.md")
    }

    @Test(arguments: ReportFormat.allCases)
    func sameInputGivesByteIdenticalReports(_ format: ReportFormat) {
        let ids = ["food-truck", "environment-object", "scaling"]
        let first = format.render(Self.report(ids), layout: .builtIn)
        let second = format.render(Self.report(ids), layout: .builtIn)
        #expect(first == second)
        #expect(!first.contains("0x"), "no addresses")
    }

    @Test func markdownHasTablesAndMermaidGraphs() {
        let markdown = ReportFormat.markdown.render(Self.report(["food-truck", "scaling"]))
        #expect(markdown.hasPrefix("# ObsLab comparison report\n"))
        #expect(markdown.contains("| [One model, many views](#food-truck) | 2 | 6 | 2 | 0.33× | 4 | 0 | ✓ 8 |"))
        #expect(markdown.components(separatedBy: "```mermaid\ngraph LR\n").count - 1 == 4)
        #expect(markdown.contains("{{\"objectWillChange\"}}"))
        #expect(markdown.contains("([\"orders\"])"))
        // Alike rows fold into one line.
        #expect(markdown.contains("Row[2] … Row[100] (99 views)"))
        #expect(markdown.contains("### Scaling with n"))
        #expect(markdown.contains("| 100 | 101 | 101 | 100 | 101 | 1 | 0 | 0.0099× |")
                || markdown.contains("| 100 | 101 | 101 | 100 | 101 | 1 | 0 | 0.01× |"))
    }

    @Test func htmlIsOneSelfContainedPage() {
        let html = ReportFormat.html.render(Self.report(["food-truck", "environment-object", "scaling"]), layout: .builtIn)
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.hasSuffix("</html>\n"))
        for forbidden in ["<script src", "<link", "@import", "@font-face", "src=\"http", "href=\"http", "url(http"] {
            #expect(!html.contains(forbidden), "the page must not load \(forbidden)")
        }
        // The step-through player: one inline script (which acts only on the live page), and each
        // scenario's steps as inline JSON.
        #expect(!html.contains("id=\"live-player\""))
        #expect(html.components(separatedBy: "<script>").count - 1 == 1)
        #expect(html.components(separatedBy: "<script type=\"application/json\" id=\"player-data-").count - 1 == 3)
        // The only absolute URL is the SVG namespace, which browsers never fetch.
        let withoutNamespace = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!withoutNamespace.contains("http://") && !withoutNamespace.contains("https://"))
        // Charts and a drawn dependency graph per variant, never a blank.
        #expect(html.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"graph\"").count - 1 == 6)
        #expect(html.contains("class=\"chart\""))
        #expect(html.contains(">objectWillChange</text>"))
        #expect(html.contains(">orders</text>"))
        #expect(html.contains("<a href=\"#food-truck\">"))
    }

    @Test func htmlDrawsGraphsWithGraphvizWhenAsked() throws {
        guard Graphviz.executable != nil else { return }
        let html = ReportFormat.html.render(Self.report(["food-truck"]), layout: .graphviz)
        #expect(html.contains("laid out by Graphviz"))
        #expect(!html.contains("<!--"), "Graphviz's comments (its version) are dropped")
        #expect(!html.contains("<?xml"))
    }

    @Test func singleVariantScenariosAreOmittedFromAll() {
        let report = ReportBuilder(scalingSizes: []).report(for: [Self.scenario("counter"), Self.scenario("food-truck")],
                                                            omittingSingleVariants: true)
        #expect(report.scenarios.map(\.id) == ["food-truck"])
        #expect(report.omitted.map(\.id) == ["counter"])
        let markdown = ReportFormat.markdown.render(report)
        #expect(markdown.contains("## Not compared"))
        #expect(markdown.contains("(`counter`): it has one variant (app): nothing to compare"))
    }

    @Test func formatsAreChosenByNameOrFileExtension() {
        #expect(ReportFormat(name: "md") == .markdown)
        #expect(ReportFormat(name: "HTML") == .html)
        #expect(ReportFormat(name: "pdf") == nil)
        #expect(ReportFormat(fileName: "out/report.json") == .json)
        #expect(ReportFormat(fileName: "report.markdown") == .markdown)
        #expect(ReportFormat(fileName: "report") == nil)
    }

    // MARK: The shell's `report`

    final class Transcript {
        var lines: [String] = []
        var text: String { lines.joined(separator: "\n") }
    }

    static func shell() -> (Interpreter, Transcript) {
        let transcript = Transcript()
        let interpreter = Interpreter(catalog: BuiltInCatalog.catalog) { transcript.lines.append($0) }
        return (interpreter, transcript)
    }

    @Test func shellReportDescribesTheSession() {
        let (interpreter, transcript) = Self.shell()
        #expect(interpreter.execute("load food-truck") == .done)
        #expect(interpreter.execute("tap \"Add order\"") == .done)
        transcript.lines = []
        #expect(interpreter.execute("report") == .done)
        #expect(transcript.text.hasPrefix("# One model, many views — old vs new"))
        #expect(transcript.text.contains("**1. `tap \"Add order\"`**"))
        #expect(transcript.text.contains("These are the actions of the shell session."))
        #expect(!transcript.text.contains("**2."))
    }

    @Test func shellReportWritesAFileInTheFormatItsNameAsks() throws {
        let (interpreter, transcript) = Self.shell()
        #expect(interpreter.execute("load food-truck old") == .done)
        #expect(interpreter.execute("tap \"Add order\"") == .done)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("obslab-report-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        transcript.lines = []
        #expect(interpreter.execute("report --out \(CommandTokenizer.quote(path))") == .done)
        #expect(transcript.text.contains("wrote the json report of food-truck to"))
        let document = try JSONDecoder().decode(ComparisonReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(document.scenarios[0].variantNames == ["old"])
        #expect(document.scenarios[0].ratio == nil, "no ratio with one variant loaded")
    }

    @Test func shellReportSaysWhatIsWrong() {
        let (interpreter, transcript) = Self.shell()
        #expect(interpreter.execute("report") == .error)
        #expect(transcript.text.contains("no scenario loaded"))
        #expect(interpreter.execute("load food-truck") == .done)
        transcript.lines = []
        #expect(interpreter.execute("report pdf") == .error)
        #expect(transcript.text.contains("usage: report"))
        #expect(interpreter.execute("report md --out") == .error)
        #expect(interpreter.execute("report md --out /nonexistent-directory/report.md") == .error)
        #expect(transcript.text.contains("cannot write /nonexistent-directory/report.md: No such file or directory"))
        #expect(!transcript.text.contains("could not be completed"))
    }
}

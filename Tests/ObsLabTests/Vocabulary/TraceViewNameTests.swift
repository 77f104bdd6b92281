import Testing
@testable import ObsLab
@testable import ObsLabEngine

/// The text trace names a view by the last part of its path, unless another view in the
/// same step ends the same way; names are padded to the longest one that ran.
@Suite struct TraceViewNames {
    private func evaluation(_ path: String, _ count: Int) -> TraceEvent {
        TraceEvent(kind: .evaluation, view: path, count: count,
                   printChanges: "\(TextTraceFormatter.shortName(path)): @self changed.")
    }

    @Test func viewsSharingAShortNameAreNamedByTheirPaths() {
        let paths = ["App/Header", "App/List/Detail", "App/Other/Detail", "App/List/Détail"]
        let events = paths.enumerated().flatMap { index, path in
            [TraceEvent(kind: .invalidation, view: path, cause: "@self"), evaluation(path, index + 1)]
        }
        let step = TraceStep(action: "tap", events: events,
                             views: paths.map { ViewCount(view: $0, runs: 1, total: 1) })
        let lines = TextTraceFormatter(style: TextStyle()).format([("app", step)])
            .split(separator: "\n").prefix(4).map(String.init)
        #expect(lines == [
            "app   Header            @self changed.  body #1",
            "      App/List/Detail   @self changed.  body #2",
            "      App/Other/Detail  @self changed.  body #3",
            "      Détail            @self changed.  body #4",
        ])
    }

    @Test func namesMatchDistinctNames() {
        let paths = ["A", "A/B", "A/C/B", "A/D", "A/D/E[1]", "A/D/E[2]", "A/F/E[1]"]
        var names = ViewNames(count: paths.count, countsRepeats: false) { paths[$0] }
        #expect(paths.map { names.name(of: $0).name } == TextTraceFormatter.distinctNames(for: paths))
        #expect(paths.map { names.name(of: $0).width } == TextTraceFormatter.distinctNames(for: paths).map(\.count))
    }

    @Test func aPathSeenAgainSharesItsNameOnlyWhenRepeatsCount() {
        // A step's events name a view again and again; a table that lists a path twice
        // names both rows by path, as `distinctNames(for:)` does.
        let paths = ["A/B", "A/C", "A/B", "A/D/B"]
        var events = ViewNames(count: 3, countsRepeats: false) { paths[$0] }
        #expect(events.name(of: "A/B").name == "B")
        var table = ViewNames(count: 3, countsRepeats: true) { paths[$0] }
        #expect(table.name(of: "A/B").name == "A/B")
        #expect(TextTraceFormatter.distinctNames(for: Array(paths.prefix(3))) == ["A/B", "C", "A/B"])
        var all = ViewNames(count: 4, countsRepeats: false) { paths[$0] }
        #expect(all.name(of: "A/B").name == "A/B")
        #expect(all.name(of: "A/D/B").name == "A/D/B")
        #expect(all.name(of: "A/C").name == "C")
    }

    @Test func namesArePaddedToTheWidestViewThatRanOrWasSkipped() {
        let events = [TraceEvent(kind: .storageCreated, view: "App/AVeryLongViewName"), evaluation("App/Row", 1),
                      TraceEvent(kind: .skip, view: "App/Other"), evaluation("App/Row", 2)]
        let step = TraceStep(action: "tap", events: events, views: [])
        let lines = TextTraceFormatter(style: TextStyle()).format([("app", step)]).split(separator: "\n").map(String.init)
        // "Other" (5) pads "Row" (3); the long name only made storage.
        #expect(lines.contains("      Row    @self changed.  body #1"))
    }

    @Test func linesHandedOutJoinToTheText() {
        let paths = ["App", "App/List", "App/List/Row[1]", "App/List/Row[2]", "App/Other/Row[1]"]
        let events = paths.enumerated().map { evaluation($0.element, $0.offset + 1) }
        let step = TraceStep(action: "tap", events: events, views: paths.map { ViewCount(view: $0, runs: 1, total: 1) })
        let formatter = TextTraceFormatter(style: TextStyle())
        var lines: [String] = []
        formatter.format([("old", step), ("new", step)]) { lines.append($0 + $1) }
        #expect(lines.count > paths.count * 2)
        #expect(lines.joined(separator: "\n") == formatter.format([("old", step), ("new", step)]))
    }
}

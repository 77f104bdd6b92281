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
        let (names, nameWidth) = TextTraceFormatter.viewNames(in: paths.map { evaluation($0, 1) })
        #expect(paths.map { names[$0]?.name } == TextTraceFormatter.distinctNames(for: paths))
        #expect(paths.map { names[$0]?.width } == TextTraceFormatter.distinctNames(for: paths).map(\.count))
        // The width names are padded to: the widest, measured while they are found.
        #expect(nameWidth == TextTraceFormatter.distinctNames(for: paths).map(\.count).max())
    }

    @Test func nameWidthCountsOnlyViewsThatRanOrWereSkipped() {
        let events = [TraceEvent(kind: .storageCreated, view: "App/AVeryLongViewName"), evaluation("App/Row", 1),
                      TraceEvent(kind: .skip, view: "App/Other"), evaluation("App/Row", 2)]
        #expect(TextTraceFormatter.viewNames(in: events).nameWidth == "Other".count)
    }
}

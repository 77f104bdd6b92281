import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/preferences.md: PreferenceKey, preference(key:value:), onPreferenceChange.
@MainActor
@Suite struct PreferenceRules {
    struct TitleKey: PreferenceKey {
        static let defaultValue = "none"
        static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
    }

    struct SumKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    struct Page: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("page \(count)")
                Button("Next") { count += 1 }
            }
            .preference(key: TitleKey.self, value: "Page \(count)")
        }
    }

    struct Titled: View {
        @State private var title = ""
        var body: some View {
            VStack {
                Text("title: \(title)")
                Page()
            }
            .onPreferenceChange(TitleKey.self) { title = $0 }
        }
    }

    /// After the first update the action runs with the first value; its write is a second
    /// update in which the reader runs again.
    @Test func theActionRunsAfterTheFirstUpdateThenTheReaderRunsAgain() throws {
        let harness = Harness(Titled())
        #expect(harness.shows("title: Page 0"))
        #expect(harness.firstRender.events(.evaluation).filter { $0.view == "Titled" }.count == 2)
        let callback = try #require(harness.firstRender.events(.callback).first)
        #expect(callback.detailText == "onPreferenceChange(TitleKey) in Titled (\"Page 0\") → second update")
    }

    /// A child's body changes the value: the action runs after that update, and the
    /// reader runs in a second one; the child is skipped there.
    @Test func aChangeInAChildRunsTheActionAfterTheUpdateThenTheReader() throws {
        let harness = Harness(Titled())
        let step = harness.tap("Next")
        #expect(step.runs("Page") == 1)
        #expect(step.runs("Titled") == 1)
        #expect(harness.shows("title: Page 1"))
        let kinds = step.events.map(\.kind)
        let callback = try #require(kinds.firstIndex(of: .callback))
        let pageRun = try #require(step.events.firstIndex { $0.kind == .evaluation && $0.view?.hasSuffix("Page") == true })
        #expect(pageRun < callback)
    }

    struct Summed: View {
        @State private var total = -1
        @State private var third = false
        var body: some View {
            VStack {
                Text("total \(total)")
                Button("Third") { third.toggle() }
                VStack {
                    Text("a").preference(key: SumKey.self, value: 1)
                    Text("b").preference(key: SumKey.self, value: 2)
                    if third { Text("c").preference(key: SumKey.self, value: 4) }
                }
                .onPreferenceChange(SumKey.self) { total = $0 }
            }
            .preference(key: SumKey.self, value: 100)
        }
    }

    /// Values combine with the key's `reduce`, in tree order; a value set outside the
    /// reader's content is not seen.
    @Test func valuesCombineWithReduceAndOnlyTheContentCounts() {
        let harness = Harness(Summed())
        #expect(harness.shows("total 3"))
        harness.tap("Third")
        #expect(harness.shows("total 7"))
    }

    struct Overridden: View {
        @State private var seen = "?"
        var body: some View {
            VStack {
                Text("seen \(seen)")
                VStack { Page() }
                    .preference(key: TitleKey.self, value: "outer")
            }
            .onPreferenceChange(TitleKey.self) { seen = $0 }
        }
    }

    /// `preference(key:value:)` on a container replaces its content's values of that key:
    /// a change inside no longer reaches the reader.
    @Test func aWriterAroundContentReplacesItsValues() {
        let harness = Harness(Overridden())
        #expect(harness.shows("seen outer"))
        let step = harness.tap("Next")
        #expect(step.events(.callback).isEmpty)
        #expect(step.runs("Overridden") == 0)
    }

    struct Transformed: View {
        @State private var seen = -1
        @State private var bonus = 10
        var body: some View {
            VStack {
                Text("seen \(seen), bonus \(bonus)")
                Button("More bonus") { bonus += 10 }
                VStack {
                    Text("a").preference(key: SumKey.self, value: 1)
                    Text("b").preference(key: SumKey.self, value: 2)
                }
                .transformPreference(SumKey.self) { $0 *= bonus }
                Text("c").transformPreference(SumKey.self) { $0 += 5 }
            }
            .onPreferenceChange(SumKey.self) { seen = $0 }
        }
    }

    /// `transformPreference` hands the closure its content's combined value (the default
    /// when none) and produces what the closure leaves; the closure is the last pass's.
    @Test func transformPreferenceChangesWhatItsContentProduces() {
        let harness = Harness(Transformed())
        #expect(harness.shows("seen 35, bonus 10"), "(1 + 2) × 10, plus 0 + 5 from a view that sets none")
        let step = harness.tap("More bonus")
        #expect(harness.shows("seen 65, bonus 20"))
        #expect(step.runs("Transformed") == 2, "the new bonus, then the value the action wrote")
    }

    struct Unset: View {
        @State private var seen = "?"
        var body: some View {
            Text("seen \(seen)").onPreferenceChange(TitleKey.self) { seen = $0 }
        }
    }

    @Test func withNoValueTheReaderSeesTheDefault() {
        #expect(Harness(Unset()).shows("seen none"))
    }

    struct Looping: View {
        @State private var n = 0
        var body: some View {
            Text("n \(n)")
                .preference(key: SumKey.self, value: n)
                .onPreferenceChange(SumKey.self) { n = $0 + 1 }
        }
    }

    /// An action that keeps changing its own value runs twice in a frame, then SwiftUI warns.
    @Test func anActionThatKeepsChangingTheValueRunsTwicePerFrameThenWarns() {
        let harness = Harness(Looping())
        let warnings = harness.firstRender.events(.warning).compactMap(\.detailText)
        #expect(warnings == ["Bound preference SumKey tried to update multiple times per frame."])
        #expect(harness.firstRender.events(.callback).count == 2)
    }
    // overlayPreferenceValue and backgroundPreferenceValue: the decoration is built from
    // the value the content produces, in the same update, and again when that value
    // changes. No action, no second update, no Equatable; the reader's body does not run.
    struct Badge: View {
        let title: String
        var body: some View { Text("badge: \(title)") }
    }

    struct Overlaid: View {
        var body: some View {
            Page()
                .overlayPreferenceValue(TitleKey.self) { title in
                    Badge(title: title)
                }
        }
    }

    @Test func anOverlayIsBuiltFromTheContentsValueInTheSameUpdate() throws {
        let harness = Harness(Overlaid())
        #expect(harness.shows("badge: Page 0"))
        #expect(harness.firstRender.events(.callback).isEmpty)
        #expect(harness.firstRender.evaluationOrder == ["Overlaid", "Overlaid/Page", "Overlaid/overlayPreferenceValue",
                                                        "Overlaid/overlayPreferenceValue/Badge"])
        let step = harness.tap("Next")
        #expect(harness.shows("badge: Page 1"))
        #expect(step.runs("Overlaid") == 0)
        #expect(step.evaluationOrder == ["Overlaid/Page", "Overlaid/overlayPreferenceValue",
                                         "Overlaid/overlayPreferenceValue/Badge"])
        #expect(step.causes("overlayPreferenceValue") == ["preference TitleKey \"Page 0\" → \"Page 1\""])
        // One update: no action ran, nothing waited for a second one.
        #expect(step.events(.callback).isEmpty)
    }

    struct Tally: View {
        @State private var count = 0
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("taps \(taps)")
                Button("Tap") { taps += 1 }
                Button("Count") { count += 1 }
            }
            .preference(key: SumKey.self, value: count)
        }
    }

    struct Backed: View {
        var body: some View {
            VStack {
                Tally().backgroundPreferenceValue(SumKey.self) { sum in Badge(title: "sum \(sum)") }
                Text("plain").overlayPreferenceValue(TitleKey.self, alignment: .top) { Badge(title: $0) }
            }
        }
    }

    @Test func aBackgroundIsBuiltAgainOnlyWhenTheValueChanges() {
        let harness = Harness(Backed())
        #expect(harness.shows("badge: sum 0"))
        // Content that sets no value: the reader is handed the key's default.
        #expect(harness.shows("badge: none"))
        let tap = harness.tap("Tap")
        #expect(tap.runs("Tally") == 1)
        #expect(tap.runs("backgroundPreferenceValue") == 0)
        #expect(tap.runs("Badge") == 0)
        let count = harness.tap("Count")
        // Tally shows the same, but sets another value: not wasted.
        #expect(count.events(.evaluation).first { $0.view?.hasSuffix("Tally") == true }?.wasted == false)
        #expect(count.runs("backgroundPreferenceValue") == 1)
        #expect(count.runs("backgroundPreferenceValue/Badge") == 1)
        #expect(count.runs("overlayPreferenceValue") == 0)
        #expect(harness.shows("badge: sum 1"))
    }

    /// The content's values still reach a reader around the view, as do the decoration's.
    @Test func theContentsValuesStillReachAReaderAround() {
        struct Around: View {
            @State private var seen = -1
            var body: some View {
                VStack {
                    Text("seen \(seen)")
                    Tally().overlayPreferenceValue(SumKey.self) { sum in
                        Text("overlay \(sum)").preference(key: SumKey.self, value: 10)
                    }
                }
                .onPreferenceChange(SumKey.self) { seen = $0 }
            }
        }
        let harness = Harness(Around())
        #expect(harness.shows("overlay 0"))
        #expect(harness.shows("seen 10"))
        _ = harness.tap("Count")
        #expect(harness.shows("overlay 1"))
        #expect(harness.shows("seen 11"))
    }
}

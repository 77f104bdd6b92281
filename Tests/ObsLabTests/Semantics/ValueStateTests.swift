import Testing
@testable import ObsLab
@testable import ObsLabEngine

// SEMANTICS.md §2: value state — @State, @Binding, plain copies, closures in children.
@MainActor
@Suite struct ValueStateRules {

    // MARK: @State storage lives with the identity

    struct Owner: View {
        @State var refreshes = 0
        var body: some View {
            VStack {
                Text("refreshes \(refreshes)")
                Button("Refresh") { refreshes += 1 }
                Tally()
            }
        }
    }

    struct Tally: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Count") { count += 1 }
                Button("Same") { count = count }
                Button("Zero") { count = 0 }
            }
        }
    }

    @Test func stateStorageLivesWithTheIdentityNotWithTheStruct() {
        let harness = Harness(Owner())
        harness.tap("Count")
        harness.tap("Count")
        let step = harness.tap("Refresh")
        #expect(step.runs("Owner") == 1)
        #expect(step.runs("Tally") == 0)
        #expect(step.events(.storageCreated).isEmpty)
        #expect(harness.shows("count 2"))
        // The re-created struct reads the stored value, not its initial value.
        let next = harness.tap("Count")
        #expect(next.runs("Tally") == 1)
        #expect(harness.shows("count 3"))
    }

    @Test func equalValueWriteToStateIsANoOp() {
        let harness = Harness(Owner())
        let same = harness.tap("Same")
        #expect(same.runs("Tally") == 0)
        #expect(same.events(.evaluation).isEmpty)
        #expect(same.events(.stateWrite).map(\.valueChanged) == [false])
        let zero = harness.tap("Zero")
        #expect(zero.runs("Tally") == 0)
        // A different value does invalidate.
        let count = harness.tap("Count")
        #expect(count.runs("Tally") == 1)
        #expect(count.printChanges("Tally") == ["ValueStateRules.Tally: _count changed."])
        #expect(count.causes("Tally") == ["Tally._count 0 → 1"])
    }

    // MARK: The initial value is used once per identity

    struct Seeder: View {
        @State var seed = 1
        var body: some View {
            VStack {
                Seeded(start: seed)
                Button("Reseed") { seed = 10 }
            }
        }
    }

    struct Seeded: View {
        @State var value: Int
        init(start: Int) { _value = State(initialValue: start) }
        var body: some View { Text("value \(value)") }
    }

    @Test func aStatesInitialValueIsUsedOnlyWhenItsIdentityIsCreated() {
        let harness = Harness(Seeder())
        let step = harness.tap("Reseed")
        #expect(step.runs("Seeder") == 1)
        #expect(step.runs("Seeded") == 0)
        #expect(step.events(.storageCreated).isEmpty)
        #expect(harness.shows("value 1"))
    }

    // MARK: Only a read makes a dependency

    struct Silent: View {
        @State var taps = 0
        @State var shown = 0
        var body: some View {
            VStack {
                Text("shown \(shown)")
                Button("Tap silently") { taps += 1 }
                Button("Tap loudly") { shown += 1 }
                Button("Report") { shown = taps }
            }
        }
    }

    @Test func stateWriteDoesNotRerunABodyThatNeverReadIt() {
        let harness = Harness(Silent())
        let step = harness.tap("Tap silently")
        #expect(step.runs("Silent") == 0)
        #expect(step.events(.evaluation).isEmpty)
        #expect(step.events(.stateWrite).map(\.valueChanged) == [true])
        let loud = harness.tap("Tap loudly")
        #expect(loud.runs("Silent") == 1)
        #expect(loud.printChanges("Silent") == ["ValueStateRules.Silent: _shown changed."])
        // The write was kept: the action closure reads the current value later.
        harness.tap("Report")
        #expect(harness.shows("shown 1"))
    }

    struct Switcher: View {
        @State var isOn = false
        var body: some View { Toggle("Power", isOn: $isOn) }
    }

    @Test func passingABindingToAControlIsNotARead() {
        let harness = Harness(Switcher())
        let step = harness.toggle("Power")
        #expect(step.runs("Switcher") == 0)
        #expect(step.events(.stateWrite).map(\.valueChanged) == [true])
        #expect(harness.tree.contains { $0.hasSuffix("Toggle \"Power\": on") })
    }

    // MARK: @Binding

    struct Source: View {
        @State var n = 0
        var body: some View {
            VStack {
                Text("source \(n)")
                BindingReader(value: $n)
                BindingWriter(value: $n)
            }
        }
    }

    struct BindingReader: View {
        @Binding var value: Int
        var body: some View { Text("reader \(value)") }
    }

    struct BindingWriter: View {
        @Binding var value: Int
        var body: some View { Button("Write") { value += 1 } }
    }

    @Test func bindingWriteInvalidatesTheSourceOwnerAndEachReaderWithItsOwnToken() {
        let harness = Harness(Source())
        let step = harness.tap("Write")
        #expect(step.runs("Source") == 1)
        #expect(step.runs("BindingReader") == 1)
        #expect(step.runs("BindingWriter") == 0)
        #expect(step.printChanges("Source") == ["ValueStateRules.Source: _n changed."])
        #expect(step.printChanges("BindingReader") == ["ValueStateRules.BindingReader: _value changed."])
        #expect(harness.shows("reader 1"))
    }

    struct PassThrough: View {
        @State var n = 0
        var body: some View {
            VStack {
                BindingReader(value: $n)
                BindingWriter(value: $n)
            }
        }
    }

    @Test func bindingWriteDoesNotInvalidateASourceOwnerThatDidNotReadIt() {
        let harness = Harness(PassThrough())
        let step = harness.tap("Write")
        #expect(step.runs("PassThrough") == 0)
        #expect(step.runs("BindingReader") == 1)
        #expect(step.runs("BindingWriter") == 0)
        #expect(step.printChanges("BindingReader") == ["ValueStateRules.BindingReader: _value changed."])
    }

    struct Relay: View {
        @Binding var value: Int
        var body: some View {
            VStack {
                BindingReader(value: $value)
                BindingWriter(value: $value)
            }
        }
    }

    struct RelaySource: View {
        @State var n = 0
        var body: some View { Relay(value: $n) }
    }

    @Test func aBindingPassedThroughAViewThatDoesNotReadItInvalidatesOnlyTheReader() {
        let harness = Harness(RelaySource())
        let step = harness.tap("Write")
        #expect(step.runs("RelaySource") == 0)
        #expect(step.runs("Relay") == 0)
        #expect(step.runs("BindingReader") == 1)
        #expect(step.printChanges("BindingReader") == ["ValueStateRules.BindingReader: _value changed."])
    }

    // MARK: Plain copies

    struct CopyParent: View {
        @State var a = 0
        @State var b = 0
        var body: some View {
            VStack {
                Text("b \(b)")
                CopyChild(v: a)
                Button("a") { a += 1 }
                Button("b") { b += 1 }
            }
        }
    }

    struct CopyChild: View {
        let v: Int
        var body: some View { Text("v \(v)") }
    }

    @Test func childWithALetCopyRerunsOnlyWhenTheCopyChanged() {
        let harness = Harness(CopyParent())
        let changedCopy = harness.tap("a")
        #expect(changedCopy.runs("CopyParent") == 1)
        #expect(changedCopy.printChanges("CopyParent") == ["ValueStateRules.CopyParent: _a changed."])
        #expect(changedCopy.runs("CopyChild") == 1)
        #expect(changedCopy.printChanges("CopyChild") == ["ValueStateRules.CopyChild: @self changed."])
        let sameCopy = harness.tap("b")
        #expect(sameCopy.runs("CopyParent") == 1)
        #expect(sameCopy.printChanges("CopyParent") == ["ValueStateRules.CopyParent: _b changed."])
        #expect(sameCopy.runs("CopyChild") == 0)
    }

    // MARK: Closures in children

    struct ClosureParent: View {
        @State var b = 0
        var body: some View {
            VStack {
                Text("b \(b)")
                ClosureChild(title: "row", onTap: { print("tapped") })
                EquatableClosureChild(title: "row", onTap: { print("tapped") }).equatable()
                Button("b") { b += 1 }
            }
        }
    }

    struct ClosureChild: View {
        let title: String
        let onTap: () -> Void
        var body: some View { Text(title) }
    }

    struct EquatableClosureChild: View, Equatable {
        let title: String
        let onTap: () -> Void
        var body: some View { Text(title) }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
    }

    @Test func aClosureFieldMakesTheChildRerunEveryTimeItsParentDoes() {
        let harness = Harness(ClosureParent())
        let step = harness.tap("b")
        #expect(step.runs("ClosureParent") == 1)
        #expect(step.runs("ClosureChild") == 1)
        #expect(step.printChanges("ClosureChild") == ["ValueStateRules.ClosureChild: @self changed."])
        #expect(step.causes("ClosureChild") == ["onTap (a closure, never equal) changed"])
    }

    @Test func equatableViewWrappedInEquatableModifierIsComparedWithItsOwnEquality() {
        let harness = Harness(ClosureParent())
        let step = harness.tap("b")
        #expect(step.runs("EquatableClosureChild") == 0)
        #expect(step.events(.skip).compactMap(\.view) == ["ClosureParent/EquatableClosureChild"])
    }
}

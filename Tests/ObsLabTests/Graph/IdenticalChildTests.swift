import Testing
@testable import ObsLab
@testable import ObsLabEngine
import ObsLabTesting

/// docs/rules/identical-children.md: a child handed the very bytes it holds is decided
/// without reading its fields only where reading them could not answer otherwise, and
/// the wasted-body check keeps the last description of such a child instead of making it
/// again. Each test below fails if a shortcut answers what the full comparison would not.
@MainActor
@Suite struct IdenticalChildRules {
    final class Counter: ObservableObject {
        @Published var taps = 0
        @Published var names = ["a", "b", "c"]
    }

    /// Not observed: the lab sees its changes only when something describes it.
    final class Caption {
        var text = "first"
    }

    /// Describes itself through an object whose state changes behind the same reference.
    struct Shown: CustomStringConvertible {
        let caption: Caption
        var description: String { caption.text }
    }

    struct Screen: View {
        @ObservedObject var counter: Counter
        let caption: Caption
        var body: some View {
            VStack {
                Button("Tap") { counter.taps += 1 }
                Button("Recaption") {
                    caption.text = "second"
                    counter.taps += 1
                }
                Button("Rename") { counter.names[1] = "B" }
                Button("Insert") { counter.names.insert("z", at: 0) }
                Plain(number: 1, name: "one")
                NotANumber(value: .nan)
                WithClosure(action: {})
                WithBinding(value: Binding(get: { 0 }, set: { _ in }))
                Captioned(shown: Shown(caption: caption))
                ForEach(counter.names, id: \.self) { Named(name: $0) }
            }
        }
    }

    struct Plain: View {
        let number: Int
        let name: String
        var body: some View { Text("\(number) \(name)") }
    }

    struct NotANumber: View {
        let value: Double
        var body: some View { Text("value") }
    }

    struct WithClosure: View {
        let action: () -> Void
        var body: some View { Text("closure") }
    }

    struct WithBinding: View {
        @Binding var value: Int
        var body: some View { Text("binding") }
    }

    struct Captioned: View {
        let shown: Shown
        var body: some View { Text("captioned") }
    }

    struct Named: View {
        let name: String
        var body: some View { Text(name) }
    }

    @Test func aChildHandedTheSameValuesIsSkipped() throws {
        let lab = try LabHost(Screen(counter: Counter(), caption: Caption()))
        try lab.tap("Tap")
        lab.expect("Screen", runs: 1)
        lab.expect("Plain", runs: 0)
        lab.expect("Captioned", runs: 0)
        #expect(lab.trace.contains("Plain") && lab.trace.contains("its inputs are unchanged"))
    }

    @Test func sameBytesThatAreNotEqualStillReRunTheChild() throws {
        let lab = try LabHost(Screen(counter: Counter(), caption: Caption()))
        try lab.tap("Tap")
        // NaN is not equal to itself, whatever its bits.
        lab.expect("NotANumber", runs: 1, reason: "NotANumber: @self changed.")
        // A closure is never equal, even one that captures nothing.
        lab.expect("WithClosure", runs: 1, reason: "WithClosure: @self changed.")
        // A binding made from closures is never equal to the last one.
        lab.expect("WithBinding", runs: 1, reason: "WithBinding: _value changed.")
    }

    struct Rows: View {
        @ObservedObject var counter: Counter
        var body: some View {
            VStack {
                Button("Tap") { counter.taps += 1 }
                Button("Rename") { counter.names[1] = "B" }
                Button("Insert") { counter.names.insert("z", at: 0) }
                ForEach(Array(counter.names.enumerated()), id: \.offset) { Named(name: $0.element) }
            }
        }
    }

    @Test func aListWhoseRowsAreHandedTheSameValuesIsWasted() throws {
        let lab = try LabHost(Rows(counter: Counter()))
        try lab.tap("Tap")
        lab.expect("Rows", runs: 1, wasted: true)
        try lab.tap("Tap")
        lab.expect("Rows", runs: 1, wasted: true)
    }

    @Test func aRowHandedANewValueMakesTheListsOutputNew() throws {
        let lab = try LabHost(Rows(counter: Counter()))
        try lab.tap("Tap")
        try lab.tap("Rename")
        lab.expect("Rows", runs: 1, wasted: false)
        // The next run compares with the renamed output, not with the first one.
        try lab.tap("Tap")
        lab.expect("Rows", runs: 1, wasted: true)
        try lab.tap("Insert")
        lab.expect("Rows", runs: 1, wasted: false)
        try lab.tap("Tap")
        lab.expect("Rows", runs: 1, wasted: true)
    }

    struct CaptionedList: View {
        @ObservedObject var counter: Counter
        let caption: Caption
        var body: some View {
            VStack {
                Button("Recaption") {
                    caption.text = "second"
                    counter.taps += 1
                }
                Button("Tap") { counter.taps += 1 }
                Captioned(shown: Shown(caption: caption))
            }
        }
    }

    @Test func aChildWhoseDescriptionChangedBehindTheSameBytesIsDescribedAgain() throws {
        let lab = try LabHost(CaptionedList(counter: Counter(), caption: Caption()))
        try lab.tap("Tap")
        lab.expect("CaptionedList", runs: 1, wasted: true)
        // The same reference, so the same bytes; but the value describes itself anew.
        try lab.tap("Recaption")
        lab.expect("CaptionedList", runs: 1, wasted: false)
        lab.expect("Captioned", runs: 0)
        try lab.tap("Tap")
        lab.expect("CaptionedList", runs: 1, wasted: true)
    }
}

import Dispatch
import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/lifecycle-survey.md: OpenSwiftUI's compatibility tests (which its CI runs against
// SwiftUI), written again for the lab. A check the lab does not pass yet is a known
// issue: when the runtime learns it, the test says so and the survey must change.
@MainActor
@Suite struct LifecycleSurvey {
    final class Recorder {
        var entries: [String] = []
    }

    /// Runs `write` in a main-queue block of its own, as the compatibility tests'
    /// `DispatchQueue.main.async { … }` does.
    static func onMainQueue(_ write: @escaping @MainActor () -> Void) {
        let write = write
        DispatchQueue.main.async { MainActor.assumeIsolated { write() } }
    }

    /// Mounts the view `make` builds, lets main-queue blocks and tasks run (flushing what
    /// they write), and returns what the view recorded.
    static func entries(of make: (Recorder) -> some View) async -> [String] {
        let recorder = Recorder()
        let harness = Harness(make(recorder))
        await harness.graph.settle("settle")
        return recorder.entries
    }

    // MARK: ValueActionModifierCompatibilityTests

    /// Sets `value` to 1 when it appears and to 2 in a later main-queue block; with
    /// `equalWrites`, that many more blocks write 2 again.
    struct Changing: View {
        enum Form { case twoParameters, oneParameter, initial }
        @State private var value = 0
        let recorder: Recorder
        let form: Form
        var equalWrites = 0

        var body: some View {
            let text = Text("value").onAppear {
                value = 1
                LifecycleSurvey.onMainQueue {
                    value = 2
                    for _ in 0..<equalWrites { LifecycleSurvey.onMainQueue { value = 2 } }
                }
            }
            switch form {
            case .twoParameters:
                text.onChange(of: value) { old, new in recorder.entries.append("\(old)→\(new)") }
            case .oneParameter:
                text.onChange(of: value) { new in recorder.entries.append("\(new)") }
            case .initial:
                text.onChange(of: value, initial: true) { old, new in recorder.entries.append("\(old)→\(new)") }
            }
        }
    }

    @Test func onChangeTwoParameters() async {
        #expect(await Self.entries { Changing(recorder: $0, form: .twoParameters) } == ["0→1", "1→2"])
    }

    @Test func onChangeDeprecatedSingleParameter() async {
        #expect(await Self.entries { Changing(recorder: $0, form: .oneParameter) } == ["1", "2"])
    }

    @Test func onChangeWithInitial() async {
        #expect(await Self.entries { Changing(recorder: $0, form: .initial) } == ["0→0", "0→1", "1→2"])
    }

    @Test func multipleValueChanges() async {
        #expect(await Self.entries { Changing(recorder: $0, form: .twoParameters, equalWrites: 1) } == ["0→1", "1→2"])
    }

    struct Flipping: View {
        @State private var isOn = false
        let recorder: Recorder
        var body: some View {
            Text("flag")
                .onAppear {
                    isOn = true
                    LifecycleSurvey.onMainQueue {
                        isOn = false
                        LifecycleSurvey.onMainQueue { isOn = true }
                    }
                }
                .onChange(of: isOn) { recorder.entries.append("changed") }
        }
    }

    /// SwiftUI sees each block's write as an update of its own, so `false → true` in the
    /// last block is a change too. Run several times: it must not depend on timing.
    @Test(arguments: 0..<5) func booleanValueChanges(_ run: Int) async {
        #expect(await Self.entries { Flipping(recorder: $0) }.count == 3)
    }

    // MARK: StateCompatibilityTests

    final class Values {
        var bodies: [Int] = []
        var changes: [[Int]] = []
    }

    struct NestedUpdate: View {
        @State private var value = 0
        let values: Values
        var body: some View {
            let _ = values.bodies.append(value)
            Text("nested")
                .onAppear {
                    value = 1
                    value = 2
                    withAnimation {
                        value = 3
                        value = 4
                    }
                }
                .onChange(of: value) { old, new in values.changes.append([old, new]) }
        }
    }

    /// The writes before `withAnimation` are one update, the ones inside another: the
    /// body sees 0, 2, 4 and `onChange` runs for 0→2 and 2→4.
    @Test func nestedStateUpdate() {
        let values = Values()
        _ = Harness(NestedUpdate(values: values))
        #expect(values.bodies == [0, 2, 4])
        #expect(values.changes == [[0, 2], [2, 4]])
    }

    // MARK: AppearanceActionModifierCompatibilityTests

    struct Appearing: View {
        let recorder: Recorder
        var body: some View {
            Text("appearing").onAppear { recorder.entries.append("appear") }
        }
    }

    @Test func appear() async {
        #expect(await Self.entries { Appearing(recorder: $0) } == ["appear"])
    }

    /// `.id(toggle)` flips once: SwiftUI runs the new view's onAppear before the old
    /// view's onDisappear ("AFAT" then "DT"); with a transition, even `.identity`, the
    /// other way round ("AF", "DT", "AT").
    struct Reidentified: View {
        @State private var toggle = false
        let recorder: Recorder
        let transition: Bool
        var body: some View {
            if transition {
                marked.transition(.identity).id(toggle)
            } else {
                marked.id(toggle)
            }
        }

        var marked: some View {
            Text("marked")
                .onAppear {
                    if recorder.entries.isEmpty { LifecycleSurvey.onMainQueue { toggle.toggle() } }
                    recorder.entries.append("A" + (toggle ? "T" : "F"))
                }
                .onDisappear { recorder.entries.append("D" + (toggle ? "T" : "F")) }
        }
    }

    @Test func idTest() async {
        #expect(await Self.entries { Reidentified(recorder: $0, transition: false) }.joined() == "AFATDT")
    }

    @Test func idTestWithIdentityTransition() async {
        #expect(await Self.entries { Reidentified(recorder: $0, transition: true) }.joined() == "AFDTAT")
    }

    // MARK: TaskModifierCompatibilityTests

    struct Tasked: View {
        let recorder: Recorder
        var body: some View {
            Text("tasked").task { recorder.entries.append("task") }
        }
    }

    @Test func taskWithoutID() async {
        #expect(await Self.entries { Tasked(recorder: $0) } == ["task"])
    }

    struct TaskedWithID: View {
        @State private var value = 0
        let recorder: Recorder
        var body: some View {
            Text("tasked")
                .onAppear { LifecycleSurvey.onMainQueue { value += 1 } }
                .task(id: value) { recorder.entries.append("task") }
        }
    }

    /// Runs for the first id, and again when the id changes (the compatibility test counts
    /// two runs; what the first run reads depends on when the write lands).
    @Test func taskWithID() async {
        #expect(await Self.entries { TaskedWithID(recorder: $0) } == ["task", "task"])
    }
}

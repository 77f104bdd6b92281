import Testing
@testable import ObsLab
@testable import ObsLabEngine

extension EnvironmentValues {
    @Entry var transformedLevel: Int = 0
}

// docs/rules/environment.md, "transformEnvironment".
@MainActor
@Suite struct TransformEnvironmentRules {
    struct Level: View {
        @Environment(\.transformedLevel) var level
        var body: some View { Text("level \(level)") }
    }

    struct Root: View {
        @State private var level = 1
        let transform: @MainActor (inout Int) -> Void
        var body: some View {
            VStack {
                Button("Up") { level += 1 }
                Level().transformEnvironment(\.transformedLevel, transform: transform)
            }
            .environment(\.transformedLevel, level)
        }
    }

    /// The content sees the inherited value changed by the closure, again each time the
    /// inherited value changes.
    @Test func theContentSeesTheInheritedValueTransformed() {
        let harness = Harness(Root { $0 *= 10 })
        #expect(harness.shows("level 10"))
        let step = harness.tap("Up")
        #expect(harness.shows("level 20"))
        #expect(step.runs("Level") == 1)
    }

    /// A view that reads the transformed value runs only when the transformed value
    /// changes, not whenever the inherited one does.
    @Test func aReaderRunsOnlyWhenTheTransformedValueChanges() {
        let harness = Harness(Root { $0 = min($0, 2) })
        #expect(harness.shows("level 1"))
        #expect(harness.tap("Up").runs("Level") == 1)
        #expect(harness.shows("level 2"))
        #expect(harness.tap("Up").runs("Level") == 0)
        #expect(harness.shows("level 2"))
    }
}

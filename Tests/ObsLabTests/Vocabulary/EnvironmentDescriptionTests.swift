import Testing
@testable import ObsLab
@testable import ObsLabEngine

// docs/rules/environment.md, "EnvironmentValues.description": OpenSwiftUI's
// EnvironmentValuesCompatibilityTests.descriptionWithoutTracker, which its CI runs against
// SwiftUI, written again for the lab.
@MainActor
@Suite struct EnvironmentDescriptionRules {
    struct BoolKey: EnvironmentKey {
        static let defaultValue = false
    }

    struct IntKey: EnvironmentKey {
        static let defaultValue = 0
    }

    @Test func theDescriptionListsEverySettingNewestFirst() {
        var environment = EnvironmentValues()
        #expect(environment.description == "[]")
        let bool = environment[BoolKey.self]
        #expect(environment.description == "[]", "a read sets nothing")
        environment[BoolKey.self] = bool
        #expect(environment.description == "[EnvironmentPropertyKey<BoolKey> = false]")
        environment[BoolKey.self] = true
        #expect(environment.description
            == "[EnvironmentPropertyKey<BoolKey> = true, EnvironmentPropertyKey<BoolKey> = false]")
        environment[IntKey.self] = 1
        #expect(environment.description == "[EnvironmentPropertyKey<IntKey> = 1, EnvironmentPropertyKey<BoolKey> = true, "
            + "EnvironmentPropertyKey<BoolKey> = false]")
        #expect(environment[BoolKey.self] == true)
    }

    final class Model: ObservableObject {}

    struct Reader: View {
        @Environment(\.self) var environment
        var body: some View { Text(environment.description) }
    }

    @Test func aViewSeesWhatItsAncestorsSet() {
        struct Root: View {
            var body: some View {
                Reader()
                    .environment(\.transformedLevel, 3)
                    .environmentObject(Model())
            }
        }
        let harness = Harness(Root())
        let shown = harness.tree.joined(separator: "\n")
        #expect(shown.contains("EnvironmentPropertyKey<EnvironmentObjectKey<Model>> = Optional("), "\(shown)")
        #expect(shown.contains("EnvironmentPropertyKey<__Key_transformedLevel> = 3"), "\(shown)")
    }
}

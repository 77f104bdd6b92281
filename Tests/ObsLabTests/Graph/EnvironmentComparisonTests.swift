import Testing
@testable import ObsLab

/// Comparing a child's environment with the one it had costs nothing for the entries it
/// inherits unchanged: each has the setting that made it, and the same setting is the
/// same value. Only entries set again are compared by value (docs/rules/environment.md).
@MainActor
@Suite struct EnvironmentComparison {
    /// A value that counts how often it is compared.
    struct Counted: Equatable {
        nonisolated(unsafe) static var comparisons = 0
        let number: Int
        static func == (lhs: Counted, rhs: Counted) -> Bool {
            comparisons += 1
            return lhs.number == rhs.number
        }
    }

    struct CountedKey: EnvironmentKey { static let defaultValue = Counted(number: 0) }

    @Test func anInheritedEntryIsNotComparedByValue() {
        var parent = EnvironmentValues()
        parent[CountedKey.self] = Counted(number: 1)
        let child = parent
        Counted.comparisons = 0
        #expect(child.changedKeys(comparedTo: parent).isEmpty)
        #expect(Counted.comparisons == 0)
    }

    @Test func anEntrySetAgainIsComparedByValue() {
        var before = EnvironmentValues()
        before[CountedKey.self] = Counted(number: 1)
        var same = EnvironmentValues()
        same[CountedKey.self] = Counted(number: 1)
        var other = EnvironmentValues()
        other[CountedKey.self] = Counted(number: 2)
        Counted.comparisons = 0
        #expect(same.changedKeys(comparedTo: before).isEmpty)
        #expect(other.changedKeys(comparedTo: before).count == 1)
        #expect(Counted.comparisons == 2)
    }
}

import Testing
@testable import ObsLab
@testable import ObsLabEngine

/// SwiftUI compares a child that is `Equatable` and not plain data (it holds a closure or
/// a reference) with its own `==`, with or without `.equatable()`; a plain-data child is
/// compared field by field unless `.equatable()` asks for `==`
/// (docs/rules/identical-children.md, rule 4).
@MainActor
@Suite struct EquatableWithoutModifier {
    /// Holds a closure: not plain data. `==` looks at the title only.
    struct ClosureRow: View, Equatable {
        let title: String
        let onTap: () -> Void
        var body: some View { Text(title) }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.title == rhs.title }
    }

    /// Only integers: plain data. `==` looks at `shown` only.
    struct PlainRow: View, Equatable {
        let shown: Int
        let hidden: Int
        var body: some View { Text("\(shown)") }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.shown == rhs.shown }
    }

    struct Screen: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("Tap") { taps += 1 }
                ClosureRow(title: "row", onTap: { print(taps) })
                PlainRow(shown: 1, hidden: taps)
                PlainRow(shown: 2, hidden: taps).equatable()
            }
        }
    }

    @Test func aViewThatIsNotPlainDataIsComparedWithItsOwnEquality() {
        #expect(!_isPOD(ClosureRow.self))
        let harness = Harness(Screen())
        let step = harness.tap("Tap")
        #expect(step.runs("Screen") == 1)
        #expect(step.runs("ClosureRow") == 0)
    }

    @Test func aPlainDataViewIsComparedFieldByFieldUnlessAskedForEquality() {
        #expect(_isPOD(PlainRow.self))
        let harness = Harness(Screen())
        let step = harness.tap("Tap")
        // `hidden` changed: the first row re-runs though its `==` says equal; the second,
        // under `.equatable()`, is skipped.
        let ran = step.events(.evaluation).compactMap(\.view).filter { $0.contains("PlainRow") }
        #expect(ran.count == 1)
        #expect(step.events(.skip).contains { $0.view?.contains("PlainRow") == true && $0.detailText == "== says the view is unchanged" })
    }

    /// A `String` holds a reference to its storage: a view with one is not plain data, so
    /// its `==` decides, as for a closure.
    struct NamedRow: View, Equatable {
        let name: String
        let version: Int
        var body: some View { Text(name) }
        nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    }

    /// A field that is `Equatable` is compared with its own `==` inside a field-by-field
    /// comparison (John Harper: "the same rules are applied recursively to each field").
    struct Badge: Equatable {
        let label: String
        let clicks: Int
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.label == rhs.label }
    }

    struct Card: View {
        let badge: Badge
        var body: some View { Text(badge.label) }
    }

    struct Versions: View {
        @State private var version = 0
        var body: some View {
            VStack {
                Button("Bump") { version += 1 }
                NamedRow(name: "notes", version: version)
                Card(badge: Badge(label: "new", clicks: version))
            }
        }
    }

    @Test func aStringMakesAViewNotPlainDataAndAnEquatableFieldUsesItsOwnEquality() {
        #expect(!_isPOD(NamedRow.self))
        let harness = Harness(Versions())
        let step = harness.tap("Bump")
        #expect(step.runs("Versions") == 1)
        #expect(step.runs("NamedRow") == 0, "its == says equal")
        #expect(step.runs("Card") == 0, "its only field's == says equal")
    }
}

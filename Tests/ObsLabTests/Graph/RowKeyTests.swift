import Testing
@testable import ObsLab
@testable import ObsLabEngine

// A list row's identity key is written in one go; it must be what joining its parts made.
@MainActor
@Suite struct RowKeyRules {
    @Test func aRowKeyIsItsComponentAndTypeNameJoined() {
        for id in [0, 7, 42, 500, 1_000, 99_999, -1, -305, Int.max, Int.min] {
            for name in ["RowView", "R", "PlayerRow<Int>", "AVeryLongTypeNameThatDoesNotFitAString", "Zeile\u{e4}Ansicht"] {
                #expect(StructureWalker.rowKey(id, typeName: name) == "[" + String(id) + "]" + "/" + name)
            }
        }
    }
}

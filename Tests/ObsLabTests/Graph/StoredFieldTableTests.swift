import Testing
@testable import ObsLab

/// The field table must read exactly what a `Mirror` reads, or not be used at all.
@MainActor
@Suite struct StoredFieldTableRules {
    final class Model {}

    struct Plain: View {
        let title: String
        let count: Int
        let model: Model
        let tags: [String]
        let action: () -> Void
        let optionalAction: (() -> Void)?
        @State var flag = false
        var body: some View { Text(title) }
    }

    struct HoldsWeak: View {
        weak var model: Model?
        var body: some View { Text("") }
    }

    @Test func aStructsFieldsAreReadAsAMirrorReadsThem() throws {
        let model = Model()
        let view = Plain(title: "a", count: 3, model: model, tags: ["x", "y"], action: {}, optionalAction: nil)
        let table = try #require(StoredFieldTable.of(view))
        let mirrored = Array(Mirror(reflecting: view).children)
        #expect(table.fields.map(\.label) == mirrored.map { $0.label ?? "" })
        let values = table.values(of: view)
        #expect(values[0] as? String == "a")
        #expect(values[1] as? Int == 3)
        #expect((values[2] as? Model) === model)
        #expect(values[3] as? [String] == ["x", "y"])
        // Closures are never read: they are never equal, described or observed.
        #expect(values[4] == nil)
        #expect(values[5] == nil)
        #expect(table.fields[4].isFunction && table.fields[5].isFunction)
        let state = values[6] as? State<Bool>
        #expect(state != nil)
        #expect(table.fields[6].role == .property)
        #expect(table.fields[0].role == .plain)
        #expect(table.fields[2].role == nil)
    }

    @Test func aWeakFieldKeepsTheReflectingPath() {
        #expect(StoredFieldTable.of(HoldsWeak(model: Model())) == nil)
    }
}

import Testing
import Observation
@testable import ObsLab
@testable import ObsLabEngine

/// The runtime's fast paths must give exactly what the general ones give: fields as a
/// `Mirror` reads them, stored values as the getter returns them, nodes in tree order.
@MainActor
@Suite struct GraphFastPathRules {
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

    @Observable final class Player {
        var score = 3
        var name: String? = "a"
        weak var rival: Player?
    }

    @Test func anObjectsValueFieldsAreReadFromItsStorage() throws {
        let player = Player()
        let layout = FieldLayout.of(player)
        let score = try #require(layout.index(of: "_score"))
        #expect(layout.storedValue(at: score, of: player) as? Int == 3)
        player.score = 7
        #expect(layout.storedValue(at: score, of: player) as? Int == 7)
        // Optionals and references may be weak: read through reflection.
        #expect(layout.storedValue(at: try #require(layout.index(of: "_name")), of: player) == nil)
        #expect(layout.storedValue(at: try #require(layout.index(of: "_rival")), of: player) == nil)
    }

    @Test func aWeakFieldKeepsTheReflectingPath() {
        #expect(StoredFieldTable.of(HoldsWeak(model: Model())) == nil)
    }

    struct Rows: View {
        var body: some View { VStack { ForEach(0..<40) { Row(number: $0) } } }
    }

    struct Row: View {
        let number: Int
        var body: some View { Text("\(number)") }
    }

    @Test func nodesAreOrderedAsInTheTreeStably() throws {
        let graph = ViewGraph(root: Rows())
        graph.mount()
        let root = try #require(graph.root)
        let nodes = root.subtree()
        #expect(nodes.count == 41)
        // A fixed shuffle, with the root and one row repeated to check stability.
        var shuffled: [ViewNode] = []
        for step in 0..<nodes.count { shuffled.append(nodes[(step * 17) % nodes.count]) }
        shuffled.append(nodes[0])
        shuffled.append(nodes[5])
        let order = ViewNode.treeOrder(of: shuffled)
        let sorted = order.map { shuffled[$0] }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) { #expect(!later.precedes(earlier)) }
        let firstRoot = try #require(order.firstIndex { shuffled[$0] === nodes[0] })
        #expect(order[firstRoot + 1] == shuffled.count - 2)
        #expect(ViewNode.treeOrder(of: nodes) == Array(nodes.indices))
    }

    struct TitledRow: View {
        let id: Int
        let title: String
        var body: some View { Text(title) }
    }

    @Test func comparingTwoViewsGivesTheNewOnesTypeAndWhetherTheBytesAreTheSame() {
        let row = TitledRow(id: 1, title: "a")
        let compared = StoredFieldTable.compare(row, TitledRow(id: 1, title: "a"))
        #expect(compared.type == ObjectIdentifier(TitledRow.self))
        #expect(compared.identical == StoredFieldTable.identical(row, TitledRow(id: 1, title: "a")))
        #expect(compared.identical)
        #expect(!StoredFieldTable.compare(row, TitledRow(id: 2, title: "a")).identical)
        #expect(!StoredFieldTable.compare(row, TitledRow(id: 1, title: "b")).identical)
        // Another type: no bytes are compared, and the type is the new view's.
        let other = StoredFieldTable.compare(row, Text("a"))
        #expect(other.type == ObjectIdentifier(Text.self))
        #expect(!other.identical)
    }

    /// An output of one text is compared with the last by `==`, as the builder's
    /// description `T(text)` would be: canonically equivalent spellings are the same output.
    @Test func anOutputOfOneTextAnswersAsItsDescriptionWould() {
        let names = ObjectRegistry()
        let first = OutputFingerprint.make([.text("caf\u{E9}")], children: [], names: names)
        #expect(!first.isUnchanged)
        #expect(first.fingerprint.text == "T(caf\u{E9})")
        let same = OutputFingerprint.make([.text("caf\u{E9}")], children: [], names: names, previous: first.fingerprint)
        #expect(same.isUnchanged && same.fingerprint === first.fingerprint)
        let equivalent = OutputFingerprint.make([.text("cafe\u{301}")], children: [], names: names, previous: first.fingerprint)
        #expect(equivalent.isUnchanged)
        let changed = OutputFingerprint.make([.text("cafe")], children: [], names: names, previous: first.fingerprint)
        #expect(!changed.isUnchanged)
        #expect(changed.fingerprint.text == "T(cafe)")
        // Against a last output described by the builder (a text in a container), and back.
        let built = OutputFingerprint.make([.container("VStack", [.text("cafe")])], children: [], names: names)
        #expect(built.fingerprint.text == "VStack{T(cafe)}")
        #expect(!OutputFingerprint.make([.text("cafe")], children: [], names: names, previous: built.fingerprint).isUnchanged)
        let wrapped = OutputFingerprint.make([.container("VStack", [.text("cafe")])], children: [], names: names,
                                             previous: changed.fingerprint)
        #expect(!wrapped.isUnchanged)
        #expect(OutputFingerprint.make([.text("cafe")], children: [], names: names,
                                       previous: OutputFingerprint.make([.text("cafe")], children: [], names: names,
                                                                        previous: built.fingerprint).fingerprint).isUnchanged)
    }

    class BaseRow: View {
        var body: some View { Text(name) }
        var name: String { "base" }
    }

    final class SubRow: BaseRow {
        override var name: String { "sub" }
    }

    struct ClassRows: View {
        var body: some View {
            ForEach(0..<2) { index -> BaseRow in index == 0 ? BaseRow() : SubRow() }
        }
    }

    /// A body's output and a `ForEach`'s rows are taken to be of their static type only
    /// where no value can be of another: a class's value may be a subclass's.
    @Test func aViewsStaticTypeStandsForItsValuesOnlyWhenNoSubtypeCanBeOne() {
        #expect(StructureWalker.exactType(of: Text.self) == ObjectIdentifier(Text.self))
        #expect(StructureWalker.exactType(of: TitledRow.self) == ObjectIdentifier(TitledRow.self))
        #expect(StructureWalker.exactType(of: BaseRow.self) == nil)
        #expect(StructureWalker.exactType(of: Text.self) == ObjectIdentifier(Text.self))
        let graph = ViewGraph(root: ClassRows())
        graph.mount()
        #expect(graph.root?.children.map(\.typeName) == ["BaseRow", "SubRow"])
    }
}

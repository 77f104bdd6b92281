import Foundation

/// One view per element of a collection; each element's id is part of its view's
/// identity, so rows keep their state when the collection is reordered.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    /// `.onDelete(perform:)`: each row gets a Delete button (its swipe action).
    var deleteAction: (@MainActor (IndexSet) -> Void)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    func walk(into walker: inout StructureWalker) {
        // The ids as their own type: every element's id has the same type, so this finds
        // the same repeats as comparing them as `AnyHashable`, without boxing each one.
        var seen = SeenIDs<ID>()
        var offset = 0
        for element in data {
            defer { offset += 1 }
            let elementID = element[keyPath: id]
            let row = content(element)
            if seen.insert(elementID) {
                if let number = seen.integer(elementID) {
                    walker.visitIdentified(row, integerID: number, offset: offset)
                } else {
                    walker.visitIdentified(row, id: elementID, offset: offset)
                }
            } else {
                // SwiftUI's results are undefined; the lab keeps the repeat a view of its own.
                walker.warnings.append("\(Self.self): the ID \(elementID) occurs multiple times within the collection, "
                                       + "this will give undefined results!")
                walker.visitIdentified(row, id: elementID, offset: offset, under: "repeat\(offset)")
            }
            if let deleteAction {
                walker.emitDeleteButton(for: row, id: elementID, at: offset, action: deleteAction)
            }
        }
    }
}

/// The ids a `ForEach` has met in one walk. `Int` ids, the common case, are kept as
/// `Int`s: hashing them needs no generic witness calls.
private struct SeenIDs<ID: Hashable> {
    private var integers = Set<Int>()
    private var others = Set<ID>()
    private let areIntegers = ID.self == Int.self

    /// The id as an `Int`, when ids are `Int`s.
    func integer(_ id: ID) -> Int? { areIntegers ? unsafeBitCast(id, to: Int.self) : nil }

    /// Whether `id` is new.
    mutating func insert(_ id: ID) -> Bool {
        if let number = integer(id) { return integers.insert(number).inserted }
        return others.insert(id).inserted
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

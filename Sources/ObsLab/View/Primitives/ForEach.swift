import Foundation

/// One view per element of a collection; each element's id is part of its view's
/// identity, so rows keep their state when the collection is reordered.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    /// Reads an element's id: the `id` key path applied, or for `Identifiable` elements
    /// and ranges a direct getter, which costs a row far less than applying a key path.
    let identify: (Data.Element) -> ID
    let content: (Data.Element) -> Content
    /// `.onDelete(perform:)`: each row gets a Delete button (its swipe action).
    var deleteAction: (@MainActor (IndexSet) -> Void)?
    /// `.onMove(perform:)`: each row gets Move buttons that act in edit mode.
    var moveAction: (@MainActor (IndexSet, Int) -> Void)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0[keyPath: id] }, content: content)
    }

    init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identify = identify
        self.content = content
    }

    func walk(into walker: inout StructureWalker) {
        // The rows' ids so far, handed down `inout`: a local variable captured by the row's
        // function below was checked for exclusive access at run time on every row.
        var ids = RowIdentities()
        walk(into: &walker, ids: &ids)
    }

    /// The ids met so far, to find a repeat.
    ///
    /// The ids as their own type: every element's id has the same type, so this finds the
    /// same repeats as comparing them as `AnyHashable`, without boxing each one. `Int` ids,
    /// the common case, are kept as `Int`s: hashing them needs no generic calls. While they
    /// only grow (rows numbered in order, a range), none can repeat one before it: no set is
    /// made (inserting each cost ~0.2k instructions a row). At the first that does not grow,
    /// the ids before it are read again into a set (`integerSet(upTo:identify:)`), which
    /// the walk goes on with.
    private struct RowIdentities {
        var integersGrow = true
        var lastInteger = Int.min
        var integers = Set<Int>()
        var seen = Set<ID>()
    }

    private func walk(into walker: inout StructureWalker, ids: inout RowIdentities) {
        // Read once: this code is not specialized for the data's type, and each read of a
        // field of `self` per row would look up `ForEach`'s metadata again.
        let identify = identify, content = content, deleteAction = deleteAction, moveAction = moveAction
        let count = moveAction == nil ? 0 : data.count
        let idsAreIntegers = ID.self == Int.self
        // Every row is a `Content`: its type is asked once, not of each row.
        let rowType = StructureWalker.exactType(of: Content.self)
        walker.reserve(children: data.count)
        // In a lazy container each element is a row, built only while in the window; its id
        // is read all the same (docs/rules/lazy-containers.md).
        let lazy = walker.isAtLazyRowLevel
        func visit(_ element: Data.Element, at offset: Int) {
            let elementID = identify(element)
            let number = idsAreIntegers ? unsafeBitCast(elementID, to: Int.self) : 0
            let isFirst: Bool
            if !idsAreIntegers {
                isFirst = ids.seen.insert(elementID).inserted
            } else if ids.integersGrow && number > ids.lastInteger {
                ids.lastInteger = number
                isFirst = true
            } else {
                if ids.integersGrow {
                    ids.integersGrow = false
                    ids.integers = integerSet(upTo: offset, identify: identify)
                }
                isFirst = ids.integers.insert(number).inserted
            }
            if lazy {
                guard walker.takeLazyRow() else { return }
                walker.setAtLazyRowLevel(false)
            }
            defer { if lazy { walker.setAtLazyRowLevel(true) } }
            let row = content(element)
            if isFirst {
                if idsAreIntegers {
                    walker.visitIdentified(row, integerID: number, offset: offset, type: rowType)
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
            if let moveAction {
                walker.emitMoveButtons(for: row, id: elementID, at: offset, count: count, action: moveAction)
            }
        }
        // An array's elements are read in place: iterating `Data` itself costs a generic
        // iterator call per row.
        if let array = data as? [Data.Element] {
            array.withUnsafeBufferPointer { elements in
                for offset in elements.indices { visit(elements[offset], at: offset) }
            }
        } else {
            var offset = 0
            for element in data {
                visit(element, at: offset)
                offset += 1
            }
        }
    }
}

extension ForEach {
    /// The `Int` ids of the elements before `offset`, as a set with room for every element's.
    private func integerSet(upTo offset: Int, identify: (Data.Element) -> ID) -> Set<Int> {
        var set = Set<Int>(minimumCapacity: data.count)
        for element in data.prefix(offset) { set.insert(unsafeBitCast(identify(element), to: Int.self)) }
        return set
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identify: { $0 }, content: content)
    }
}

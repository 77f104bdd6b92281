/// What a body shows at its top level, as its view keeps it: one text in place, anything
/// else in a list.
///
/// Most views of a large tree are rows that show one text; each kept an array of its own
/// for it (56 bytes a view, in a 64-byte chunk). A list of one text starts as `.text`, and
/// becomes `.items` when a second item comes or when it was given an array's room.
package enum RenderList: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// One text and nothing else.
    case text(String)
    case items([RenderItem])

    /// No item, and no room.
    package static var empty: RenderList { .items([]) }

    /// The items, one text kept in place.
    package init(_ items: [RenderItem]) {
        if items.count == 1, case .text(let string) = items[0] { self = .text(string) } else { self = .items(items) }
    }

    package init(arrayLiteral items: RenderItem...) { self.init(items) }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch self {
        case .text: 1
        case .items(let items): items.count
        }
    }

    package subscript(position: Int) -> RenderItem {
        switch self {
        case .text(let string):
            precondition(position == 0, "Index out of range")
            return .text(string)
        case .items(let items):
            return items[position]
        }
    }

    /// Adds `item` after the others: in place when it is a text and the list is empty with
    /// no room of its own.
    mutating func append(_ item: RenderItem) {
        switch self {
        case .items(var items):
            if items.isEmpty, items.capacity == 0, case .text(let string) = item {
                self = .text(string)
                return
            }
            // Let go of this list's reference first, so the array is appended to in place.
            self = .empty
            items.append(item)
            self = .items(items)
        case .text(let string):
            self = .items([.text(string), item])
        }
    }

    mutating func append(contentsOf more: [RenderItem]) {
        for item in more { append(item) }
    }

    /// Makes room for `count` items in all, as a list.
    mutating func reserveCapacity(_ count: Int) {
        var items = Array(self)
        self = .empty
        items.reserveCapacity(count)
        self = .items(items)
    }

    /// Empties the list, keeping an array's room for the next items (popping them one by
    /// one: `removeAll(keepingCapacity:)` costs about 0.2k instructions).
    mutating func removeAllKeepingCapacity() {
        guard case .items(var items) = self else {
            self = .empty
            return
        }
        self = .empty
        while items.popLast() != nil {}
        self = .items(items)
    }

    /// Whether an item is, or holds, a control (`RenderItem.holdControl`); a text is not.
    var holdsControl: Bool {
        guard case .items(let items) = self else { return false }
        return RenderItem.holdControl(items)
    }
}

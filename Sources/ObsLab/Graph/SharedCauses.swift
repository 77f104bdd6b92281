/// Lists of invalidation causes that views share.
///
/// A view invalidated for one cause, with no list of its own, is handed the last list made
/// for that same cause: an emission reaches each of its holders with one cause, and a list
/// of 100,000 rows holding one object kept 100,000 lists of it (56 bytes a row, at the
/// variant's peak). A view given a second cause copies the list first, as arrays do. The
/// views holding a list are counted, so the last one to let go of it keeps it as its own
/// for its next change. A list's new rows share their initial causes the same way.
///
/// Not isolated: its closures (`withUnsafeBufferPointer`) would otherwise check the main
/// actor at each call (~0.2k instructions each, twice a body).
struct SharedCauses {
    /// A list of one cause, and how many views hold it.
    private struct List {
        let causes: [InvalidationCause]
        var holders = 1
    }

    /// Newest last. A view let go of while queued is never counted out: the oldest lists
    /// are forgotten past a few (their holders' lists stay theirs, copied if written).
    private var lists: [List] = []
    private static let limit = 4
    private var lastInitial: (dynamic: Bool, tokens: [String], causes: [InvalidationCause])?

    /// Whether no list is shared now.
    var isEmpty: Bool { lists.isEmpty }

    /// The list of the one cause `cause` for a view that has none: the last one made,
    /// shared, when it is of the same cause.
    mutating func list(of cause: InvalidationCause) -> [InvalidationCause] {
        let last = lists.count - 1
        if last >= 0, Self.isList(lists[last].causes, of: cause) {
            lists[last].holders += 1
            return lists[last].causes
        }
        if lists.count == Self.limit { lists.removeFirst() }
        let made = [cause]
        lists.append(List(causes: made))
        return made
    }

    /// Counts a view out of the holders of `causes` if it is a shared list. Whether other
    /// views still hold it (the last holder's list becomes its own).
    mutating func letGo(of causes: [InvalidationCause]) -> Bool {
        for index in lists.indices where Self.sameBuffer(causes, lists[index].causes) {
            lists[index].holders -= 1
            if lists[index].holders > 0 { return true }
            lists.remove(at: index)
            return false
        }
        return false
    }

    /// The causes a new view starts with, shared by the views made one after another with
    /// the same dynamic properties (a list's rows): `@self`, then, for a view that has
    /// dynamic properties, `@identity` and each property's token. (A view with none has
    /// no persistent data to recycle: SwiftUI's body for it has the view value as its only
    /// input, and prints `@self` alone.)
    mutating func initialCauses(dynamic: Bool, tokens: [String]) -> [InvalidationCause] {
        if let last = lastInitial, last.dynamic == dynamic, last.tokens == tokens { return last.causes }
        var causes = [InvalidationCause(token: .viewValue, detail: nil)]
        if dynamic {
            causes.reserveCapacity(2 + tokens.count)
            causes.append(InvalidationCause(token: .identity, detail: nil))
            for token in tokens { causes.append(InvalidationCause(token: .property(token), detail: nil)) }
        }
        lastInitial = (dynamic, tokens, causes)
        return causes
    }

    /// Whether `list`'s first cause is `cause`, compared in place (a copy of each retained
    /// and released its texts).
    private static func isList(_ list: [InvalidationCause], of cause: InvalidationCause) -> Bool {
        list.withUnsafeBufferPointer { $0[0].token == cause.token && sameDetail($0[0].detail, cause.detail) }
    }

    /// `one == other`, answered first by their bits: a detail is one reference to its
    /// box (`TraceDetail` is indirect), and the holders of one emission are handed the same.
    private static func sameDetail(_ one: TraceDetail?, _ other: TraceDetail?) -> Bool {
        if MemoryLayout<TraceDetail?>.size == MemoryLayout<UInt>.size,
           unsafeBitCast(one, to: UInt.self) == unsafeBitCast(other, to: UInt.self) {
            return true
        }
        return one == other
    }

    private static func sameBuffer(_ one: [InvalidationCause], _ other: [InvalidationCause]) -> Bool {
        one.withUnsafeBufferPointer { one in other.withUnsafeBufferPointer { one.baseAddress == $0.baseAddress } }
    }
}

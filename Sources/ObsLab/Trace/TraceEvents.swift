/// The events of one step, in the order they were recorded: each `TraceEvent` is made
/// when it is asked for (a formatter reading the step, a test, the JSON trace).
///
/// Stored apart, an event takes 16 bytes where a `TraceEvent` takes 56: its kind, flags
/// and count, the view as a position in a table of paths the step keeps anyway (the live
/// views when the step began, or after it, a first render's), and its texts and detail as
/// an index into a list of them that events recorded one after another share (an old
/// list's rows print the same `_printChanges` line and hold the same cause). A view that
/// is in neither table (made during a step that had views before, or an event recorded
/// with its path alone) keeps its path in a list of its own.
///
/// The lists are held by one object, shared by copies (copy on write): a step copied
/// retains one reference for its events, as it did for an array of them.
package struct TraceEvents: RandomAccessCollection, Equatable, Sendable, CustomStringConvertible,
    ExpressibleByArrayLiteral {
    /// An event without its texts: 14 bytes, a 16-byte stride.
    struct Packed {
        /// `≥ 0`: a position in `table`; `Self.noView`; below: `otherViews[Self.noView - 1 - view]`.
        var view: Int32
        /// An index into `payloads`.
        var payload: Int32
        var count: Int32
        var kind: TraceEvent.Kind
        var flags: UInt8
    }

    /// What an event says beyond its kind, view, count and flags.
    struct Payload: Sendable {
        var text: String?
        var detail: TraceDetail?
        var change: TraceEvent.Change?
    }

    static let noView: Int32 = -1

    /// The lists; changed only while no other list shares it (`makeUnique()`), so a shared
    /// one is never changed (hence `@unchecked Sendable`). Each list is read or changed one
    /// access at a time: unchecked.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var packed: [Packed] = []
        @exclusivity(unchecked) var payloads: [Payload] = []
        /// The table whose positions the events' views are.
        @exclusivity(unchecked) var table: ViewTable
        @exclusivity(unchecked) var otherViews: [String] = []
        /// Whether an event's view is a position in `table`.
        @exclusivity(unchecked) var refersToTable = false

        init(table: ViewTable) { self.table = table }

        func copy() -> Storage {
            let copy = Storage(table: table)
            copy.packed = packed
            copy.payloads = payloads
            copy.otherViews = otherViews
            copy.refersToTable = refersToTable
            return copy
        }
    }

    private var storage: Storage

    /// An empty list whose views are positions in `table`, with room for a few events and
    /// their texts: a step of a tap or two grows neither list (three allocations in all,
    /// as many as an array of events grown to four).
    init(table: ViewTable) {
        storage = Storage(table: table)
        storage.packed.reserveCapacity(8)
        storage.payloads.reserveCapacity(4)
    }

    /// A list of these events, each kept as it is.
    package init(_ events: [TraceEvent]) {
        storage = Storage(table: .empty)
        storage.packed.reserveCapacity(events.count)
        for event in events { append(event) }
    }

    package init(arrayLiteral events: TraceEvent...) { self.init(events) }

    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { storage.packed.count }

    package subscript(position: Int) -> TraceEvent {
        let event = storage.packed[position]
        let payload = storage.payloads[Int(event.payload)]
        return TraceEvent(kind: event.kind, view: view(event.view), text: payload.text, detail: payload.detail,
                          change: payload.change, storedCount: event.count, flags: event.flags)
    }

    /// Reads the events in order, each made by the subscript's getter. (Through
    /// `IndexingIterator`, each element came from the subscript's `read` coroutine, whose
    /// frame for a 56-byte event is allocated: one allocation an event read.)
    package struct Iterator: IteratorProtocol {
        private let events: TraceEvents
        private var position = 0

        init(_ events: TraceEvents) { self.events = events }

        package mutating func next() -> TraceEvent? {
            guard position < events.endIndex else { return nil }
            position += 1
            return events[position - 1]
        }
    }

    package func makeIterator() -> Iterator { Iterator(self) }

    /// The view of the event at `position`, without making the event.
    package func view(at position: Int) -> String? { view(storage.packed[position].view) }

    /// The kind of the event at `position`, without making the event.
    package func kind(at position: Int) -> TraceEvent.Kind { storage.packed[position].kind }

    @inline(__always)
    private func view(_ reference: Int32) -> String? {
        if reference >= 0 { return storage.table.paths[Int(reference)] }
        if reference == Self.noView { return nil }
        return storage.otherViews[Int(Self.noView - 1 - reference)]
    }

    package var description: String { Array(self).description }

    package static func == (lhs: TraceEvents, rhs: TraceEvents) -> Bool { lhs.elementsEqual(rhs) }

    // MARK: Recording

    /// The reference of the view at `path`, kept in the list of other views.
    @inline(__always)
    mutating func otherView(_ path: String?) -> Int32 {
        makeUnique()
        guard let path else { return Self.noView }
        storage.otherViews.append(path)
        return Self.noView - Int32(storage.otherViews.count)
    }

    /// The reference of the view at `position` of `table`.
    @inline(__always)
    mutating func tableView(_ position: Int32) -> Int32 {
        makeUnique()
        storage.refersToTable = true
        return position
    }

    /// Appends an event with `text` and `detail` and no change; its payload is
    /// `candidate`'s (the index of a payload this list holds, or -1) when that holds the
    /// same text and detail in memory (the same strings' storage, the same detail's box:
    /// a test that can miss equal payloads but never says so of different ones, made
    /// without copying either), or a new one. Returns the payload's index.
    @inline(__always)
    mutating func append(kind: TraceEvent.Kind, view: Int32, count: Int32, flags: UInt8, text: borrowing String?,
                         detail: borrowing TraceDetail?, sharing candidate: Int32) -> Int32 {
        makeUnique()
        let index: Int32
        if candidate >= 0, payload(at: Int(candidate), holds: text, detail) {
            index = candidate
        } else {
            storage.payloads.append(Payload(text: copy text, detail: copy detail, change: nil))
            index = Int32(storage.payloads.count - 1)
        }
        storage.packed.append(Packed(view: view, payload: index, count: count, kind: kind, flags: flags))
        return index
    }

    @inline(__always)
    private func payload(at index: Int, holds text: borrowing String?, _ detail: borrowing TraceDetail?) -> Bool {
        storage.payloads.withUnsafeBufferPointer { buffer in
            let stored = UnsafeRawPointer(buffer.baseAddress! + index)
            return withUnsafeBytes(of: text) { text in
                withUnsafeBytes(of: detail) { detail in
                    Self.sameBytes(stored + Self.textOffset, text) && Self.sameBytes(stored + Self.detailOffset, detail)
                        && stored.load(fromByteOffset: Self.changeOffset, as: UInt.self) == 0
                }
            }
        }
    }

    // Where a payload's fields are (what `MemoryLayout.offset(of:)` says, as constants: a
    // test checks them).
    static var textOffset: Int { 0 }
    static var detailOffset: Int { MemoryLayout<String?>.size }
    static var changeOffset: Int {
        let end = detailOffset + MemoryLayout<TraceDetail?>.size
        let alignment = MemoryLayout<TraceEvent.Change?>.alignment
        return (end + alignment - 1) / alignment * alignment
    }

    @inline(__always)
    private static func sameBytes(_ stored: UnsafeRawPointer, _ value: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset + 8 <= value.count {
            if stored.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != value.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < value.count {
            if stored.load(fromByteOffset: offset, as: UInt8.self) != value[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Appends `event` as it is, its view kept as a path.
    mutating func append(_ event: TraceEvent) {
        makeUnique()
        storage.payloads.append(Payload(text: event.text, detail: event.detail, change: event.change))
        let view = otherView(event.view)
        storage.packed.append(Packed(view: view, payload: Int32(storage.payloads.count - 1),
                                     count: event.storedCount, kind: event.kind, flags: event.flags))
    }

    /// Replaces the event at `position` (its view kept where it was when it is the same).
    mutating func replace(at position: Int, with event: TraceEvent) {
        makeUnique()
        let old = storage.packed[position]
        let viewReference = event.view == view(old.view) ? old.view : otherView(event.view)
        storage.payloads.append(Payload(text: event.text, detail: event.detail, change: event.change))
        storage.packed[position] = Packed(view: viewReference, payload: Int32(storage.payloads.count - 1),
                                          count: event.storedCount, kind: event.kind, flags: event.flags)
    }

    /// Sets the `wasted` bits of the event at `position`.
    @inline(__always)
    mutating func setWasted(_ wasted: Bool, at position: Int) {
        makeUnique()
        storage.packed[position].flags = (storage.packed[position].flags & ~TraceEvent.wastedMask) | (wasted ? 2 : 1)
    }

    /// At the step's end: when the events name no view by a position in the table they
    /// began with and the step made a new one (a first render), the views kept as paths
    /// that the new table holds in the same order become positions in it (a walk of both
    /// lists, no lookup); the others stay paths.
    mutating func finish(table newTable: ViewTable) {
        makeUnique()
        guard newTable !== storage.table, !storage.refersToTable, !storage.otherViews.isEmpty else { return }
        let paths = newTable.paths
        guard !newTable.repeatsPaths, !paths.isEmpty else { return }
        let others = storage.otherViews
        var kept: [String] = []
        var cursor = 0
        for index in storage.packed.indices {
            let reference = storage.packed[index].view
            guard reference < Self.noView else { continue }
            let path = others[Int(Self.noView - 1 - reference)]
            if cursor < paths.count, paths[cursor] == path {
                storage.packed[index].view = Int32(cursor)
                cursor += 1
            } else if cursor > 0, paths[cursor - 1] == path {
                storage.packed[index].view = Int32(cursor - 1)
            } else if let position = newTable.position(of: path) {
                storage.packed[index].view = Int32(position)
                cursor = position + 1
            } else {
                kept.append(path)
                storage.packed[index].view = Self.noView - Int32(kept.count)
            }
        }
        storage.table = newTable
        storage.otherViews = kept
        storage.refersToTable = true
    }
}

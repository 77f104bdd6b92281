/// The persistent storage of one view's dynamic properties, by property key, in the
/// order it was made.
///
/// A view has a handful of properties at most, so the entries are a short list searched
/// in order: a dictionary per view would cost more memory than everything it holds. Most
/// views with storage have one entry (an old row's `@ObservedObject`), and it is kept
/// inline, where an array of one would be an allocation of its own (64 bytes, 80 with
/// malloc's header) a view. 24 bytes, as the array was 8.
struct PropertyStorage {
    struct Entry {
        let key: String
        var storage: AnyObject
        /// Made for a property the trace names (`PropertySlot.storage`), as opposed to the
        /// graph's own retained values; only these are described when the view goes away.
        let isListed: Bool
    }

    /// The entries, by how many there are. (An enum of these cases takes 24 bytes: its
    /// case is kept in the spare bits of the reference.)
    fileprivate enum Contents {
        case none
        /// One entry, listed or not.
        case listed(key: String, storage: AnyObject)
        case unlisted(key: String, storage: AnyObject)
        /// Two or more (or, after a removal, fewer), in the order they were made.
        case many([Entry])
    }

    private var contents = Contents.none

    /// The entries, in the order they were made.
    var entries: Entries { Entries(contents: contents) }

    /// The entries of one view's storage, in the order they were made, without an array
    /// made for them.
    struct Entries: RandomAccessCollection {
        fileprivate let contents: Contents

        var startIndex: Int { 0 }
        var endIndex: Int {
            switch contents {
            case .none: 0
            case .listed, .unlisted: 1
            case .many(let entries): entries.count
            }
        }

        subscript(position: Int) -> Entry {
            switch contents {
            case .none: preconditionFailure("no entry at \(position)")
            case .listed(let key, let storage):
                precondition(position == 0, "one entry")
                return Entry(key: key, storage: storage, isListed: true)
            case .unlisted(let key, let storage):
                precondition(position == 0, "one entry")
                return Entry(key: key, storage: storage, isListed: false)
            case .many(let entries): return entries[position]
            }
        }
    }

    /// The storage kept for `key`. Setting a new key appends an unlisted entry.
    subscript(key: String) -> AnyObject? {
        get {
            switch contents {
            case .none: return nil
            case .listed(let found, let storage), .unlisted(let found, let storage): return found == key ? storage : nil
            case .many(let entries):
                for index in entries.indices where entries[index].key == key { return entries[index].storage }
                return nil
            }
        }
        set {
            switch contents {
            case .none:
                if let newValue { contents = .unlisted(key: key, storage: newValue) }
            case .listed(let found, _) where found == key:
                contents = newValue.map { .listed(key: key, storage: $0) } ?? .none
            case .unlisted(let found, _) where found == key:
                contents = newValue.map { .unlisted(key: key, storage: $0) } ?? .none
            case .listed, .unlisted:
                if let newValue { append(Entry(key: key, storage: newValue, isListed: false)) }
            case .many(var entries):
                contents = .none  // The array's only reference: changed in place.
                var index = 0
                while index < entries.count && entries[index].key != key { index += 1 }
                if index < entries.count {
                    if let newValue { entries[index].storage = newValue } else { entries.remove(at: index) }
                } else if let newValue {
                    entries.append(Entry(key: key, storage: newValue, isListed: false))
                }
                contents = .many(entries)
            }
        }
    }

    /// Adds storage for a property the trace names, after the ones made before it.
    mutating func add(_ storage: AnyObject, for key: String) {
        append(Entry(key: key, storage: storage, isListed: true))
    }

    private mutating func append(_ entry: Entry) {
        switch contents {
        case .none:
            contents = entry.isListed ? .listed(key: entry.key, storage: entry.storage)
                : .unlisted(key: entry.key, storage: entry.storage)
        case .listed, .unlisted:
            contents = .many([entries[0], entry])
        case .many(var entries):
            contents = .none  // The array's only reference: appended to in place.
            entries.append(entry)
            contents = .many(entries)
        }
    }

    /// The keys of the listed entries, in the order they were made.
    var listedKeys: [String] { entries.filter(\.isListed).map(\.key) }
}

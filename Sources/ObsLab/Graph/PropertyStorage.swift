/// The persistent storage of one view's dynamic properties, by property key, in the
/// order it was made.
///
/// A view has a handful of properties at most, so the entries are a short list searched
/// in order: a dictionary per view would cost more memory than everything it holds.
struct PropertyStorage {
    struct Entry {
        let key: String
        var storage: AnyObject
        /// Made for a property the trace names (`PropertySlot.storage`), as opposed to the
        /// graph's own retained values; only these are described when the view goes away.
        let isListed: Bool
    }

    private(set) var entries: [Entry] = []

    /// The storage kept for `key`. Setting a new key appends an unlisted entry.
    subscript(key: String) -> AnyObject? {
        get { entries.first { $0.key == key }?.storage }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].storage = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(Entry(key: key, storage: newValue, isListed: false))
            }
        }
    }

    /// Adds storage for a property the trace names, after the ones made before it.
    mutating func add(_ storage: AnyObject, for key: String) {
        entries.append(Entry(key: key, storage: storage, isListed: true))
    }

    /// The keys of the listed entries, in the order they were made.
    var listedKeys: [String] { entries.filter(\.isListed).map(\.key) }
}

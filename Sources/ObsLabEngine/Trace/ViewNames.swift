import ObsLab

/// The names a trace gives views: the last component of each path (`Row[3]` for
/// `ContentView/List/Row[3]`), or the whole path where that component is shared.
///
/// Kept small for a step of a hundred thousand views: no table of names by path. Which
/// components are shared is worked out once, with an open table of 8 bytes a bucket (an
/// index and a hash); each name is then cut from its path when asked, as a line is made.
/// Usually no component is shared, and the set of shared ones is empty.
struct ViewNames {
    /// The last path components that stand for more than one view, shown as whole paths.
    private let shared: Set<String>
    /// The last name asked for, asked again for a view's next line.
    private var last: (path: String, name: String, width: Int)?

    /// The names of the views among `count` paths (`path(i)`, nil: no view); a component
    /// is shared when two different paths end with it, or, when `countsRepeats`, when it
    /// occurs twice at all (a table that lists a path twice names it by path).
    init(count: Int, countsRepeats: Bool, path: (Int) -> String?) {
        shared = Self.sharedComponents(count: count, countsRepeats: countsRepeats, path: path)
    }

    /// The name shown for the view at `path` and its width in characters.
    mutating func name(of path: String) -> (name: String, width: Int) {
        if let last, last.path == path { return (last.name, last.width) }
        var name = ViewPath.lastComponent(of: path)
        if !shared.isEmpty && shared.contains(name) { name = path }
        let found = (name, Self.width(of: name))
        last = (path, found.0, found.1)
        return found
    }

    /// Whether no two views share a name (then every name is a last path component).
    var isUnshared: Bool { shared.isEmpty }

    /// `text.count`, counted as bytes when every byte is a character of its own (ASCII
    /// without a carriage return, which a line feed after it joins).
    static func width(of text: String) -> Int {
        var text = text
        let bytes: Int? = text.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
            return bytes.count
        }
        return bytes ?? text.count
    }

    /// The components shared among `count` paths. A path repeated right after itself is
    /// looked at once unless `countsRepeats` (a view's events mostly come together).
    private static func sharedComponents(count: Int, countsRepeats: Bool, path: (Int) -> String?) -> Set<String> {
        // Room for the distinct paths: counted first, without hashing.
        var distinct = 0
        var previous: String?
        for index in 0..<count {
            guard let view = path(index) else { continue }
            if !countsRepeats && view == previous { continue }
            previous = view
            distinct += 1
        }
        var size = 16
        while size < distinct * 2 { size *= 2 }
        let mask = size - 1
        // A bucket holds the index of the first path with its component (plus one; 0:
        // empty) in its low 32 bits and the component's hash's high 32 bits above them.
        var buckets = [UInt64](repeating: 0, count: size)
        var shared: Set<String> = []
        previous = nil
        for index in 0..<count {
            guard let view = path(index) else { continue }
            if !countsRepeats && view == previous { continue }
            previous = view
            let name = ViewPath.lastComponent(of: view)
            let hash = UInt64(UInt(bitPattern: name.hashValue))
            let tag = hash & 0xFFFF_FFFF_0000_0000
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let bucket = buckets[slot]
                if bucket == 0 {
                    buckets[slot] = tag | UInt64(index + 1)
                    break
                }
                if bucket & 0xFFFF_FFFF_0000_0000 == tag, let first = path(Int(bucket & 0xFFFF_FFFF) - 1),
                   ViewPath.lastComponent(of: first) == name {
                    if countsRepeats || first != view { shared.insert(name) }
                    break
                }
                slot = (slot + 1) & mask
            }
        }
        return shared
    }
}

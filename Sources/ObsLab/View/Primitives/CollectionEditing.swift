import Foundation

// The collection helpers SwiftUI adds for `onDelete` and `onMove`.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (what `.onDelete` hands its action).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// Moves the elements at `source` to before the element at `destination` (what
    /// `.onMove` hands its action).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.count(in: 0..<destination)
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}

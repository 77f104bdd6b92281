/// The names of the objects a step saw for the first time, in the order they were named
/// (`Model#2`), kept as runs of one type's consecutive numbers and written out when read.
///
/// A first render of 100,000 rows, each with its model, names `Player#1` to
/// `Player#100000`: one run here, where a list of the names took 16 bytes a row.
package struct CreatedObjectNames: RandomAccessCollection, Equatable, Sendable {
    /// Names `typeName#first` to `typeName#(first + count - 1)`.
    private struct Run: Equatable, Sendable {
        let typeName: String
        let first: Int
        var count: Int
    }

    private var runs: [Run] = []
    /// The position of each run's first name.
    private var starts: [Int] = []
    package private(set) var endIndex = 0

    package init() {}

    package var startIndex: Int { 0 }

    package subscript(position: Int) -> String {
        precondition(position >= 0 && position < endIndex, "Index out of range")
        // The last run whose start is at or before `position`.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        let run = runs[low]
        return ObjectRegistry.name(run.typeName, run.first + position - starts[low])
    }

    /// Adds the name `typeName#number` after the others.
    mutating func append(typeName: String, number: Int) {
        if let last = runs.indices.last, runs[last].typeName == typeName,
           runs[last].first + runs[last].count == number {
            runs[last].count += 1
        } else {
            runs.append(Run(typeName: typeName, first: number, count: 1))
            starts.append(endIndex)
        }
        endIndex += 1
    }
}

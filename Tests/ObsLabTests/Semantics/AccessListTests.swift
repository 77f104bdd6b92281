import Testing
@testable import ObsLab
@testable import ObsLabEngine

// The access list behind `deps` and a change's attribution is read without reflection
// once its layout is confirmed; it must say exactly what reflection says.
@MainActor
@Suite struct AccessListReading {
    @Observable final class Pair {
        var left = 1
        var right = "r"
        var unread = false
    }

    struct Reader: View {
        let first: Pair
        let second: Pair
        var body: some View { Text("\(first.left) \(first.right) \(second.right)") }
    }

    @Test func theFastReaderAgreesWithReflection() throws {
        let first = Pair(), second = Pair()
        let harness = Harness(Reader(first: first, second: second))
        for _ in 0..<2 {
            let node = try harness.graph.view(named: "Reader")
            let registration = try #require(node.trackingRegistration)
            let fast = registration.reads
            #expect(fast == registration.readsThroughReflection)
            #expect(fast.count == 2)
            #expect(fast.values.map(\.count).sorted() == [1, 2])
            harness.act { first.left += 1 }
        }
        // Swift 6.3.1 on Linux: the layout is the one the fast reader expects.
        #expect(AccessListReader.readsWithoutReflection)
    }

    struct Switching: View {
        let pair: Pair
        var body: some View { Text(pair.unread ? pair.right : "\(pair.left)") }
    }

    // A body that reads what it read last time keeps its registration; one that reads
    // something else gets a new one, and stops hearing about what it no longer reads.
    @Test func aRegistrationIsKeptOnlyForTheSameReads() throws {
        let pair = Pair()
        let harness = Harness(Switching(pair: pair))
        let first = try #require(try harness.graph.view(named: "Switching").trackingRegistration)
        #expect(harness.act { pair.left += 1 }.runs("Switching") == 1)
        #expect(try harness.graph.view(named: "Switching").trackingRegistration === first)
        #expect(harness.act { pair.unread = true }.runs("Switching") == 1)
        #expect(try harness.graph.view(named: "Switching").trackingRegistration !== first)
        #expect(harness.act { pair.left += 1 }.runs("Switching") == 0)
        #expect(harness.act { pair.right = "changed" }.runs("Switching") == 1)
    }

    // Key paths are compared as `==` does, whatever the cache of answers holds.
    @Test func keyPathsCompareAsEqualityDoes() {
        let paths: [AnyKeyPath] = [\Pair.left, \Pair.right, \Pair.unread, \Reader.first, \Pair.left, \Pair.right,
                                   \Reader.second, \Pair.unread]
        for _ in 0..<3 {
            for first in paths {
                for second in paths { #expect(KeyPathEquality.equal(first, second) == (first == second)) }
            }
        }
    }
}

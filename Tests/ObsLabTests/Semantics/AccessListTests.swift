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
}

import Testing
@testable import ObsLab
import ObsLabFoundation

/// A view holding an `ObservableObject` keeps one object for it: its storage, which is its
/// subscription to `objectWillChange` too; and a view's storage keeps its first entry
/// without an array. These rules keep that small without changing what the lab reports.
@MainActor
@Suite struct HeldObjectStorageRules {
    final class Model: ObservableObject {
        @Published var count = 0
    }

    struct Holder: View {
        @ObservedObject var model: Model
        var body: some View { Text("count \(model.count)") }
    }

    /// Whether two references are one object (outside `#expect`, whose expansion of `===`
    /// between an optional `AnyObject` and a class crashes the compiler).
    private func same(_ one: AnyObject?, _ other: AnyObject?) -> Bool { one === other }

    @Test func aHoldersStorageIsItsSubscriptionAndGoesWithItsGraph() throws {
        let model = Model()
        weak var kept: HeldObjectStorage?
        weak var keptNode: ViewNode?
        do {
            let graph = ViewGraph(root: Holder(model: model))
            graph.mount()
            let node = try #require(graph.root)
            let storage = try #require(node.storage.entries.first?.storage as? HeldObjectStorage)
            #expect(node.storage.entries.count == 1)
            #expect(same(storage.object, model))
            #expect(storage.isSubscribed)
            #expect(node.publisherSubscriptions.count == 1 && same(node.publisherSubscriptions["_model"], storage))
            let step = graph.perform("count") { model.count = 1 }
            #expect(step.runs("Holder") == 1)
            kept = storage
            keptNode = node
        }
        // The publisher holds the small subscriber, not the storage: the graph, its views and
        // their storage go, and the subscription is cancelled as it goes.
        #expect(kept == nil)
        #expect(keptNode == nil)
        model.count = 2  // Would reach a view that is gone if the subscription were left.
        #expect(model.count == 2)
    }

    /// An object whose own `objectWillChange` hands its subscribers a subscription that is
    /// a struct, and notes when one is cancelled.
    final class StructPublisherModel: ObservableObject {
        /// The subscribers, by number, until their subscription is cancelled.
        final class Listeners {
            var active: [Int: () -> Void] = [:]
            var made = 0
            var cancels = 0
        }

        struct Changes: Publisher {
            typealias Output = Void
            typealias Failure = Never
            let listeners: Listeners

            func receive<Downstream: Subscriber>(subscriber: Downstream)
                where Downstream.Input == Void, Downstream.Failure == Never
            {
                listeners.made += 1
                let number = listeners.made
                listeners.active[number] = { _ = subscriber.receive(()) }
                subscriber.receive(subscription: Ticket(listeners: listeners, number: number))
            }
        }

        struct Ticket: Subscription {
            let listeners: Listeners
            let number: Int
            let combineIdentifier = CombineIdentifier()
            func request(_: Subscribers.Demand) {}
            func cancel() {
                listeners.cancels += 1
                listeners.active[number] = nil
            }
        }

        let listeners = Listeners()
        var objectWillChange: Changes { Changes(listeners: listeners) }

        func send() {
            for number in listeners.active.keys.sorted() { listeners.active[number]?() }
        }
    }

    struct StructHolder: View {
        @ObservedObject var model: StructPublisherModel
        var body: some View { Text("struct holder") }
    }

    struct Switch: View {
        let model: StructPublisherModel
        @State var shows = true
        var body: some View {
            VStack {
                Button("Toggle") { shows.toggle() }
                if shows { StructHolder(model: model) }
            }
        }
    }

    @Test func aSubscriptionThatIsNotAClassIsKeptAndCancelledWhenItsViewGoes() {
        let model = StructPublisherModel()
        let harness = Harness(Switch(model: model))
        let sent = harness.act { model.send() }
        #expect(sent.runs("StructHolder") == 1)
        #expect(model.listeners.cancels == 0)
        let toggled = harness.tap("Toggle")
        #expect(toggled.events(.storageDestroyed).count == 1)
        #expect(model.listeners.cancels == 1)
        let after = harness.act { model.send() }
        #expect(after.runs("StructHolder") == 0 && after.events(.emission).isEmpty)
    }

    @Test func propertyStorageKeepsOneEntryInlineAndMoreInOrder() {
        #expect(MemoryLayout<PropertyStorage>.size == 24)
        let a = Model(), b = Model(), c = Model()
        var storage = PropertyStorage()
        #expect(storage.entries.isEmpty && storage["_a"] == nil)
        storage.add(a, for: "_a")
        #expect(storage.entries.count == 1 && same(storage["_a"], a) && storage["_b"] == nil)
        #expect(storage.listedKeys == ["_a"])
        storage["_a"] = b  // Replaced, still listed.
        #expect(same(storage["_a"], b) && storage.listedKeys == ["_a"])
        storage["_retained"] = c  // A new key: unlisted, after the first.
        storage.add(a, for: "_c")
        #expect(storage.entries.map(\.key) == ["_a", "_retained", "_c"])
        #expect(storage.entries.map(\.isListed) == [true, false, true])
        #expect(storage.listedKeys == ["_a", "_c"])
        #expect(same(storage["_retained"], c) && same(storage["_c"], a))
        storage["_a"] = nil
        #expect(storage.entries.map(\.key) == ["_retained", "_c"] && storage["_a"] == nil)
        storage["_retained"] = a
        #expect(same(storage["_retained"], a) && storage.listedKeys == ["_c"])

        var unlisted = PropertyStorage()
        unlisted["_box"] = a
        #expect(unlisted.entries.map(\.isListed) == [false] && unlisted.listedKeys.isEmpty && same(unlisted["_box"], a))
        unlisted["_other"] = nil  // Removing what is not there changes nothing.
        #expect(unlisted.entries.count == 1)
        unlisted["_box"] = nil
        #expect(unlisted.entries.isEmpty)
    }
}

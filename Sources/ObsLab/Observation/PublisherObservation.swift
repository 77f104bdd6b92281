import ObsLabFoundation
import OpenCombine

/// One view's subscription to one object's `objectWillChange`, through OpenCombine.
///
/// It is the view's storage for the object property too (`HeldObjectStorage`, its
/// subclass): one object a holder (69 bytes, an 80-byte chunk), where the storage, the
/// subscription and its subscriber were three (32, 80 and 64 bytes). The publisher holds a
/// `HolderSubscriber` (24 bytes) that leads back here, not the subscription itself: the
/// subscription goes with its view's storage, and cancels the publisher's side as it goes,
/// also when a graph is let go without destroying its views.
@MainActor
package class PublisherSubscription {
    // Stored in this order: the references first, then the emission in 32 bits and the flag.
    package let object: AnyObject
    /// The subscription OpenCombine's publisher handed to the `HolderSubscriber` (a class;
    /// one that is not is kept in an `UpstreamBox`), cancelled when this subscription is
    /// cancelled or goes. Set on the main actor, inside `PublisherObservation.subscribe`,
    /// and read in `deinit` once nothing else holds the subscription. Kept as an object,
    /// 8 bytes (`any Subscription` takes 40, a class-bound existential 16), and found again
    /// as a `Cancellable` when cancelled.
    nonisolated(unsafe) private var upstream: AnyObject?
    /// The holder, as its token, and the observation an emission goes to. Unowned, as the
    /// graph is: the node's storage is the subscription, which is cancelled when the node
    /// is destroyed and goes with it. (A weak reference would give every holder a side
    /// table, and every retain and release of its node, a few dozen an update, the slow path.)
    fileprivate unowned let node: ViewNode
    fileprivate let token: String
    fileprivate unowned let observation: PublisherObservation
    /// The emission this holder was last notified of (`OpenEmission.serial`; 0: none).
    /// Each subscription is notified once per emission, so a second notification within
    /// the open one means a second emission began.
    @exclusivity(unchecked) fileprivate var lastEmission: Int32 = 0
    /// Whether the observation counts this subscription among the object's holders: from
    /// `PublisherObservation.subscribe` to `PublisherObservation.cancel` (or `end()`).
    package fileprivate(set) var isSubscribed = false

    /// A subscription of `node` (as `token`) to `object`, to be made by `subscribe(to:)`.
    init(object: AnyObject, node: ViewNode, token: String, observation: PublisherObservation) {
        self.object = object
        self.node = node
        self.token = token
        self.observation = observation
    }

    deinit { cancelUpstream() }

    /// Subscribes the holder to `object`'s `objectWillChange`: `object` is the subscription's.
    func subscribe<Object: ObservableObject>(to object: Object) { observation.subscribe(self, to: object) }

    /// Ends the subscription at the publisher without telling the observation: what goes
    /// with a subscription that goes (`deinit`), and what is left once the observation
    /// cancelled it (nothing).
    func end() {
        cancelUpstream()
        upstream = nil
        isSubscribed = false
    }

    /// Keeps the subscription the publisher handed over (`HolderSubscriber`).
    fileprivate nonisolated func keep(_ subscription: any Subscription) {
        upstream = Self.object(of: subscription)  // The existential opened: its type is known.
    }

    /// `subscription` as an object: itself when it is one (its type checked, no conformance
    /// looked up, and not `as AnyObject`, which bridges at ~2.6k instructions), or a box.
    private nonisolated static func object<Upstream: Subscription>(of subscription: Upstream) -> AnyObject {
        Upstream.self is AnyClass ? unsafeBitCast(subscription, to: AnyObject.self) : UpstreamBox(subscription)
    }

    /// Cancels the publisher's subscription, found again as the `Cancellable` it was kept
    /// as (a conformance lookup, once a holder, as it is cancelled).
    private nonisolated func cancelUpstream() { (upstream as? any Cancellable)?.cancel() }

    /// An emission of the object reached this holder.
    fileprivate static func notified(_ subscription: PublisherSubscription, _: Void) {
        guard subscription.node.isAlive else { return }
        subscription.observation.holderNotified(subscription)
    }
}

/// What a view holding an `ObservableObject` subscribes to its `objectWillChange` with, as
/// SwiftUI subscribes with a subscriber of its own: it asks for every value and hands each
/// to its holder on the main actor. OpenCombine's `Sink` would do the same with two locks
/// and a closure of its own (about 230 bytes a holder, and two locks taken a send).
///
/// The publisher holds it for as long as the subscription lasts. It holds nothing but its
/// holder, unowned: the holder keeps the publisher's subscription, and cancels it (and so
/// lets this subscriber go) when it is cancelled or goes.
private final class HolderSubscriber<Input>: Subscriber {
    typealias Failure = Never

    private unowned let holder: PublisherSubscription

    init(_ holder: PublisherSubscription) { self.holder = holder }

    /// Called once, when the publisher accepts the subscriber (on the main actor, inside
    /// `PublisherObservation.subscribe`).
    func receive(subscription: any Subscription) {
        holder.keep(subscription)
        subscription.request(.unlimited)
    }

    /// Sent on the thread that changed the object: the lab's changes are made on the main
    /// actor, and anywhere else the program stops with the runtime's trap.
    func receive(_ input: Input) -> Subscribers.Demand {
        MainActor.runIsolatedCallback(PublisherSubscription.notified, holder, ())
        return .none
    }

    /// A publisher that finishes: nothing more to hear.
    func receive(completion: Subscribers.Completion<Never>) {}
}

/// A publisher's subscription that is not a class (an object's own `objectWillChange` may
/// hand out one), kept where `PublisherSubscription.upstream` keeps an object.
private final class UpstreamBox: Cancellable {
    private let subscription: any Subscription

    init(_ subscription: any Subscription) { self.subscription = subscription }

    func cancel() { subscription.cancel() }
}

/// Publisher-style observation: every view holding an `ObservableObject` subscribes to
/// its `objectWillChange`, and every emission invalidates every holder, whatever its
/// body reads.
///
/// To say *which* `@Published` property fired, the lab also subscribes to each
/// `@Published` property's own publisher. OpenCombine's `Published` sends
/// `objectWillChange` first and then the property's new value, both in `willSet`
/// (before the value is stored), so an emission followed by a property value belongs to
/// that property; an emission followed by none was a manual `objectWillChange.send()`.
@MainActor
final class PublisherObservation {
    private unowned let graph: ViewGraph
    private var monitors: [ObjectIdentifier: PublishedPropertyMonitor] = [:]
    private var openEmissions: [ObjectIdentifier: OpenEmission] = [:]
    private var openOrder: [ObjectIdentifier] = []
    /// Per object, the tree order of its holders at its last emission (docs/rules/holder-order.md).
    private var holderOrders: [ObjectIdentifier: HolderOrder] = [:]

    /// The holders of one emission as they were notified, and the tree order found for them.
    private struct HolderOrder {
        /// The holders' nodes, in the order the publisher notified them.
        let notified: [ObjectIdentifier]
        /// Positions in `notified`, in tree order.
        let order: [Int]
        /// `ViewGraph.moves` when the order was found.
        let moves: Int
    }

    /// The open emission last notified to a holder: an object's holders come one after another.
    /// Only ever read and assigned whole: no run-time exclusivity check.
    @exclusivity(unchecked) private var lastOpen: OpenEmission?
    /// Numbers the emissions (`PublisherSubscription.lastEmission`), in 32 bits: a holder is
    /// only compared with its own object's open emission, so wrapping past 2^32 would take
    /// that many emissions between two of the holder's own to matter.
    private var emissionSerial: Int32 = 0

    private final class OpenEmission {
        let object: AnyObject
        let serial: Int32
        /// Appended to by `holderNotified` alone, nothing else touching it meanwhile: unchecked.
        @exclusivity(unchecked) var holders: [(node: ViewNode, token: String)] = []
        init(object: AnyObject, serial: Int32, holders: Int) {
            self.object = object
            self.serial = serial
            self.holders.reserveCapacity(holders)
        }
    }

    init(graph: ViewGraph) { self.graph = graph }

    /// Subscribes `subscription`'s node (as its token) to `object`'s `objectWillChange`:
    /// `object` is the subscription's object, and the subscription is not subscribed yet.
    func subscribe<Object: ObservableObject>(_ subscription: PublisherSubscription, to object: Object) {
        precondition(subscription.object === object && !subscription.isSubscribed && subscription.observation === self,
                     "a subscription is made once, by its own observation, to its own object")
        subscription.isSubscribed = true
        let id = ObjectIdentifier(object)
        holderOrders[id] = nil
        let monitor: PublishedPropertyMonitor
        if let existing = monitors[id] {
            monitor = existing
        } else {
            monitor = PublishedPropertyMonitor(object: object) { [unowned self] property, changed in
                self.propertyWillChange(of: id, property: property, changed: changed)
            }
            monitors[id] = monitor
        }
        monitor.holders += 1
        objectWillChange(of: object, monitor: monitor)
            .subscribe(HolderSubscriber<Object.ObjectWillChangePublisher.Output>(subscription))
    }

    /// `object.objectWillChange`, asked once per object while it has holders when it is the
    /// default publisher (the same one on every access: docs/rules/object-will-change.md),
    /// which reflects on the object at every access (~38k instructions a holder, most of
    /// loading 10,000 rows that share one model). An object's own `objectWillChange` is
    /// asked for every holder, as before. The holders keep the object alive while the
    /// monitor keeps the publisher, so the object's identifier is not reused meanwhile.
    private func objectWillChange<Object: ObservableObject>(of object: Object, monitor: PublishedPropertyMonitor)
        -> Object.ObjectWillChangePublisher
    {
        guard Object.ObjectWillChangePublisher.self == ObservableObjectPublisher.self else {
            return object.objectWillChange
        }
        if let stable = monitor.stableObjectWillChange {
            return unsafeBitCast(stable, to: Object.ObjectWillChangePublisher.self)
        }
        let publisher = object.objectWillChange
        if !monitor.hasOwnObjectWillChange {
            if StableObjectWillChange.isDefault(of: type(of: object)),
               let stable = publisher as? ObservableObjectPublisher {
                monitor.stableObjectWillChange = stable
            } else {
                monitor.hasOwnObjectWillChange = true
            }
        }
        return publisher
    }

    /// Cancels `subscription`: the object has one holder less (none when it was not subscribed).
    func cancel(_ subscription: PublisherSubscription) {
        guard subscription.isSubscribed else { return }
        subscription.end()
        let id = ObjectIdentifier(subscription.object)
        holderOrders[id] = nil
        guard let monitor = monitors[id] else { return }
        monitor.holders -= 1
        if monitor.holders == 0 {
            monitor.cancel()
            monitors[id] = nil
        }
    }

    fileprivate func holderNotified(_ subscription: PublisherSubscription) {
        let object = subscription.object, node = subscription.node, token = subscription.token
        let id = ObjectIdentifier(object)
        let open: OpenEmission?
        if let last = lastOpen, last.object === object {
            open = last
        } else {
            open = openEmissions[id]
            lastOpen = open
        }
        if let open {
            if subscription.lastEmission != open.serial {
                subscription.lastEmission = open.serial
                open.holders.append((node, token))
                return
            }
            // The same holder twice means a second emission began: the first had no property.
            close(id, property: nil, changed: nil)
        }
        // Room for every subscription to the object: each is notified once per emission.
        emissionSerial &+= 1
        let emission = OpenEmission(object: object, serial: emissionSerial, holders: monitors[id]?.holders ?? 1)
        openEmissions[id] = emission
        lastOpen = emission
        openOrder.append(id)
        if graph.isEvaluatingBody {
            graph.recorder.record(TraceEvent(
                kind: .warning,
                detail: .swiftUIMessage(
                    "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")))
        }
        emission.holders.append((node, token))
        subscription.lastEmission = emission.serial
    }

    private func propertyWillChange(of id: ObjectIdentifier, property: String, changed: Bool) {
        guard openEmissions[id] != nil else { return }
        close(id, property: property, changed: changed)
    }

    /// Emissions no `@Published` property claimed were sent by hand.
    func closeOpenEmissions() {
        for id in openOrder where openEmissions[id] != nil {
            close(id, property: nil, changed: nil)
        }
        openOrder = []
    }

    private func close(_ id: ObjectIdentifier, property: String?, changed: Bool?) {
        guard let emission = openEmissions.removeValue(forKey: id) else { return }
        if lastOpen === emission { lastOpen = nil }
        openOrder.removeAll { $0 == id }
        let name = graph.objects.name(of: emission.object)
        let what: TraceDetail.Emission
        if let property {
            what = changed == true ? .willChange(property: property) : .setToEqualValue(property: property)
        } else {
            what = .sentByHand
        }
        graph.recorder.record(TraceEvent(kind: .emission, object: name, property: property, detail: .emission(what),
                                         valueChanged: changed))
        let detail = TraceDetail.objectWillChange(object: name, what)
        // In tree order; equal nodes (one view holding the object twice) keep their order.
        // The graph is held unowned: loaded once, not once per holder.
        let graph = self.graph
        let holders = emission.holders
        for index in treeOrder(of: holders, object: id) {
            let holder = holders[index]
            graph.invalidate(holder.node, InvalidationCause(token: .property(holder.token), detail: detail))
        }
    }

    /// The positions of `holders` in tree order, as `ViewNode.treeOrder` finds them. The
    /// publisher notifies its holders in the same order until one subscribes or cancels,
    /// so the order found at the object's last emission is used again when the same nodes
    /// were notified in the same order and no view of the graph has moved since (rows can
    /// move without subscribing again); otherwise the holders are sorted and that order kept.
    private func treeOrder(of holders: [(node: ViewNode, token: String)], object id: ObjectIdentifier) -> [Int] {
        if let cached = holderOrders[id], cached.moves == graph.moves, cached.notified.count == holders.count,
           Self.sameNodes(holders, as: cached.notified) {
            return cached.order
        }
        let order = ViewNode.treeOrder(of: holders.map(\.node))
        if holders.count > 1 {
            holderOrders[id] = HolderOrder(notified: holders.map { ObjectIdentifier($0.node) }, order: order,
                                           moves: graph.moves)
        }
        return order
    }

    /// Whether `holders` are the nodes of `notified`, in the same order (a loop, not
    /// `allSatisfy`, whose closure checks the main actor on every call).
    private static func sameNodes(_ holders: [(node: ViewNode, token: String)], as notified: [ObjectIdentifier]) -> Bool {
        for index in holders.indices where ObjectIdentifier(holders[index].node) != notified[index] { return false }
        return true
    }

    /// Whether an order of `object`'s holders is remembered for its next emission.
    func remembersHolderOrder(of object: AnyObject) -> Bool { holderOrders[ObjectIdentifier(object)] != nil }
}

/// Watches each `@Published` property of one object, to attribute its emissions.
@MainActor
final class PublishedPropertyMonitor {
    var holders = 0
    /// The object's default `objectWillChange`, once a holder has asked for it.
    var stableObjectWillChange: ObservableObjectPublisher?
    /// Whether the object's `objectWillChange` is its own, not the default: asked for every holder.
    var hasOwnObjectWillChange = false
    private var cancellables: [AnyCancellable] = []

    init(object: AnyObject, onWillChange: @escaping @MainActor (String, Bool) -> Void) {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, let published = child.value as? any PublishedField else { continue }
                let name = StoredFields.propertyName(label)
                cancellables.append(published.observeWillChange { changed in
                    MainActor.assumeIsolated { onWillChange(name, changed) }
                })
            }
            mirror = current.superclassMirror
        }
    }

    func cancel() {
        for cancellable in cancellables { cancellable.cancel() }
        cancellables = []
    }
}

/// A `@Published` property seen through reflection.
protocol PublishedField {
    /// Calls `handler` in the property's `willSet` with whether the value differs.
    func observeWillChange(_ handler: @escaping (Bool) -> Void) -> AnyCancellable
}

extension Published: PublishedField {
    func observeWillChange(_ handler: @escaping (Bool) -> Void) -> AnyCancellable {
        // `Published` keeps its publisher in a shared box, so a reflected copy reaches it.
        var copy = self
        var last: Value?
        var isFirst = true
        return copy.projectedValue.sink { value in
            defer { last = value }
            if isFirst {
                isFirst = false
                return
            }
            let changed = last.map { !ValueComparison.equal($0, value) } ?? true
            handler(changed)
        }
    }
}

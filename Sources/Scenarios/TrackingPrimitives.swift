import ObsLab
import ObsLabEngine

// The primitives under the view layer, used directly: no view observes the product;
// each callback writes one line to the console's `@State`, and the trace shows every
// line it writes (`Console._lastLine: "…" → "…"`).
//
// Old (OpenCombine): `objectWillChange` fires in the `willSet` of every `@Published`
// property, so a sink that reads the property still sees the old value; a `$price`
// sink receives the new value, also before it is stored, and receives the current
// value as soon as it subscribes. Both fire for every set, equal values included
// (SEMANTICS.md §3; for `$price`, see also
// https://christiantietze.de/posts/2022/08/rely-on-published-property-wrapper-events-not-the-observed-object/).
//
// New (Observation): `withObservationTracking(_:onChange:)` tracks what `apply` read
// and calls `onChange` once, in the `willSet` of the first change, before the value is
// stored; then the registration is gone, and nothing fires until you track again (the
// sources re-register from a `Task` in `onChange`, because the value isn't stored yet
// when it runs). An equal write is not a change (Swift 6.2 and later). SEMANTICS.md §4.
//
// `Observations` (SE-0475) is the didSet-side counterpart: an async sequence that
// yields after a transaction, once for several changes made together (Apple's
// documentation: transactions run "from the willSet of the first mutation to the next
// suspension point", https://developer.apple.com/documentation/observation/observations). It needs a
// task to iterate it: the new variant starts one, and the lab lets tasks run after each
// action (`startsTasks`), so the sequence's yields show up in the same step.

enum TrackingPrimitivesOld {
    final class Product: ObservableObject {
        @Published var price = 1
    }

    final class SubscriptionBag {
        var cancellables: [AnyCancellable] = []
    }

    struct Console: View {
        let product: Product     // a plain let: no view subscribes to the product
        @State private var bag = SubscriptionBag()
        @State private var lastLine = "(nothing yet)"

        var body: some View {
            VStack {
                Text(lastLine)
                Button("Start observing") { startObserving() }
                Button("Set price to 2") { product.price = 2 }
                Button("Set price to 3") { product.price = 3 }
                Button("Set price to 3 again") { product.price = 3 }
                Button("Change price twice") {
                    product.price = 10
                    product.price = 20
                }
            }
        }

        private func log(_ line: String) { lastLine = line }

        private func startObserving() {
            bag.cancellables = [
                product.objectWillChange.sink { _ in
                    log("objectWillChange fired; price still reads \(product.price)")
                },
                product.$price.sink { value in
                    log("$price sink received \(value); price still reads \(product.price)")
                },
            ]
        }
    }
}

enum TrackingPrimitivesNew {
    @Observable final class Product {
        var price = 1
    }

    struct Console: View {
        let product: Product     // a plain let, never read by the body: no view tracks it
        @State private var lastLine = "(nothing yet)"

        var body: some View {
            VStack {
                Text(lastLine)
                Button("Start observing") { startObserving() }
                Button("Set price to 2") { product.price = 2 }
                Button("Set price to 3") { product.price = 3 }
                Button("Set price to 3 again") { product.price = 3 }
                Button("Change price twice") {
                    product.price = 10
                    product.price = 20
                }
                Button("Start the Observations sequence") { startSequence() }
            }
        }

        private func log(_ line: String) { lastLine = line }

        private func startObserving() {
            let price = withObservationTracking {
                product.price
            } onChange: {
                MainActor.assumeIsolated {
                    log("onChange fired; price still reads \(product.price)")
                }
            }
            log("tracking: apply read price = \(price)")
        }

        private func startSequence() {
            let product = product
            Task {
                for await price in Observations({ product.price }) {
                    log("Observations yielded price = \(price)")
                }
            }
        }
    }
}

extension BuiltInCatalog {
    static let trackingPrimitives = Scenario(
        id: "tracking-primitives",
        title: "Observation primitives without views",
        summary: """
            The primitives under the views: objectWillChange and a $price sink fire on every set \
            before the change, withObservationTracking fires once before the change, and \
            Observations yields after it. Each callback writes a console line.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "objectWillChange and a $price sink (OpenCombine)",
                            module: TrackingPrimitivesOld.self) { _ in
                TrackingPrimitivesOld.Console(product: TrackingPrimitivesOld.Product())
            },
            ScenarioVariant(ScenarioVariant.new, description: "withObservationTracking and Observations",
                            startsTasks: true, module: TrackingPrimitivesNew.self) { _ in
                TrackingPrimitivesNew.Console(product: TrackingPrimitivesNew.Product())
            },
        ],
        script: """
            tap "Start observing"
            # A $price sink receives the current value at once.
            expect old event "$price sink received 1; price still reads 1"
            expect new event "tracking: apply read price = 1"
            tap "Set price to 2"
            # Everything fires before the new value is stored.
            expect old event "objectWillChange fired; price still reads 1"
            expect old event "$price sink received 2; price still reads 1"
            expect new event "onChange fired; price still reads 1"
            # One update of the console, however many lines were written.
            expect Console runs 1 reason "_lastLine changed."
            # The tracking registration fired once and is gone.
            tap "Set price to 3"
            expect old event "$price sink received 3; price still reads 2"
            expect new Console runs 0
            # Register again.
            tap "Start observing"
            expect new event "tracking: apply read price = 3"
            # An equal value: the publishers fire, Observation doesn't.
            tap "Set price to 3 again"
            expect old event "objectWillChange fired; price still reads 3"
            expect new Console runs 0
            # Two changes in one action: the publishers fire for each; onChange once, at the first.
            tap "Change price twice"
            expect old event "$price sink received 10; price still reads 3"
            expect old event "$price sink received 20; price still reads 10"
            expect new event "onChange fired; price still reads 3"
            # Observations (SE-0475) runs in a task and yields after a change: first the
            # current value, then once per transaction, with the value after it.
            tap "Start the Observations sequence"
            expect new event "Observations yielded price = 20"
            tap "Set price to 3"
            expect new event "Observations yielded price = 3"
            # Two writes in one action, one yield, with the last value: 10 is never seen.
            tap "Change price twice"
            expect new event "yielded price = 3\\" → \\"Observations yielded price = 20"
            expect new Console runs 1
            """)
}

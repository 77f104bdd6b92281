import ObsLab
import ObsLabEngine

// A view that holds the model but reads nothing from it still re-runs on every change
// with ObservableObject: the subscription is to the whole object's `objectWillChange`,
// not to what the body reads (SEMANTICS.md §3, gotcha 5). With `@Observable`, only
// properties read during a body become dependencies (§4), and reads inside a button's
// action are not reads of the body.
//
// The screen owns the model and only uses it in a button's action; the header holds the
// model (say, to pass it on later) and shows a fixed title; the badge reads the orders.
// This is the food truck of the sources' single-view example, where a view showing the
// donuts re-ran when an order was added.

enum UnreadPublishedOld {
    final class TruckModel: ObservableObject {
        @Published var orders: [String] = []
        @Published var donuts = ["Glazed", "Chocolate"]
    }

    struct TruckScreen: View {
        @StateObject private var model = TruckModel()

        var body: some View {
            VStack {
                Header(model: model)
                OrderBadge(model: model)
                Button("Add order") { model.orders.append("Order \(model.orders.count + 1)") }
            }
        }
    }

    struct Header: View {
        @ObservedObject var model: TruckModel

        var body: some View {
            Text("Donut Truck")
        }
    }

    struct OrderBadge: View {
        @ObservedObject var model: TruckModel

        var body: some View {
            Text("\(model.orders.count) orders")
        }
    }
}

enum UnreadPublishedNew {
    @Observable final class TruckModel {
        var orders: [String] = []
        var donuts = ["Glazed", "Chocolate"]
    }

    struct TruckScreen: View {
        @State private var model = TruckModel()

        var body: some View {
            VStack {
                Header(model: model)
                OrderBadge(model: model)
                Button("Add order") { model.orders.append("Order \(model.orders.count + 1)") }
            }
        }
    }

    struct Header: View {
        let model: TruckModel

        var body: some View {
            Text("Donut Truck")
        }
    }

    struct OrderBadge: View {
        let model: TruckModel

        var body: some View {
            Text("\(model.orders.count) orders")
        }
    }
}

extension BuiltInCatalog {
    static let unreadPublished = Scenario(
        id: "unread-published",
        title: "A view that reads nothing still re-runs",
        summary: """
            With ObservableObject a view that holds the model re-runs on every change even when \
            its body reads nothing; with @Observable it doesn't. A truck screen uses its model \
            only in a button's action, a header holds it and shows a fixed title, a badge shows \
            the order count: adding an order re-runs all three, or only the badge.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "ObservableObject, @StateObject, @ObservedObject",
                            module: UnreadPublishedOld.self) { _ in
                UnreadPublishedOld.TruckScreen()
            },
            ScenarioVariant(ScenarioVariant.new, description: "@Observable, @State, a plain let",
                            module: UnreadPublishedNew.self) { _ in
                UnreadPublishedNew.TruckScreen()
            },
        ],
        script: """
            tap "Add order"
            # Old: every holder is subscribed to objectWillChange, whatever it reads.
            expect old TruckScreen runs 1 reason "_model changed." wasted
            expect old Header runs 1 reason "_model changed." wasted
            expect old OrderBadge runs 1 reason "_model changed."
            # New: the action's reads are not body reads; only the badge read orders.
            expect new TruckScreen runs 0
            expect new Header runs 0
            expect new OrderBadge runs 1 reason "@dependencies changed." cause "TruckModel#1.orders"
            """)
}

import ObsLab
import ObsLabEngine

// One model, two views that each read one of its properties, and a button that
// appends an order. The model is the food truck of Apple's "Discover Observation in
// SwiftUI" (WWDC23) and of the sources' migration examples.

enum FoodTruckOld {
    final class FoodTruckModel: ObservableObject {
        @Published var orders: [String] = []
        @Published var donuts = ["Glazed", "Chocolate", "Sprinkles"]
    }

    struct ContentView: View {
        @StateObject private var model = FoodTruckModel()

        var body: some View {
            VStack {
                OrderList(model: model)
                DonutMenu(model: model)
                Button("Add order") { model.orders.append("Order \(model.orders.count + 1)") }
            }
        }
    }

    struct OrderList: View {
        @ObservedObject var model: FoodTruckModel

        var body: some View {
            List {
                Text("\(model.orders.count) orders")
                ForEach(model.orders, id: \.self) { Text($0) }
            }
        }
    }

    struct DonutMenu: View {
        @ObservedObject var model: FoodTruckModel

        var body: some View {
            List {
                ForEach(model.donuts, id: \.self) { Text($0) }
            }
        }
    }
}

enum FoodTruckNew {
    @Observable final class FoodTruckModel {
        var orders: [String] = []
        var donuts = ["Glazed", "Chocolate", "Sprinkles"]
    }

    struct ContentView: View {
        @State private var model = FoodTruckModel()

        var body: some View {
            VStack {
                OrderList(model: model)
                DonutMenu(model: model)
                Button("Add order") { model.orders.append("Order \(model.orders.count + 1)") }
            }
        }
    }

    struct OrderList: View {
        let model: FoodTruckModel

        var body: some View {
            List {
                Text("\(model.orders.count) orders")
                ForEach(model.orders, id: \.self) { Text($0) }
            }
        }
    }

    struct DonutMenu: View {
        let model: FoodTruckModel

        var body: some View {
            List {
                ForEach(model.donuts, id: \.self) { Text($0) }
            }
        }
    }
}

extension BuiltInCatalog {
    static let foodTruck = Scenario(
        id: "food-truck",
        title: "One model, many views",
        summary: """
            A food truck model with orders and donuts, one view reading each, and a button \
            that appends an order. With ObservableObject every view holding the model re-runs; \
            with @Observable only the view that reads orders does.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "ObservableObject, @StateObject, @ObservedObject",
                            module: FoodTruckOld.self) { _ in
                FoodTruckOld.ContentView()
            },
            ScenarioVariant(ScenarioVariant.new, description: "@Observable, @State, a plain let",
                            module: FoodTruckNew.self) { _ in
                FoodTruckNew.ContentView()
            },
        ],
        script: """
            tap "Add order"
            # Old: objectWillChange reaches every holder, whatever it reads.
            expect old ContentView runs 1 reason "_model changed."
            expect old OrderList runs 1 reason "_model changed."
            expect old DonutMenu runs 1 reason "_model changed." wasted
            # New: only the body that read orders depends on it.
            expect new OrderList runs 1 reason "@dependencies changed." cause "FoodTruckModel#1.orders"
            expect new ContentView runs 0
            expect new DonutMenu runs 0
            tap "Add order"
            expect old DonutMenu runs 1
            expect new DonutMenu runs 0
            """)
}

import ObsLab
import ObsLabTesting
import Testing
import XCTest

@Observable final class Truck {
    var orders: [String] = []
    var donuts = ["Glazed", "Sprinkles"]
}

struct TruckView: View {
    @State private var truck = Truck()

    var body: some View {
        VStack {
            OrderList(truck: truck)
            DonutMenu(truck: truck)
            Button("Add order") { truck.orders.append("Order \(truck.orders.count + 1)") }
        }
    }
}

struct OrderList: View {
    let truck: Truck
    var body: some View { Text("\(truck.orders.count) orders") }
}

struct DonutMenu: View {
    let truck: Truck
    var body: some View { Text(truck.donuts.joined(separator: ", ")) }
}

// swift-testing
@MainActor
@Test func addingAnOrderRerunsOnlyTheList() throws {
    let lab = try LabHost(TruckView())
    try lab.tap("Add order")
    lab.expect("OrderList", runs: 1, reason: "@dependencies changed.", cause: "Truck#1.orders", shows: "1 orders")
    lab.expect("DonutMenu", runs: 0)
    lab.expect("TruckView", runs: 0)
    lab.expectCreated(Truck.self, 0)
}

// XCTest (on Linux, XCTest calls test methods on the main thread but cannot call
// @MainActor ones: say so inside)
final class TruckTests: XCTestCase {
    func testAddingAnOrderRerunsOnlyTheList() throws {
        try MainActor.assumeIsolated {
            let lab = try LabHost(TruckView())
            try lab.tap("Add order")
            lab.expect("OrderList", runs: 1, cause: "Truck#1.orders")
            lab.expect("DonutMenu", runs: 0)
        }
    }
}

import ObsLab
import ObsLabEngine

// Writing a value equal to the one already stored.
//
// - `@Published` sends `objectWillChange` in its `willSet`, before it could compare, so
//   an equal write re-runs every holder (SEMANTICS.md §3, verified with OpenCombine).
// - The `@Observable` macro of Swift 6.2 and later compares Equatable values (and object
//   references by identity) in the setter and skips the notification when they are
//   equal: `status = "Open"` when it is already "Open" re-runs nothing (§4, gotcha 10).
// - But `count += 0` and `toppings.append(x)` go through the `_modify` accessor, which
//   notifies without comparing: the reader re-runs even though `+= 0` changed nothing.
//
// Some articles (the sources included) say an equal write always notifies in both
// systems; that was true of the first Observation release and is no longer.

enum SameValueWritesOld {
    final class DonutShop: ObservableObject {
        @Published var status = "Open"
        @Published var count = 0
        @Published var toppings: [String] = []
    }

    struct ShopScreen: View {
        @StateObject private var shop = DonutShop()

        var body: some View {
            VStack {
                StatusLine(shop: shop)
                CountLine(shop: shop)
                Button("Set status to Open") { shop.status = "Open" }
                Button("Set status to Closed") { shop.status = "Closed" }
                Button("Assign count to itself") { shop.count = shop.count }
                Button("Add zero to count") { shop.count += 0 }
                Button("Add a topping") { shop.toppings.append("Sprinkles") }
            }
        }
    }

    struct StatusLine: View {
        @ObservedObject var shop: DonutShop

        var body: some View {
            Text("The shop is \(shop.status)")
        }
    }

    struct CountLine: View {
        @ObservedObject var shop: DonutShop

        var body: some View {
            Text("\(shop.count) donuts sold, \(shop.toppings.count) toppings")
        }
    }
}

enum SameValueWritesNew {
    @Observable final class DonutShop {
        var status = "Open"
        var count = 0
        var toppings: [String] = []
    }

    struct ShopScreen: View {
        @State private var shop = DonutShop()

        var body: some View {
            VStack {
                StatusLine(shop: shop)
                CountLine(shop: shop)
                Button("Set status to Open") { shop.status = "Open" }
                Button("Set status to Closed") { shop.status = "Closed" }
                Button("Assign count to itself") { shop.count = shop.count }
                Button("Add zero to count") { shop.count += 0 }
                Button("Add a topping") { shop.toppings.append("Sprinkles") }
            }
        }
    }

    struct StatusLine: View {
        let shop: DonutShop

        var body: some View {
            Text("The shop is \(shop.status)")
        }
    }

    struct CountLine: View {
        let shop: DonutShop

        var body: some View {
            Text("\(shop.count) donuts sold, \(shop.toppings.count) toppings")
        }
    }
}

extension BuiltInCatalog {
    static let sameValueWrites = Scenario(
        id: "same-value-writes",
        title: "Writing the value that is already there",
        summary: """
            Setting a property to the value it already has re-runs every holder with @Published \
            and nothing with @Observable, except through += 0 or append. A donut shop that is \
            already "Open" is set to "Open": objectWillChange fires anyway; the Observable macro \
            (Swift 6.2 and later) compares and stays silent, but a modify access such as += 0 \
            notifies without comparing.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "ObservableObject and @Published",
                            module: SameValueWritesOld.self) { _ in
                SameValueWritesOld.ShopScreen()
            },
            ScenarioVariant(ScenarioVariant.new, description: "@Observable", module: SameValueWritesNew.self) { _ in
                SameValueWritesNew.ShopScreen()
            },
        ],
        script: """
            # The status is already "Open".
            tap "Set status to Open"
            expect old event "status set to an equal value"
            expect old StatusLine runs 1 reason "_shop changed." wasted
            expect old CountLine runs 1 wasted
            expect old ShopScreen runs 1 wasted
            expect new StatusLine runs 0
            expect new CountLine runs 0
            expect new ShopScreen runs 0
            # A real change, for comparison: only the reader re-runs in new.
            tap "Set status to Closed"
            expect new StatusLine runs 1 cause "DonutShop#1.status"
            expect new CountLine runs 0
            # count = count: a plain set of an equal Int.
            tap "Assign count to itself"
            expect old CountLine runs 1 wasted
            expect new CountLine runs 0
            # count += 0: a modify access, which notifies without comparing.
            tap "Add zero to count"
            expect old CountLine runs 1 wasted
            expect new CountLine runs 1 reason "@dependencies changed." wasted
            expect new event "value unchanged (a _modify access notifies anyway)"
            expect new StatusLine runs 0
            # append also goes through _modify, and here the value does change.
            tap "Add a topping"
            expect new CountLine runs 1 cause "DonutShop#1.toppings"
            expect new StatusLine runs 0
            expect old StatusLine runs 1 wasted
            """)
}

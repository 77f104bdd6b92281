import ObsLab

// Repair exercise (lesson 8): the product list re-runs whenever the cart changes.
// Access tracking is per *property*: the store keeps everything in one `state` property,
// so a view that reads `store.state.products` depends on all of `state`, and adding to
// the cart (a new `state`) re-runs it for nothing (SEMANTICS.md §4). Two candidate fixes:
// - fix-a gives each part its own stored property (`products`, `cart`): the list then
//   depends on `products` alone;
// - fix-b makes `AppState` `Equatable`: the macro then skips *equal* writes, but adding to
//   the cart makes a different state, so the list still re-runs.

enum RepairBroadDependency {
    struct AppState {
        var products = ["Apples", "Pears"]
        var cart: [String] = []
    }

    struct EquatableAppState: Equatable {
        var products = ["Apples", "Pears"]
        var cart: [String] = []
    }

    @Observable final class Store {
        var state = AppState()
    }

    @Observable final class SplitStore {
        var products = ["Apples", "Pears"]
        var cart: [String] = []
    }

    @Observable final class EquatableStore {
        var state = EquatableAppState()
    }

    struct Shop: View {
        @State private var store = Store()
        var body: some View {
            VStack {
                Text("\(store.state.cart.count) in the cart")
                ProductList(store: store)
                Button("Add Apples") { store.state.cart.append("Apples") }
            }
        }
    }

    struct ProductList: View {
        let store: Store
        var body: some View { Text(store.state.products.joined(separator: ", ")) }
    }

    struct SplitShop: View {
        @State private var store = SplitStore()
        var body: some View {
            VStack {
                Text("\(store.cart.count) in the cart")
                SplitProductList(store: store)
                Button("Add Apples") { store.cart.append("Apples") }
            }
        }
    }

    struct SplitProductList: View {
        let store: SplitStore
        var body: some View { Text(store.products.joined(separator: ", ")) }
    }

    struct EquatableShop: View {
        @State private var store = EquatableStore()
        var body: some View {
            VStack {
                Text("\(store.state.cart.count) in the cart")
                EquatableProductList(store: store)
                Button("Add Apples") { store.state.cart.append("Apples") }
            }
        }
    }

    struct EquatableProductList: View {
        let store: EquatableStore
        var body: some View { Text(store.state.products.joined(separator: ", ")) }
    }
}

extension BuiltInCatalog {
    static let repairBroadDependency = Scenario(
        id: "repair-broad-dependency",
        title: "Repair: the list that re-runs for the cart",
        summary: """
            One `state` property holds products and cart, so the product list depends on the \
            cart too. Two candidate fixes: one stored property per part (fix-a), or an \
            Equatable state (fix-b). Load one, add to the cart, and see whether the list re-runs.
            """,
        variants: [
            ScenarioVariant("broken", description: "var state = AppState(products:cart:)") { _ in RepairBroadDependency.Shop() },
            ScenarioVariant("fix-a", description: "var products, var cart") { _ in RepairBroadDependency.SplitShop() },
            ScenarioVariant("fix-b", description: "var state, AppState: Equatable") { _ in RepairBroadDependency.EquatableShop() },
        ],
        script: """
            tap "Add Apples"
            expect broken ProductList runs 1 reason "@dependencies changed." wasted
            expect fix-a SplitProductList runs 0
            expect fix-b EquatableProductList runs 1 wasted
            """)
}

import ObsLab
import ObsLabEngine

// Repair exercise (lesson 9): the product list re-runs whenever the cart changes.
// Two candidate fixes, one per variant: fix-a gives each part of the state its own
// stored property; fix-b makes `AppState` `Equatable`. Which one stops the list from
// re-running? Load one and add to the cart; the answer is at the end of this file.

enum RepairBroadDependencyBroken {
    struct AppState {
        var products = ["Apples", "Pears"]
        var cart: [String] = []
    }

    @Observable final class Store {
        var state = AppState()
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
}

enum RepairBroadDependencyFixA {
    @Observable final class Store {
        var products = ["Apples", "Pears"]
        var cart: [String] = []
    }

    struct Shop: View {
        @State private var store = Store()
        var body: some View {
            VStack {
                Text("\(store.cart.count) in the cart")
                ProductList(store: store)
                Button("Add Apples") { store.cart.append("Apples") }
            }
        }
    }

    struct ProductList: View {
        let store: Store
        var body: some View { Text(store.products.joined(separator: ", ")) }
    }
}

enum RepairBroadDependencyFixB {
    struct AppState: Equatable {
        var products = ["Apples", "Pears"]
        var cart: [String] = []
    }

    @Observable final class Store {
        var state = AppState()
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
            ScenarioVariant("broken", description: "var state = AppState(products:cart:)",
                            module: RepairBroadDependencyBroken.self) { _ in RepairBroadDependencyBroken.Shop() },
            ScenarioVariant("fix-a", description: "var products, var cart",
                            module: RepairBroadDependencyFixA.self) { _ in RepairBroadDependencyFixA.Shop() },
            ScenarioVariant("fix-b", description: "var state, AppState: Equatable",
                            module: RepairBroadDependencyFixB.self) { _ in RepairBroadDependencyFixB.Shop() },
        ],
        script: """
            tap "Add Apples"
            expect broken ProductList runs 1 reason "@dependencies changed." wasted
            expect fix-a ProductList runs 0
            expect fix-b ProductList runs 1 wasted
            """)
}

// The answer to the repair exercise (lesson 9): the product list re-runs whenever the cart changes.
// Access tracking is per *property*: the store keeps everything in one `state` property,
// so a view that reads `store.state.products` depends on all of `state`, and adding to
// the cart (a new `state`) re-runs it for nothing (SEMANTICS.md §4). Two candidate fixes:
// - fix-a gives each part its own stored property (`products`, `cart`): the list then
//   depends on `products` alone;
// - fix-b makes `AppState` `Equatable`: the macro then skips *equal* writes, but
//   `store.state.cart.append` goes through `_modify`, which notifies without comparing
//   (lesson 11), and the new state isn't equal anyway: the list still re-runs.

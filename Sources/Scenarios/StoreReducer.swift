import ObsLab
import ObsLabEngine

// The sources' generic store: one `state` value, changed only by `send(_:)` through a
// reducer, shared with a products list through the environment. The list fetches on
// appear; each row adds its product to a cart; a badge shows the cart.
//
// - Old: `Store: ObservableObject` with `@Published private(set) var state`, handed
//   down with `.environmentObject` and read with `@EnvironmentObject`; the rows hold it
//   with `@ObservedObject` to send actions. Every holder re-runs on every action.
// - New: `@Observable final class Store<State, Action>`, owned with `@State` and handed
//   down with `.environment(store)`. Views that only send actions don't depend on the
//   state. But the whole state is one property, so every view that reads *any* part of
//   `store.state` re-runs on every action: a single-value store gives up Observation's
//   per-property precision.
// - And because `State` is a generic parameter, the macro can't compare the old and new
//   states: an action that returns an equal state still notifies (verified on Swift
//   6.3.1: a `Store<S, A>` whose reducer returns the same Equatable state fires
//   `withObservationTracking`'s onChange; declaring `Store<State: Equatable, Action>`
//   makes the same write silent).

enum StoreReducerShared {
    struct AppState: Equatable {
        var products: [String] = []
        var cart: [String] = []
    }

    enum AppAction {
        case fetch
        case addToCart(String)
    }

    static func reduce(_ state: AppState, _ action: AppAction) -> AppState {
        var state = state
        switch action {
        case .fetch: state.products = ["Apples", "Bread", "Coffee"]
        case .addToCart(let product): state.cart.append(product)
        }
        return state
    }
}

enum StoreReducerOld {
    typealias AppState = StoreReducerShared.AppState
    typealias AppAction = StoreReducerShared.AppAction

    final class Store<State, Action>: ObservableObject {
        typealias Reduce = (State, Action) -> State

        @Published private(set) var state: State
        private let reduce: Reduce

        init(initialState state: State, reduce: @escaping Reduce) {
            self.state = state
            self.reduce = reduce
        }

        func send(_ action: Action) {
            state = reduce(state, action)
        }
    }

    struct ContentView: View {
        @StateObject private var store = Store<AppState, AppAction>(
            initialState: .init(), reduce: StoreReducerShared.reduce)

        var body: some View {
            VStack {
                CartBadge()
                ProductsView()
                Button("Fetch again") { store.send(.fetch) }
            }
            .environmentObject(store)
        }
    }

    struct ProductsView: View {
        @EnvironmentObject var store: Store<AppState, AppAction>

        var body: some View {
            List(store.state.products, id: \.self) { product in
                ProductRow(store: store, product: product)
            }
            .onAppear { store.send(.fetch) }
        }
    }

    struct ProductRow: View {
        @ObservedObject var store: Store<AppState, AppAction>
        let product: String

        var body: some View {
            HStack {
                Text(product)
                Button("Add \(product)") { store.send(.addToCart(product)) }
            }
        }
    }

    struct CartBadge: View {
        @EnvironmentObject var store: Store<AppState, AppAction>

        var body: some View {
            Text("\(store.state.cart.count) items in the cart")
        }
    }
}

enum StoreReducerNew {
    typealias AppState = StoreReducerShared.AppState
    typealias AppAction = StoreReducerShared.AppAction

    @Observable final class Store<State, Action> {
        typealias Reduce = (State, Action) -> State

        private(set) var state: State
        private let reduce: Reduce

        init(initialState state: State, reduce: @escaping Reduce) {
            self.state = state
            self.reduce = reduce
        }

        func send(_ action: Action) {
            state = reduce(state, action)
        }
    }

    struct ContentView: View {
        @State private var store = Store<AppState, AppAction>(
            initialState: .init(), reduce: StoreReducerShared.reduce)

        var body: some View {
            VStack {
                CartBadge()
                ProductsView()
                Button("Fetch again") { store.send(.fetch) }
            }
            .environment(store)
        }
    }

    struct ProductsView: View {
        @Environment(Store<AppState, AppAction>.self) var store

        var body: some View {
            List(store.state.products, id: \.self) { product in
                ProductRow(store: store, product: product)
            }
            .onAppear { store.send(.fetch) }
        }
    }

    struct ProductRow: View {
        let store: Store<AppState, AppAction>
        let product: String

        var body: some View {
            HStack {
                Text(product)
                Button("Add \(product)") { store.send(.addToCart(product)) }
            }
        }
    }

    struct CartBadge: View {
        @Environment(Store<AppState, AppAction>.self) var store

        var body: some View {
            Text("\(store.state.cart.count) items in the cart")
        }
    }
}

extension BuiltInCatalog {
    static let storeReducer = Scenario(
        id: "store-reducer",
        title: "A generic Store with a reducer",
        summary: """
            With a generic Store and a reducer, @Observable stops re-running the views that only \
            send actions, but every reader of the single state value re-runs on every action. A \
            products list fetches on appear and its rows add to a cart; a reducer that returns \
            an equal state still notifies, because a generic State can't be compared.
            """,
        variants: [
            ScenarioVariant(ScenarioVariant.old, description: "Store: ObservableObject, @EnvironmentObject",
                            module: StoreReducerOld.self) { _ in
                StoreReducerOld.ContentView()
            },
            ScenarioVariant(ScenarioVariant.new, description: "@Observable Store, @State, @Environment(Store.self)",
                            module: StoreReducerNew.self) { _ in
                StoreReducerNew.ContentView()
            },
        ],
        script: """
            # The list fetched when it appeared (in the first render); now add to the cart.
            tap "Add Apples"
            expect CartBadge runs 1
            # Old: every holder of the store.
            expect old ContentView runs 1 reason "_store changed." wasted
            expect old ProductsView runs 1 reason "_store changed." wasted
            expect old ProductRow[Bread] runs 1 reason "_store changed." wasted
            # New: the rows only send; the list reads store.state, so it re-runs too,
            # although the products did not change.
            expect new ProductRow[Apples] runs 0
            expect new ProductRow[Bread] runs 0
            expect new ContentView runs 0
            expect new ProductsView runs 1 reason "@dependencies changed." cause "Store<AppState, AppAction>#1.state" wasted
            expect new CartBadge runs 1 cause "Store<AppState, AppAction>#1.state"
            # The reducer returns an equal state: a generic State can't be compared.
            tap "Fetch again"
            expect ProductsView runs 1 wasted
            expect CartBadge runs 1 wasted
            expect new ProductRow[Apples] runs 0
            """)
}

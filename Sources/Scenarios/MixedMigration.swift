import ObsLab
import ObsLabEngine

// An app halfway through its migration: one `ObservableObject` left, one model already
// `@Observable`, in the same screen. Both systems work side by side, each by its own
// rule, and a view can use both:
//
// - `Cart` is still an `ObservableObject`: every view that holds it (`@StateObject`,
//   `@ObservedObject`) subscribes to its `objectWillChange` and re-runs on any
//   `@Published` change, whatever it reads (SEMANTICS.md §3).
// - `Profile` is already `@Observable`: a view depends on the properties its body read,
//   however it reached the object, even through the `Cart` (`cart.owner.name`), because
//   access tracking records reads, not wrappers (SEMANTICS.md §4).
//
// Apple's migration guide allows this order: "you can migrate incrementally"
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro).

enum MixedMigration {
    @Observable final class Profile {
        var name = "Ada"
        var avatar = "🙂"
    }

    final class Cart: ObservableObject {
        @Published var items: [String] = []
        let owner: Profile          // a new-style model held by an old-style one
        init(owner: Profile) { self.owner = owner }
    }

    struct ShopScreen: View {
        @State private var profile: Profile
        @StateObject private var cart: Cart

        init() {
            let profile = Profile()
            _profile = State(initialValue: profile)
            _cart = StateObject(wrappedValue: Cart(owner: profile))
        }

        var body: some View {
            VStack {
                Greeting(profile: profile)
                CartBadge(cart: cart)
                CheckoutBar(cart: cart)
                Button("Add item") { cart.items.append("Donut") }
                Button("Rename") { profile.name += "!" }
                Button("Change avatar") { profile.avatar = "😀" }
            }
        }
    }

    /// New style only: a plain `let`, tracked per property.
    struct Greeting: View {
        let profile: Profile
        var body: some View { Text("Hello, \(profile.name)") }
    }

    /// Old style only: subscribes to the whole cart.
    struct CartBadge: View {
        @ObservedObject var cart: Cart
        var body: some View { Text("\(cart.items.count) items") }
    }

    /// Both: subscribes to the cart, and reads the owner's name through it.
    struct CheckoutBar: View {
        @ObservedObject var cart: Cart
        var body: some View { Text("Checkout for \(cart.owner.name)") }
    }
}

extension BuiltInCatalog {
    static let mixedMigration = Scenario(
        id: "mixed-migration",
        title: "One app, both systems, during a migration",
        summary: """
            An ObservableObject cart and an @Observable profile in one screen. The cart's \
            holders re-run on every @Published change; the profile's readers re-run for the \
            properties they read, even when they reach the profile through the cart.
            """,
        variants: [
            ScenarioVariant("app", description: "Cart: ObservableObject, Profile: @Observable",
                            module: MixedMigration.self) { _ in
                MixedMigration.ShopScreen()
            },
        ],
        script: """
            tap "Add item"
            expect ShopScreen runs 1 reason "_cart changed."
            expect CartBadge runs 1 reason "_cart changed."
            expect CheckoutBar runs 1 reason "_cart changed."
            expect Greeting runs 0
            tap "Rename"
            expect Greeting runs 1 reason "@dependencies changed." cause "Profile#1.name"
            expect CheckoutBar runs 1 reason "@dependencies changed." cause "Profile#1.name"
            expect CartBadge runs 0
            expect ShopScreen runs 0
            tap "Change avatar"
            expect event "nothing observed this change"
            """)
}

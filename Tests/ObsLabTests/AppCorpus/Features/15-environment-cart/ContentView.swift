import SwiftUI

// An @Observable model in the environment: @Environment(Cart.self) in the views that use it.
struct ProductRow: View {
    let name: String
    @Environment(Cart.self) private var cart
    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Button("Add \(name)") { cart.add(name) }
        }
    }
}

struct CartBadge: View {
    @Environment(Cart.self) private var cart
    var body: some View { Text("Cart (\(cart.count))") }
}

struct CouponField: View {
    @Environment(Cart.self) private var cart
    var body: some View {
        @Bindable var cart = cart
        TextField("Coupon", text: $cart.coupon)
    }
}

struct ContentView: View {
    @State private var cart = Cart()
    let products = ["Apple", "Pear", "Plum"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(products, id: \.self) { ProductRow(name: $0) }
                CouponField()
            }
            .toolbar { CartBadge() }
        }
        .environment(cart)
    }
}

#Preview {
    ContentView()
}

import SwiftUI

@Observable final class Cart {
    // Kept out of tracking: the total is computed anyway.
    @ObservationIgnored var prices = [3, 4]
    var note = ""

    var total: Int { prices.reduce(0, +) }

    func add(_ price: Int) { prices.append(price) }
}

struct CartScreen: View {
    @State private var cart = Cart()

    var body: some View {
        VStack {
            TotalLabel(cart: cart)
            Text(cart.note)
            Button("Add 5") { cart.add(5) }
            Button("Gift note") { cart.note = "A gift" }
        }
    }
}

struct TotalLabel: View {
    let cart: Cart

    var body: some View {
        Text("Total \(cart.total)")
    }
}

#Preview {
    CartScreen()
}

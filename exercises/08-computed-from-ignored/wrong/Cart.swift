// fails: expect TotalLabel runs 1 cause "Cart#1.prices"

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
            TotalLabel(total: cart.total)
            Text(cart.note)
            Button("Add 5") { cart.add(5) }
            Button("Gift note") { cart.note = "A gift" }
        }
    }
}

struct TotalLabel: View {
    let total: Int

    var body: some View {
        Text("Total \(total)")
    }
}

#Preview {
    CartScreen()
}

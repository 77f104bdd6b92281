import SwiftUI

// An @Observable order with a computed total and an ignored cache.
@Observable final class Order {
    var quantity = 1
    var unitPrice = 4.5
    var notes = ""
    @ObservationIgnored var edits = 0

    var total: Double { Double(quantity) * unitPrice }
}

struct TotalView: View {
    let order: Order
    var body: some View { Text("Total \(order.total, specifier: "%.2f")") }
}

struct NotesView: View {
    @Bindable var order: Order
    var body: some View {
        TextField("Notes", text: $order.notes)
    }
}

struct ContentView: View {
    @State private var order = Order()
    var body: some View {
        Form {
            Stepper("Quantity \(order.quantity)", value: $order.quantity, in: 1...10)
            TotalView(order: order)
            NotesView(order: order)
            Button("Count edit") { order.edits += 1 }
        }
    }
}

#Preview {
    ContentView()
}

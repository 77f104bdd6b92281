import SwiftUI

// A popover with a tip, and a stepper with custom increment and decrement actions.
struct TipContent: View {
    var body: some View { Text("Long press to reorder") }
}

struct ContentView: View {
    @State private var showTip = false
    @State private var level = 2

    var body: some View {
        VStack {
            Button("Show tip") { showTip = true }
                .popover(isPresented: $showTip) { TipContent() }
            Stepper("Level \(level)") {
                level = min(level * 2, 16)
            } onDecrement: {
                level = max(level / 2, 1)
            }
        }
    }
}

#Preview {
    ContentView()
}

import SwiftUI

// Push a view from a flag: navigationDestination(isPresented:), popped with dismiss.
struct ResultsView: View {
    let score: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("You scored \(score)")
            Button("Play again") { dismiss() }
        }
    }
}

struct ContentView: View {
    @State private var score = 0
    @State private var showResults = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Score a point") { score += 1 }
                Button("Finish") { showResults = true }
            }
            .navigationDestination(isPresented: $showResults) {
                ResultsView(score: score)
            }
        }
    }
}

#Preview {
    ContentView()
}

import SwiftUI

// withAnimation around a state change that shows more details with a transition.
struct Details: View {
    var body: some View { Text("Made with SwiftUI") }
}

struct ContentView: View {
    @State private var showDetails = false
    @State private var angle = 0.0

    var body: some View {
        VStack {
            Button("Toggle details") {
                withAnimation(.spring(duration: 0.3)) { showDetails.toggle() }
            }
            if showDetails {
                Details().transition(.move(edge: .bottom).combined(with: .opacity))
            }
            Image(systemName: "arrow.up")
                .rotationEffect(.degrees(angle))
                .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
                .animation(.easeInOut, value: angle)
            Button("Spin") { angle += 90 }
        }
    }
}

#Preview {
    ContentView()
}

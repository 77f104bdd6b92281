import SwiftUI

struct CounterTab: View {
    let title: String
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("\(title): \(taps)")
            Button("Tap \(title)") { taps += 1 }
        }
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            CounterTab(title: "Home")
                .tabItem { Label("Home", systemImage: "house") }
            CounterTab(title: "Profile")
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

#Preview {
    ContentView()
}

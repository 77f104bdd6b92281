import SwiftUI

// A list filled in onAppear, the way many tutorials load their first data.
struct ContentView: View {
    @State private var items: [String] = []

    var body: some View {
        List {
            Text("\(items.count) items")
            ForEach(items, id: \.self) { Text($0) }
            Button("Reload") { items = ["Alpha", "Beta", "Gamma"] }
        }
        .onAppear {
            if items.isEmpty { items = ["Alpha", "Beta"] }
        }
    }
}

#Preview {
    ContentView()
}

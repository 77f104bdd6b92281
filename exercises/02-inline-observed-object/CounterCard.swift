import SwiftUI

final class Counter: ObservableObject {
    @Published var count = 0
}

struct Dashboard: View {
    @State private var dark = false

    var body: some View {
        VStack {
            Toggle("Dark", isOn: $dark)
            Text(dark ? "Dark" : "Light")
            CounterCard()
        }
    }
}

struct CounterCard: View {
    @ObservedObject private var counter = Counter()

    var body: some View {
        VStack {
            Text("Count \(counter.count)")
            Button("Add") { counter.count += 1 }
        }
    }
}

#Preview {
    Dashboard()
}

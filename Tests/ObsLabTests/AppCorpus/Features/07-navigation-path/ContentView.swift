import SwiftUI

// Programmatic navigation: a path of values, pushed and cleared by code.
struct NumberDetail: View {
    let number: Int
    @Binding var path: [Int]
    var body: some View {
        VStack {
            Text("Number \(number)")
            Button("Next after \(number)") { path.append(number + 1) }
            Button("Home from \(number)") { path.removeAll() }
        }
    }
}

struct ContentView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Depth \(path.count)")
                Button("Start at 1") { path = [1] }
            }
            .navigationDestination(for: Int.self) { number in
                NumberDetail(number: number, path: $path)
            }
        }
    }
}

#Preview {
    ContentView()
}

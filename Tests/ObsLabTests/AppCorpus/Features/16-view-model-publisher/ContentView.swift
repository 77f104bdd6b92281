import SwiftUI

// An ObservableObject view model with @Published: every view that holds it runs on
// every change, whatever it reads.
final class CounterViewModel: ObservableObject {
    @Published var count = 0
    @Published var title = "Counter"

    func increment() { count += 1 }
}

struct TitleView: View {
    @ObservedObject var viewModel: CounterViewModel
    var body: some View { Text(viewModel.title) }
}

struct CountView: View {
    let count: Int
    var body: some View { Text("Count: \(count)") }
}

struct ContentView: View {
    @StateObject private var viewModel = CounterViewModel()

    var body: some View {
        VStack {
            TitleView(viewModel: viewModel)
            CountView(count: viewModel.count)
            Button("Increment") { viewModel.increment() }
            Button("Rename") { viewModel.title = "Tally" }
        }
    }
}

#Preview {
    ContentView()
}

import SwiftUI

final class Steps: ObservableObject {
    var count = 0
    @Published var goal = 10
}

struct StepCounter: View {
    @StateObject private var steps = Steps()

    var body: some View {
        VStack {
            Text("\(steps.count) of \(steps.goal) steps")
            Button("Walk") { steps.count += 1 }
        }
    }
}

#Preview {
    StepCounter()
}

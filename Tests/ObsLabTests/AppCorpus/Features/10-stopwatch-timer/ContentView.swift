import SwiftUI

// A stopwatch on Timer.publish and onReceive, as the learning materials write it.
struct ContentView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var seconds = 0
    @State private var isRunning = false

    var body: some View {
        VStack {
            Text("\(seconds) s")
                .font(.largeTitle.monospacedDigit())
            HStack {
                Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
                Button("Reset") { seconds = 0 }
                    .disabled(seconds == 0)
            }
        }
        .onReceive(timer) { _ in
            if isRunning { seconds += 1 }
        }
    }
}

#Preview {
    ContentView()
}

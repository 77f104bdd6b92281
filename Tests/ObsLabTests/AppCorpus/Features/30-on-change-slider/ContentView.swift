import SwiftUI

// A volume slider that remembers the last level with onChange.
struct LevelMeter: View {
    let level: Double
    var body: some View {
        ProgressView(value: level)
    }
}

struct ContentView: View {
    @State private var volume = 0.5
    @State private var changes = 0

    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...1, step: 0.1)
            LevelMeter(level: volume)
            Text("Changed \(changes) times")
        }
        .onChange(of: volume) { oldValue, newValue in
            changes += 1
        }
    }
}

#Preview {
    ContentView()
}

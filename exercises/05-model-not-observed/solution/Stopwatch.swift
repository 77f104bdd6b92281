import SwiftUI

@Observable final class Clock {
    var seconds = 0
    var laps: [Int] = []
}

struct Stopwatch: View {
    @State private var timer = Clock()

    var body: some View {
        VStack {
            Text("\(timer.seconds) s")
            LapList(timer: timer)
            Button("Tick") { timer.seconds += 1 }
            Button("Lap") { timer.laps.append(timer.seconds) }
        }
    }
}

struct LapList: View {
    let timer: Clock

    var body: some View {
        Text("\(timer.laps.count) laps")
    }
}

#Preview {
    Stopwatch()
}

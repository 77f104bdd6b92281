// fails: expect Stopwatch runs 1 cause "Clock#1.seconds"

import SwiftUI

final class Clock {
    @Published var seconds = 0
    @Published var laps: [Int] = []
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

import SwiftUI

struct MeetingHeader: View {
    let secondsElapsed: Int
    var body: some View { Text("Elapsed \(secondsElapsed / 60) min") }
}

struct SpeakerView: View {
    @ObservedObject var timer: MeetingTimer
    var body: some View {
        HStack {
            Text("Speaking: \(timer.speaker)")
            Button("Next speaker") { timer.skipSpeaker() }
        }
    }
}

struct ContentView: View {
    @StateObject private var timer = MeetingTimer()

    var body: some View {
        VStack {
            MeetingHeader(secondsElapsed: timer.secondsElapsed)
            SpeakerView(timer: timer)
        }
        .onAppear { timer.start() }
        .onDisappear { timer.stop() }
    }
}

#Preview {
    ContentView()
}

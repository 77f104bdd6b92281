import Foundation

// A meeting timer model in the style of Scrumdinger: ObservableObject, Foundation only,
// a Timer scheduled in the model.
final class MeetingTimer: ObservableObject {
    @Published var secondsElapsed = 0
    @Published var speaker = "Ada"
    private var timer: Timer?
    private let speakers = ["Ada", "Grace", "Linus"]

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in
            self?.secondsElapsed += 60
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }

    func skipSpeaker() {
        let next = (speakers.firstIndex(of: speaker) ?? 0) + 1
        speaker = speakers[next % speakers.count]
    }
}

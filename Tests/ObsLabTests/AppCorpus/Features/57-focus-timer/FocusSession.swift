import Foundation

// A focus timer's model, Foundation only: a Timer the model schedules itself and a
// message cleared with DispatchQueue.main.asyncAfter, as tutorials write them.
@Observable
final class FocusSession {
    var remaining = 3
    var isRunning = false
    var message = "Ready"
    var saved = 0
    private var timer: Timer?

    func toggle() {
        if isRunning {
            pause()
        } else {
            isRunning = true
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                self?.tick()
            }
        }
    }

    func pause() {
        timer?.invalidate()
        timer = nil
        isRunning = false
    }

    func save() {
        saved += 1
        message = "Saved"
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            self.message = "Ready"
        }
    }

    private func tick() {
        remaining -= 1
        if remaining == 0 {
            pause()
            message = "Done"
        }
    }
}

import Foundation

// The store of a habit tracker: Foundation only, as model files usually are, saved as
// JSON in UserDefaults.
struct Habit: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var description: String
    var completions = 0
}

final class Habits: ObservableObject {
    @Published var items: [Habit] {
        didSet { save() }
    }

    private let defaults = UserDefaults(suiteName: "obslab-corpus-habits") ?? .standard

    init() {
        items = [Habit(name: "Read", description: "Ten pages")]
    }

    func complete(_ habit: Habit) {
        guard let index = items.firstIndex(of: habit) else { return }
        items[index].completions += 1
    }

    private func save() {
        if let data = try? JSONEncoder().encode(items) {
            defaults.set(data, forKey: "Habits")
        }
    }
}

import SwiftUI

final class UserSettings: ObservableObject {
    @Published var score = 0
    @Published var nickname = "Ace"
}

struct ScoreLabel: View {
    @EnvironmentObject var settings: UserSettings
    var body: some View { Text("Score: \(settings.score)") }
}

struct Plain: View {
    var body: some View { Text("No settings here") }
}

struct DetailView: View {
    @EnvironmentObject var settings: UserSettings
    var body: some View {
        VStack {
            Button("Score") { settings.score += 1 }
            ScoreLabel()
            Plain()
        }
    }
}

struct ContentView: View {
    @StateObject private var settings = UserSettings()
    var body: some View {
        DetailView()
            .environmentObject(settings)
    }
}

#Preview {
    ContentView()
}

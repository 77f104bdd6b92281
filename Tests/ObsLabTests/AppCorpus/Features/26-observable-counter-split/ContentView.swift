import SwiftUI

// The first @Observable example of many tutorials: two views, each reading one property.
@Observable class Player {
    var name = "Anonymous"
    var highScore = 0
}

struct HighScoreView: View {
    var player: Player
    var body: some View {
        Stepper("High score: \(player.highScore)", value: Bindable(player).highScore)
    }
}

struct NameView: View {
    var player: Player
    var body: some View { Text("Player: \(player.name)") }
}

struct ContentView: View {
    @State private var player = Player()
    var body: some View {
        VStack {
            NameView(player: player)
            HighScoreView(player: player)
            Button("Rename") { player.name = "Taylor" }
        }
    }
}

#Preview {
    ContentView()
}

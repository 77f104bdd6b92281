import SwiftUI

// A custom ButtonStyle (configuration.label, isPressed), as course apps write them.
struct PillButtonStyle: ButtonStyle {
    var color: Color = .blue
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(color)
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

struct Scoreboard: View {
    let home: Int
    let away: Int
    var body: some View { Text("\(home) : \(away)") }
}

struct ContentView: View {
    @State private var home = 0
    @State private var away = 0

    var body: some View {
        VStack(spacing: 20) {
            Scoreboard(home: home, away: away)
            HStack {
                Button("Home scores") { home += 1 }
                    .buttonStyle(PillButtonStyle())
                Button("Away scores") { away += 1 }
                    .buttonStyle(PillButtonStyle(color: .red))
            }
        }
    }
}

#Preview {
    ContentView()
}

import SwiftUI

// A scoreboard laid out with Grid and GridRow.
struct ContentView: View {
    @State private var scores = ["Red": 0, "Blue": 0]

    var body: some View {
        Grid(alignment: .leading) {
            GridRow {
                Text("Team")
                Text("Points")
                Text("")
            }
            Divider()
            ForEach(scores.keys.sorted(), id: \.self) { team in
                GridRow {
                    Text(team)
                    Text("\(team) has \(scores[team, default: 0])")
                    Button("+1 \(team)") { scores[team, default: 0] += 1 }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}

import SwiftUI

// A Moonshot-style grid of missions; each card links to a detail view.
struct Mission: Identifiable, Hashable {
    let id: Int
    let name: String
    let crew: [String]
}

struct MissionCard: View {
    let mission: Mission
    var body: some View {
        VStack {
            Image(systemName: "moon.stars")
            Text(mission.name).font(.headline)
        }
        .padding()
        .clipShape(.rect(cornerRadius: 10))
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(.gray))
    }
}

struct MissionDetail: View {
    let mission: Mission
    @State private var showCrew = false
    var body: some View {
        ScrollView {
            Text(mission.name)
            Toggle("Show crew", isOn: $showCrew)
            if showCrew {
                ForEach(mission.crew, id: \.self) { Text($0) }
            }
        }
        .navigationTitle(mission.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct ContentView: View {
    let missions = [Mission(id: 7, name: "Apollo 7", crew: ["Schirra", "Eisele", "Cunningham"]),
                    Mission(id: 8, name: "Apollo 8", crew: ["Borman", "Lovell", "Anders"])]
    let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions) { mission in
                        NavigationLink {
                            MissionDetail(mission: mission)
                        } label: {
                            MissionCard(mission: mission)
                        }
                    }
                }
            }
            .navigationTitle("Moonshot")
            .preferredColorScheme(.dark)
        }
    }
}

#Preview {
    ContentView()
}

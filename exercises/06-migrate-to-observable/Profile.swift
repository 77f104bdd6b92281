import SwiftUI

final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var visits = 0
}

struct ProfileScreen: View {
    @StateObject private var profile = Profile()

    var body: some View {
        VStack {
            Text("\(profile.visits) visits")
            NameBadge(profile: profile)
            Button("Visit") { profile.visits += 1 }
        }
    }
}

struct NameBadge: View {
    @ObservedObject var profile: Profile

    var body: some View {
        Text(profile.name)
    }
}

#Preview {
    ProfileScreen()
}

import SwiftUI

@Observable final class Profile {
    var name = "Ada"
    var visits = 0
}

struct ProfileScreen: View {
    @State private var profile = Profile()

    var body: some View {
        VStack {
            Text("\(profile.visits) visits")
            NameBadge(profile: profile)
            Button("Visit") { profile.visits += 1 }
        }
    }
}

struct NameBadge: View {
    let profile: Profile

    var body: some View {
        Text(profile.name)
    }
}

#Preview {
    ProfileScreen()
}

import SwiftUI

// An onboarding screen shown as a full-screen cover until the user finishes it.
struct OnboardingView: View {
    @Binding var hasSeenOnboarding: Bool
    @State private var page = 1
    var body: some View {
        VStack {
            Text("Page \(page) of 3")
            if page < 3 {
                Button("Next") { page += 1 }
            } else {
                Button("Get started") { hasSeenOnboarding = true }
            }
        }
    }
}

struct ContentView: View {
    @State private var hasSeenOnboarding = false

    var body: some View {
        Text(hasSeenOnboarding ? "Welcome back" : "Hello")
            .fullScreenCover(isPresented: .constant(!hasSeenOnboarding)) {
                OnboardingView(hasSeenOnboarding: $hasSeenOnboarding)
            }
    }
}

#Preview {
    ContentView()
}

import SwiftUI

final class Settings: ObservableObject {
    @Published var theme = "Light"
    @Published var fontSize = 14
}

struct SettingsScreen: View {
    @StateObject private var settings = Settings()

    var body: some View {
        VStack {
            ThemeBadge()
            FontControls()
        }
        .environmentObject(settings)
    }
}

struct ThemeBadge: View {
    @EnvironmentObject var settings: Settings

    var body: some View {
        Text("Theme: \(settings.theme)")
    }
}

struct FontControls: View {
    @EnvironmentObject var settings: Settings

    var body: some View {
        VStack {
            Text("Size \(settings.fontSize)")
            Button("Bigger") { settings.fontSize += 1 }
            Button("Dark") { settings.theme = "Dark" }
        }
    }
}

#Preview {
    SettingsScreen()
}

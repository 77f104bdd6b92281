import SwiftUI

@Observable final class Settings {
    var theme = "Light"
    var fontSize = 14
}

struct SettingsScreen: View {
    @State private var settings = Settings()

    var body: some View {
        VStack {
            ThemeBadge()
            FontControls()
        }
        .environment(settings)
    }
}

struct ThemeBadge: View {
    @Environment(Settings.self) private var settings

    var body: some View {
        Text("Theme: \(settings.theme)")
    }
}

struct FontControls: View {
    @Environment(Settings.self) private var settings

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

import SwiftUI

// A RawRepresentable enum in @AppStorage, chosen with a Picker, read by another view.
enum Theme: String, CaseIterable, Identifiable {
    case system = "System", light = "Light", dark = "Dark"
    var id: Self { self }
}

struct ThemePreview: View {
    @AppStorage("corpus.theme") private var theme = Theme.system
    var body: some View { Text("Theme: \(theme.rawValue)") }
}

struct FontSizeView: View {
    @AppStorage("corpus.fontSize") private var fontSize = 14.0
    var body: some View { Text("Size \(Int(fontSize))") }
}

struct ContentView: View {
    @AppStorage("corpus.theme") private var theme = Theme.system
    @AppStorage("corpus.fontSize") private var fontSize = 14.0

    var body: some View {
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { Text($0.rawValue) }
            }
            Slider(value: $fontSize, in: 10...30, step: 1)
            ThemePreview()
            FontSizeView()
        }
    }
}

#Preview {
    ContentView()
}

import SwiftUI

// Settings kept in UserDefaults through @AppStorage; two views read the same key.
struct Greeting: View {
    @AppStorage("corpus.username") private var username = "Guest"
    var body: some View { Text("Hello, \(username)!") }
}

struct SettingsForm: View {
    @AppStorage("corpus.username") private var username = "Guest"
    @AppStorage("corpus.compact") private var compact = false
    var body: some View {
        Form {
            TextField("Username", text: $username)
            Toggle("Compact rows", isOn: $compact)
        }
    }
}

struct RowDensity: View {
    @AppStorage("corpus.compact") private var compact = false
    var body: some View { Text(compact ? "Compact" : "Comfortable") }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Greeting()
            RowDensity()
            SettingsForm()
        }
    }
}

#Preview {
    ContentView()
}

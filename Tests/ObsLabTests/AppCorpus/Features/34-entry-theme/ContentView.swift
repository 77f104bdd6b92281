import SwiftUI

// A custom environment value declared with @Entry, read by a deep child.
extension EnvironmentValues {
    @Entry var accentName: String = "Blue"
}

struct Swatch: View {
    @Environment(\.accentName) private var accentName
    var body: some View { Text("Accent: \(accentName)") }
}

struct Unrelated: View {
    var body: some View { Text("Static") }
}

struct Panel: View {
    var body: some View {
        VStack {
            Swatch()
            Unrelated()
        }
    }
}

struct ContentView: View {
    @State private var accent = "Blue"
    var body: some View {
        VStack {
            Panel()
            Button("Use orange") { accent = "Orange" }
        }
        .environment(\.accentName, accent)
    }
}

#Preview {
    ContentView()
}

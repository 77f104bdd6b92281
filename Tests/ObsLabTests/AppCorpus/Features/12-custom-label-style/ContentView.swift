import SwiftUI

// A custom LabelStyle with its Configuration, used by a settings list.
struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Spacer()
            configuration.icon
        }
    }
}

struct ContentView: View {
    @State private var notifications = true

    var body: some View {
        List {
            Label("Account", systemImage: "person")
                .labelStyle(TrailingIconLabelStyle())
            Toggle(isOn: $notifications) {
                Label("Notifications", systemImage: "bell")
            }
            Text(notifications ? "You will be notified" : "Muted")
        }
        .labelStyle(.titleAndIcon)
    }
}

#Preview {
    ContentView()
}

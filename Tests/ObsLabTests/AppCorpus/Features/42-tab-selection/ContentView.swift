import SwiftUI

// Tabs chosen by code: a button on one tab switches to another through the selection.
enum AppTab: Hashable { case inbox, compose }

struct InboxView: View {
    @Binding var selection: AppTab
    var body: some View {
        Button("Write a message") { selection = .compose }
    }
}

struct ComposeView: View {
    @State private var draft = ""
    var body: some View {
        TextField("Message", text: $draft)
    }
}

struct ContentView: View {
    @State private var selection = AppTab.inbox

    var body: some View {
        TabView(selection: $selection) {
            InboxView(selection: $selection)
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(AppTab.inbox)
            ComposeView()
                .tabItem { Label("Compose", systemImage: "square.and.pencil") }
                .tag(AppTab.compose)
        }
    }
}

#Preview {
    ContentView()
}

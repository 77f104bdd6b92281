import SwiftUI

// A chat screen with a composer pinned by safeAreaInset and a bottom toolbar group.
struct Composer: View {
    @Binding var messages: [String]
    @State private var text = ""
    var body: some View {
        HStack {
            TextField("Message", text: $text)
            Button("Send") {
                messages.append(text)
                text = ""
            }
            .disabled(text.isEmpty)
        }
    }
}

struct ContentView: View {
    @State private var messages: [String] = []
    var body: some View {
        NavigationStack {
            List(messages, id: \.self) { Text($0) }
                .safeAreaInset(edge: .bottom) {
                    Composer(messages: $messages)
                }
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Clear") { messages.removeAll() }
                        Spacer()
                        Text("\(messages.count) sent")
                    }
                }
        }
    }
}

#Preview {
    ContentView()
}

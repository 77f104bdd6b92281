import SwiftUI

// A chat list whose rows compare only what they show, with .equatable().
struct Message: Identifiable {
    let id: Int
    var text: String
    var lastSeen: Date
}

struct MessageRow: View, Equatable {
    let message: Message
    var body: some View { Text(message.text) }

    static func == (lhs: MessageRow, rhs: MessageRow) -> Bool {
        lhs.message.text == rhs.message.text
    }
}

struct ContentView: View {
    @State private var messages = [Message(id: 1, text: "Hi", lastSeen: .distantPast),
                                   Message(id: 2, text: "Hello", lastSeen: .distantPast)]

    var body: some View {
        List {
            ForEach(messages) { message in
                MessageRow(message: message).equatable()
            }
            Button("Seen") {
                for index in messages.indices { messages[index].lastSeen = .distantFuture }
            }
            Button("Edit first") { messages[0].text = "Hi!" }
        }
    }
}

#Preview {
    ContentView()
}

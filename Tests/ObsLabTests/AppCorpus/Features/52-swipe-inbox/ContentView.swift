import SwiftUI

// An inbox whose rows have swipe actions and a context menu.
struct Mail: Identifiable {
    let id: Int
    let subject: String
    var isPinned = false
}

struct MailRow: View {
    let mail: Mail
    var body: some View {
        Text(mail.isPinned ? "📌 \(mail.subject)" : mail.subject)
    }
}

struct ContentView: View {
    @State private var mails = [Mail(id: 1, subject: "Invoice"), Mail(id: 2, subject: "Lunch?")]
    @State private var archived = 0

    var body: some View {
        List {
            Text("Archived: \(archived)")
            ForEach(mails) { mail in
                MailRow(mail: mail)
                    .swipeActions {
                        Button("Archive \(mail.subject)") {
                            mails.removeAll { $0.id == mail.id }
                            archived += 1
                        }
                    }
                    .contextMenu {
                        Button("Pin \(mail.subject)") {
                            if let index = mails.firstIndex(where: { $0.id == mail.id }) {
                                mails[index].isPinned.toggle()
                            }
                        }
                    }
            }
        }
    }
}

#Preview {
    ContentView()
}

import SwiftUI

struct Inbox: View {
    @State private var unread = 3
    @State private var archived = 0

    var body: some View {
        VStack {
            Text("\(unread) unread, \(archived) archived")
            Button("Mark one read") { unread -= 1 }
            MessageRow(subject: "Invoice", onArchive: { archived += 1 })
                .equatable()
        }
    }
}

/// Compared by what it shows: the subject. The closure does the same job every time.
struct MessageRow: View, Equatable {
    let subject: String
    let onArchive: () -> Void

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.subject == rhs.subject }

    var body: some View {
        HStack {
            Text(subject)
            Button("Archive", action: onArchive)
        }
    }
}

#Preview {
    Inbox()
}

// fails: expect MessageRow runs 0

import SwiftUI

struct Inbox: View {
    @State private var unread = 3
    @State private var archived = 0

    var body: some View {
        // Made once, up here, and handed down: but the body makes it again on every run.
        let archive = { archived += 1 }
        VStack {
            Text("\(unread) unread, \(archived) archived")
            Button("Mark one read") { unread -= 1 }
            MessageRow(subject: "Invoice", onArchive: archive)
        }
    }
}

struct MessageRow: View {
    let subject: String
    let onArchive: () -> Void

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

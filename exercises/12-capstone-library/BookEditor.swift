import SwiftUI

struct BookEditor: View {
    @ObservedObject var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            TextField("Notes", text: $book.notes)
            Toggle("Read", isOn: $book.isRead)
            Button("Done") { dismiss() }
        }
    }
}

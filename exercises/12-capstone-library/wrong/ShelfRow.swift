import SwiftUI

struct ShelfRow: View {
    @ObservedObject var book: Book
    @Environment(Library.self) private var library

    var body: some View {
        HStack {
            Text(book.title)
                .onTapGesture { library.editing = book }
            if book.isRead {
                Text("✓")
            }
        }
    }
}

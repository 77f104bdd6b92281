import SwiftUI

struct ShelfRow: View {
    let book: Book
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

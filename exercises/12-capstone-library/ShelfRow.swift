import SwiftUI

struct ShelfRow: View {
    @ObservedObject var book: Book
    @EnvironmentObject var library: Library

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

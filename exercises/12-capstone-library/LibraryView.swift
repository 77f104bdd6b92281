import SwiftUI

struct LibraryView: View {
    @StateObject private var library = Library()

    var body: some View {
        NavigationStack {
            ShelfList()
                .navigationTitle("Library")
        }
        .sheet(item: $library.editing) { book in
            BookEditor(book: book)
        }
        .environmentObject(library)
    }
}

#Preview {
    LibraryView()
}

import SwiftUI

struct LibraryView: View {
    @State private var library = Library()

    var body: some View {
        NavigationStack {
            ShelfList()
                .navigationTitle("Library")
        }
        .sheet(item: $library.editing) { book in
            BookEditor(book: book)
        }
        .environment(library)
    }
}

#Preview {
    LibraryView()
}

import SwiftUI

// A destructive action behind a confirmation dialog.
struct ContentView: View {
    @State private var photos = ["Beach", "Forest", "City"]
    @State private var confirming = false

    var body: some View {
        VStack {
            Text("\(photos.count) photos")
            Button("Delete all", role: .destructive) { confirming = true }
        }
        .confirmationDialog("Delete all photos?", isPresented: $confirming, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { photos.removeAll() }
            Button("Cancel", role: .cancel) { }
        }
    }
}

#Preview {
    ContentView()
}

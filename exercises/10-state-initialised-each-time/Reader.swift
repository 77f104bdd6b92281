import SwiftUI

@Observable final class ReaderModel {
    var pagesRead = 0
}

struct Library: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            Button("Refresh") { refreshes += 1 }
            Reader()
        }
    }
}

struct Reader: View {
    @State private var model = ReaderModel()

    var body: some View {
        VStack {
            Text("Dune: \(model.pagesRead) pages")
            Button("Read a page") { model.pagesRead += 1 }
        }
    }
}

#Preview {
    Library()
}

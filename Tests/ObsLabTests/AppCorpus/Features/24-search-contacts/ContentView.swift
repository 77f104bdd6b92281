import SwiftUI

// A list filtered by .searchable, as the learning materials show it.
struct ContactRow: View {
    let name: String
    var body: some View { Text(name) }
}

struct ContentView: View {
    @State private var searchText = ""
    let names = ["Ada Lovelace", "Alan Turing", "Grace Hopper"]

    var filtered: [String] {
        searchText.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(filtered, id: \.self) { ContactRow(name: $0) }
                .searchable(text: $searchText, prompt: "Find a contact")
                .navigationTitle("Contacts")
        }
    }
}

#Preview {
    ContentView()
}

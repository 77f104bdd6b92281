import SwiftUI

// Toggles bound to membership in a Set through Binding(get:set:).
struct ContentView: View {
    @State private var favorites: Set<String> = []
    let colors = ["Red", "Green", "Blue"]

    func isFavorite(_ color: String) -> Binding<Bool> {
        Binding(
            get: { favorites.contains(color) },
            set: { isOn in
                if isOn { favorites.insert(color) } else { favorites.remove(color) }
            })
    }

    var body: some View {
        Form {
            ForEach(colors, id: \.self) { color in
                Toggle(color, isOn: isFavorite(color))
            }
            Section("Favorites") {
                Text(favorites.sorted().joined(separator: ", "))
            }
        }
    }
}

#Preview {
    ContentView()
}

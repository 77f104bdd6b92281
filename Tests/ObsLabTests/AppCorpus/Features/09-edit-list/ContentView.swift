import SwiftUI

// A shopping list: swipe to delete, drag to reorder in edit mode, EditButton in the toolbar.
struct ContentView: View {
    @State private var items = ["Milk", "Eggs", "Bread"]
    @State private var newItem = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("New item", text: $newItem)
                        .onSubmit(add)
                }
                Section("\(items.count) items") {
                    ForEach(items, id: \.self) { item in
                        Text(item)
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            .navigationTitle("Groceries")
            .toolbar { EditButton() }
        }
    }

    func add() {
        let trimmed = newItem.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(trimmed)
        newItem = ""
    }
}

#Preview {
    ContentView()
}

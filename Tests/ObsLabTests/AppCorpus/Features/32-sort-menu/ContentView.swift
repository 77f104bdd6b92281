import SwiftUI

// A toolbar Menu with a Picker inside that sorts a list.
struct Fruit: Identifiable {
    let id: String
    let calories: Int
}

struct ContentView: View {
    enum SortOrder: String, CaseIterable { case name = "Name", calories = "Calories" }

    @State private var sortOrder = SortOrder.name
    let fruits = [Fruit(id: "Banana", calories: 89), Fruit(id: "Apple", calories: 52), Fruit(id: "Mango", calories: 60)]

    var sorted: [Fruit] {
        switch sortOrder {
        case .name: fruits.sorted { $0.id < $1.id }
        case .calories: fruits.sorted { $0.calories < $1.calories }
        }
    }

    var body: some View {
        NavigationStack {
            List(sorted) { fruit in
                LabeledContent(fruit.id, value: "\(fruit.calories) kcal")
            }
            .toolbar {
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Picker("Sort by", selection: $sortOrder) {
                        ForEach(SortOrder.allCases, id: \.self) { Text($0.rawValue) }
                    }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}

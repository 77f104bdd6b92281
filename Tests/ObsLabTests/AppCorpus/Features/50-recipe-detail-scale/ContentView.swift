import SwiftUI

// A recipe pushed by value with a @State scale of its own, and a Picker with a segmented style.
struct Recipe: Hashable, Identifiable {
    let id: String
    let grams: [String: Int]
}

struct IngredientRow: View {
    let name: String
    let grams: Int
    var body: some View { LabeledContent(name, value: "\(grams) g") }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @State private var servings = 1
    var body: some View {
        List {
            Picker("Servings", selection: $servings) {
                Text("1").tag(1)
                Text("2").tag(2)
                Text("4").tag(4)
            }
            .pickerStyle(.segmented)
            ForEach(recipe.grams.keys.sorted(), id: \.self) { name in
                IngredientRow(name: name, grams: recipe.grams[name, default: 0] * servings)
            }
        }
        .navigationTitle(recipe.id)
    }
}

struct ContentView: View {
    let recipes = [Recipe(id: "Pancakes", grams: ["Flour": 100, "Sugar": 20])]
    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.id, value: recipe)
            }
            .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
        }
    }
}

#Preview {
    ContentView()
}

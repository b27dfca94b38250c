import SwiftUI

// A recipe editor with an @Observable model: the name, servings and ingredients bound straight into the
// model, ForEach over a binding to the array, and buttons on each row to move or delete it.

struct Ingredient: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var quantity: String
}

@Observable
final class RecipeModel {
    var title = "Pancakes"
    var servings = 4
    var ingredients: [Ingredient] = [
        Ingredient(name: "Flour", quantity: "200 g"),
        Ingredient(name: "Milk", quantity: "300 ml"),
        Ingredient(name: "Eggs", quantity: "2"),
    ]
    var isVegetarian = true

    func addIngredient() {
        ingredients.append(Ingredient(name: "", quantity: ""))
    }

    func delete(_ ingredient: Ingredient) {
        ingredients.removeAll { $0.id == ingredient.id }
    }

    func moveUp(_ ingredient: Ingredient) {
        guard let index = ingredients.firstIndex(where: { $0.id == ingredient.id }), index > 0 else { return }
        ingredients.swapAt(index, index - 1)
    }
}

struct RecipeEditor: View {
    @State private var model = RecipeModel()

    var body: some View {
        NavigationStack {
            Form {
                Section("Recipe") {
                    TextField("Title", text: $model.title)
                    Stepper("Serves \(model.servings)", value: $model.servings, in: 1...12)
                    Toggle("Vegetarian", isOn: $model.isVegetarian)
                }

                Section {
                    ForEach($model.ingredients) { $ingredient in
                        HStack {
                            TextField("Ingredient", text: $ingredient.name)
                            TextField("Amount", text: $ingredient.quantity)
                                .frame(width: 80)
                            Button {
                                model.moveUp(ingredient)
                            } label: {
                                Label("Move Up", systemImage: "arrow.up")
                            }
                            .labelStyle(.iconOnly)
                            .disabled(model.ingredients.first?.id == ingredient.id)
                            Button(role: .destructive) {
                                model.delete(ingredient)
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                            .labelStyle(.iconOnly)
                        }
                    }
                    Button("Add Ingredient", systemImage: "plus") {
                        model.addIngredient()
                    }
                } header: {
                    Text("Ingredients")
                } footer: {
                    Text("\(model.ingredients.count) ingredients")
                }

                Section("Preview") {
                    RecipeSummary(model: model)
                }
            }
            .navigationTitle(model.title.isEmpty ? "New Recipe" : model.title)
        }
    }
}

struct RecipeSummary: View {
    var model: RecipeModel

    var body: some View {
        VStack(alignment: .leading) {
            Text(model.title)
                .font(.headline)
            Text(model.ingredients.map(\.name).filter { !$0.isEmpty }.joined(separator: ", "))
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

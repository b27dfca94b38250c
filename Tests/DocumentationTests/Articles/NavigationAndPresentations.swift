// The code of the article “Navigation and presentations”
// (Sources/FormUI/FormUI.docc/NavigationAndPresentations.md), as it is there.
import SwiftUI

struct Recipe: Identifiable, Hashable, Codable {
    let id: Int
    var name: String
    var minutes = 30
}

struct RecipeBook: View {
    @State private var recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Risotto")]
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe.id)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Int.self) { id in
                if let index = recipes.firstIndex(where: { $0.id == id }) {
                    RecipeEditor(recipe: $recipes[index]) {
                        recipes.remove(at: index)
                    }
                }
            }
            .toolbar {
                Button("New recipe") { isAdding = true }
            }
            .sheet(isPresented: $isAdding) {
                NewRecipe { name, minutes in
                    recipes.append(Recipe(id: (recipes.map(\.id).max() ?? 0) + 1, name: name, minutes: minutes))
                }
            }
        }
    }
}

struct RecipeEditor: View {
    @Binding var recipe: Recipe
    var delete: () -> Void
    @State private var isConfirmingDelete = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Name", text: $recipe.name)
            Stepper("\(recipe.minutes) minutes", value: $recipe.minutes, in: 5...240, step: 5)
            Button("Delete recipe", role: .destructive) { isConfirmingDelete = true }
        }
        .navigationTitle(recipe.name)
        .alert("Delete \(recipe.name)?", isPresented: $isConfirmingDelete) {
            Button("Delete", role: .destructive) {
                dismiss()
                delete()
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        }
    }
}

struct NewRecipe: View {
    var add: (_ name: String, _ minutes: Int) -> Void
    @State private var name = ""
    @State private var minutes = 30
    @Environment(\.dismiss) private var dismiss

    private var trimmedName: String { name.trimmingCharacters(in: .whitespaces) }

    var body: some View {
        NavigationStack {
            Form {
                Section("Recipe") {
                    TextField("Name", text: $name, prompt: Text("Shakshuka"))
                    Stepper("Ready in \(minutes) minutes", value: $minutes, in: 5...240, step: 5)
                }
            }
            .navigationTitle("New recipe")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        add(trimmedName, minutes)
                        dismiss()
                    }
                    .disabled(trimmedName.isEmpty)
                }
            }
        }
    }
}

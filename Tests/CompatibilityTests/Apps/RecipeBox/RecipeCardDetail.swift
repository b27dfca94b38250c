import SwiftUI

struct RecipeCardDetail: View {
    @Environment(RecipeBoxModel.self) private var model
    let recipeID: RecipeCard.ID
    @State private var servings: Int?
    @State private var isEditing = false

    var body: some View {
        if let recipe = model.recipe(withID: recipeID) {
            let shownServings = servings ?? recipe.servings
            let factor = Double(shownServings) / Double(recipe.servings)
            List {
                Section {
                    Stepper("Serves \(shownServings)", value: Binding(
                        get: { shownServings },
                        set: { servings = $0 }
                    ), in: 1...24)
                    Label("\(recipe.minutes) minutes", systemImage: "clock")
                }
                Section("Ingredients") {
                    ForEach(recipe.ingredients) { ingredient in
                        Text(ingredient.scaled(by: factor))
                    }
                }
                Section("Method") {
                    Text(recipe.method)
                }
                Section {
                    Button {
                        model.toggleFavorite(recipe)
                    } label: {
                        Label(recipe.isFavorite ? "Remove Favorite" : "Add Favorite",
                              systemImage: recipe.isFavorite ? "heart.slash" : "heart")
                    }
                    .tint(.pink)
                }
            }
            .navigationTitle(recipe.name)
            .toolbar {
                Button("Edit") { isEditing = true }
            }
            .sheet(isPresented: $isEditing) {
                RecipeCardEditor(recipe: recipe) { model.save($0) }
            }
        } else {
            Text("This recipe was deleted.")
        }
    }
}

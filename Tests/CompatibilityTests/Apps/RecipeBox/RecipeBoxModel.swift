import SwiftUI
import Observation

@Observable
final class RecipeBoxModel {
    var recipes: [RecipeCard] = RecipeCard.box

    func recipes(in category: MealCategory?) -> [RecipeCard] {
        guard let category else { return recipes }
        return recipes.filter { $0.category == category }
    }

    func recipe(withID id: RecipeCard.ID) -> RecipeCard? {
        recipes.first { $0.id == id }
    }

    func save(_ recipe: RecipeCard) {
        if let index = recipes.firstIndex(where: { $0.id == recipe.id }) {
            recipes[index] = recipe
        } else {
            recipes.append(recipe)
        }
    }

    func toggleFavorite(_ recipe: RecipeCard) {
        guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
        recipes[index].isFavorite.toggle()
    }
}

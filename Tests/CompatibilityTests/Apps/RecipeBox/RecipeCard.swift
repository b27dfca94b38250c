import Foundation

enum MealCategory: String, CaseIterable, Identifiable, Codable {
    case breakfast, lunch, dinner, dessert

    var id: Self { self }

    var title: String { rawValue.capitalized }
}

struct RecipeIngredientLine: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var quantity: Double
    var unit: String

    func scaled(by factor: Double) -> String {
        let amount = quantity * factor
        let shown = amount.rounded() == amount ? String(Int(amount)) : String(format: "%.1f", amount)
        return unit.isEmpty ? "\(shown) \(name)" : "\(shown) \(unit) \(name)"
    }
}

struct RecipeCard: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var category: MealCategory
    var servings: Int
    var minutes: Int
    var ingredients: [RecipeIngredientLine]
    var method: String
    var isFavorite = false
}

extension RecipeCard {
    static let box: [RecipeCard] = [
        RecipeCard(
            name: "Overnight Oats", category: .breakfast, servings: 2, minutes: 5,
            ingredients: [
                RecipeIngredientLine(name: "rolled oats", quantity: 100, unit: "g"),
                RecipeIngredientLine(name: "milk", quantity: 200, unit: "ml"),
                RecipeIngredientLine(name: "honey", quantity: 1, unit: "tbsp"),
            ],
            method: "Stir everything together and leave in the fridge overnight."
        ),
        RecipeCard(
            name: "Tomato Soup", category: .lunch, servings: 4, minutes: 40,
            ingredients: [
                RecipeIngredientLine(name: "tomatoes", quantity: 8, unit: ""),
                RecipeIngredientLine(name: "onion", quantity: 1, unit: ""),
                RecipeIngredientLine(name: "stock", quantity: 1, unit: "l"),
            ],
            method: "Soften the onion, add tomatoes and stock, simmer, then blend."
        ),
        RecipeCard(
            name: "Lemon Drizzle Cake", category: .dessert, servings: 8, minutes: 60,
            ingredients: [
                RecipeIngredientLine(name: "flour", quantity: 225, unit: "g"),
                RecipeIngredientLine(name: "sugar", quantity: 225, unit: "g"),
                RecipeIngredientLine(name: "eggs", quantity: 4, unit: ""),
                RecipeIngredientLine(name: "lemons", quantity: 2, unit: ""),
            ],
            method: "Cream, fold, bake for 45 minutes, drizzle while warm.",
            isFavorite: true
        ),
    ]

    static var blank: RecipeCard {
        RecipeCard(name: "", category: .dinner, servings: 2, minutes: 30, ingredients: [], method: "")
    }
}

import Foundation
import SwiftData

@Model
final class TaggedRecipe {
    var name: String
    var minutes: Int
    var tags: [RecipeTag] = []

    init(name: String, minutes: Int = 30) {
        self.name = name
        self.minutes = minutes
    }

    var tagSummary: String {
        tags.isEmpty ? "No tags" : tags.map(\.name).sorted().joined(separator: ", ")
    }
}

@Model
final class RecipeTag {
    var name: String
    @Relationship(inverse: \TaggedRecipe.tags) var recipes: [TaggedRecipe] = []

    init(name: String) {
        self.name = name
    }
}

import SwiftData
import SwiftUI

struct RecipeTagsApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeTagsHome()
        }
        .modelContainer(for: [TaggedRecipe.self, RecipeTag.self])
    }
}

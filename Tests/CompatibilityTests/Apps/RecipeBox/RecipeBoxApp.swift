import SwiftUI

struct RecipeBoxApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeBoxRootView()
        }
    }
}

import Foundation
import SwiftUI

// Navigation kept in state, as apps with a router write it: a NavigationStack bound to a path of
// routes, buttons that push and pop, destinations for each route type, a link out with openURL, and a
// grid of categories.

enum RecipeRoute: Hashable {
    case recipe(Int)
    case shoppingList
}

struct RecipeRouter: View {
    @State private var path: [RecipeRoute] = []
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                Section("Recipes") {
                    Button("Pancakes") { path.append(.recipe(1)) }
                    Button("Shopping list") { path.append(.shoppingList) }
                }
                Button("Open the blog") {
                    openURL(URL(string: "https://example.com/blog")!)
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                    ForEach(["Breakfast", "Lunch", "Dinner"], id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Cookbook")
            .navigationDestination(for: RecipeRoute.self) { route in
                switch route {
                case .recipe(let id):
                    RecipeDetail(id: id, path: $path)
                case .shoppingList:
                    Text("Flour, eggs, milk")
                        .navigationTitle("Shopping list")
                }
            }
        }
    }
}

struct RecipeDetail: View {
    let id: Int
    @Binding var path: [RecipeRoute]

    var body: some View {
        Form {
            Text("Recipe #\(id)")
            Button("Show shopping list") { path.append(.shoppingList) }
            Button("Back to all recipes") { path.removeAll() }
        }
        .navigationTitle("Recipe")
    }
}

struct PathOfAnything: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            LazyVStack(alignment: .leading) {
                Button("Three") { path.append(3) }
                Text("Depth \(path.count)")
            }
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)")
            }
        }
    }
}

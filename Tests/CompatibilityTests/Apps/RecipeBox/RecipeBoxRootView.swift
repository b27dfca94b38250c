import SwiftUI

struct RecipeBoxRootView: View {
    @State private var model = RecipeBoxModel()
    @State private var category: MealCategory?
    @State private var isAddingRecipe = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Picker("Category", selection: $category) {
                    Text("All").tag(MealCategory?.none)
                    ForEach(MealCategory.allCases) { category in
                        Text(category.title).tag(Optional(category))
                    }
                }
                .pickerStyle(.segmented)
                .padding(.horizontal)

                List {
                    ForEach(model.recipes(in: category)) { recipe in
                        NavigationLink(value: recipe) {
                            RecipeCardRow(recipe: recipe)
                        }
                    }
                }
                .listStyle(.plain)
                .overlay {
                    if model.recipes(in: category).isEmpty {
                        ContentUnavailableView("No Recipes", systemImage: "fork.knife",
                                               description: Text("Nothing in this category yet."))
                    }
                }
            }
            .navigationTitle("Recipe Box")
            .navigationDestination(for: RecipeCard.self) { recipe in
                RecipeCardDetail(recipeID: recipe.id)
            }
            .toolbar {
                Button {
                    isAddingRecipe = true
                } label: {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New Recipe")
            }
            .sheet(isPresented: $isAddingRecipe) {
                RecipeCardEditor(recipe: .blank) { model.save($0) }
            }
        }
        .environment(model)
    }
}

struct RecipeCardRow: View {
    let recipe: RecipeCard

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(recipe.name)
                    .font(.headline)
                Text("\(recipe.category.title) · \(recipe.minutes) min")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if recipe.isFavorite {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.pink)
            }
        }
    }
}

import SwiftData
import SwiftUI

struct RecipeTagsHome: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \TaggedRecipe.name) private var recipes: [TaggedRecipe]
    @Query(sort: \RecipeTag.name) private var tags: [RecipeTag]
    @State private var newRecipe = ""
    @State private var newTag = ""

    var body: some View {
        NavigationStack {
            List {
                Section("Recipes") {
                    ForEach(recipes) { recipe in
                        NavigationLink {
                            TaggedRecipeDetail(recipe: recipe)
                        } label: {
                            VStack(alignment: .leading) {
                                Text(recipe.name)
                                    .font(.headline)
                                Text(recipe.tagSummary)
                                    .font(.caption)
                            }
                        }
                    }
                    .onDelete { offsets in
                        for index in offsets {
                            modelContext.delete(recipes[index])
                        }
                    }
                    HStack {
                        TextField("New recipe", text: $newRecipe)
                        Button("Add Recipe") {
                            modelContext.insert(TaggedRecipe(name: newRecipe))
                            newRecipe = ""
                        }
                        .disabled(newRecipe.isEmpty)
                    }
                }

                Section("Tags") {
                    ForEach(tags) { tag in
                        NavigationLink {
                            RecipeTagDetail(tag: tag)
                        } label: {
                            Text("#\(tag.name)")
                                .badge(tag.recipes.count)
                        }
                    }
                    .onDelete { offsets in
                        for index in offsets {
                            modelContext.delete(tags[index])
                        }
                    }
                    HStack {
                        TextField("New tag", text: $newTag)
                        Button("Add Tag") {
                            modelContext.insert(RecipeTag(name: newTag.lowercased()))
                            newTag = ""
                        }
                        .disabled(newTag.isEmpty)
                    }
                }
            }
            .navigationTitle("Recipes")
        }
    }
}

struct TaggedRecipeDetail: View {
    @Bindable var recipe: TaggedRecipe
    @Query(sort: \RecipeTag.name) private var allTags: [RecipeTag]

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $recipe.name)
                Stepper("\(recipe.minutes) minutes", value: $recipe.minutes, in: 5...240, step: 5)
            }
            Section("Tags") {
                ForEach(allTags) { tag in
                    Toggle(tag.name, isOn: binding(for: tag))
                }
            }
            Section {
                Text(recipe.tagSummary)
            }
        }
        .navigationTitle(recipe.name)
    }

    private func binding(for tag: RecipeTag) -> Binding<Bool> {
        Binding {
            recipe.tags.contains(tag)
        } set: { isOn in
            if isOn {
                recipe.tags.append(tag)
            } else {
                recipe.tags.removeAll { $0 == tag }
            }
        }
    }
}

struct RecipeTagDetail: View {
    let tag: RecipeTag

    var body: some View {
        List {
            if tag.recipes.isEmpty {
                Text("No recipes tagged #\(tag.name)")
                    .foregroundStyle(.secondary)
            }
            ForEach(tag.recipes.sorted { $0.name < $1.name }) { recipe in
                Text(recipe.name)
            }
        }
        .navigationTitle("#\(tag.name)")
    }
}

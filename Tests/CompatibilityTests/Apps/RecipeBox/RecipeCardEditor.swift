import SwiftUI

struct RecipeCardEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft: RecipeCard
    var onSave: (RecipeCard) -> Void

    init(recipe: RecipeCard, onSave: @escaping (RecipeCard) -> Void) {
        _draft = State(initialValue: recipe)
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Recipe") {
                    TextField("Name", text: $draft.name)
                    Picker("Meal", selection: $draft.category) {
                        ForEach(MealCategory.allCases) { category in
                            Text(category.title).tag(category)
                        }
                    }
                    .pickerStyle(.segmented)
                    Stepper("Serves \(draft.servings)", value: $draft.servings, in: 1...24)
                    Stepper("\(draft.minutes) minutes", value: $draft.minutes, in: 5...240, step: 5)
                }

                Section("Ingredients") {
                    ForEach($draft.ingredients) { $ingredient in
                        HStack {
                            TextField("Amount", value: $ingredient.quantity, format: .number)
                                .keyboardType(.decimalPad)
                                .frame(width: 60)
                            TextField("Unit", text: $ingredient.unit)
                                .frame(width: 50)
                            TextField("Ingredient", text: $ingredient.name)
                        }
                    }
                    .onDelete { offsets in
                        draft.ingredients.remove(atOffsets: offsets)
                    }
                    Button {
                        draft.ingredients.append(RecipeIngredientLine(name: "", quantity: 1, unit: ""))
                    } label: {
                        Label("Add Ingredient", systemImage: "plus.circle.fill")
                    }
                }

                Section("Method") {
                    TextEditor(text: $draft.method)
                        .frame(minHeight: 120)
                }
            }
            .navigationTitle(draft.name.isEmpty ? "New Recipe" : draft.name)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(draft)
                        dismiss()
                    }
                    .disabled(draft.name.isEmpty || draft.ingredients.isEmpty)
                }
            }
        }
    }
}

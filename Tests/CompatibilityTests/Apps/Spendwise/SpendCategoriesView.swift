import SwiftData
import SwiftUI

struct SpendCategoriesView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \SpendCategory.name) private var categories: [SpendCategory]
    @Query private var expenses: [SpendExpense]
    @State private var newName = ""

    private var uncategorisedTotal: Double {
        expenses.filter { $0.category == nil }.reduce(0) { $0 + $1.amount }
    }

    var body: some View {
        List {
            Section("Totals") {
                ForEach(categories) { category in
                    LabeledContent {
                        Text(category.total, format: .currency(code: "USD"))
                    } label: {
                        Text(category.name)
                        Text("\(category.expenses?.count ?? 0) expenses")
                    }
                }
                .onDelete { offsets in
                    for index in offsets {
                        modelContext.delete(categories[index])
                    }
                }
                LabeledContent {
                    Text(uncategorisedTotal, format: .currency(code: "USD"))
                } label: {
                    Text("Uncategorised")
                }
            }
            Section("New Category") {
                TextField("Name", text: $newName)
                Button("Add Category") {
                    modelContext.insert(SpendCategory(name: newName))
                    newName = ""
                }
                .disabled(newName.isEmpty)
            }
        }
        .navigationTitle("Categories")
    }
}

import SwiftData
import SwiftUI

struct SpendwiseRootView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \SpendExpense.date, order: .reverse) private var expenses: [SpendExpense]
    @State private var showingAddExpense = false

    private var total: Double {
        expenses.reduce(0) { $0 + $1.amount }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    LabeledContent("Total") {
                        Text(total, format: .currency(code: "USD"))
                    }
                    NavigationLink("Categories") {
                        SpendCategoriesView()
                    }
                }
                Section("Expenses") {
                    if expenses.isEmpty {
                        Text("No expenses yet")
                            .foregroundStyle(.secondary)
                    }
                    ForEach(expenses) { expense in
                        NavigationLink {
                            SpendExpenseEditor(expense: expense)
                        } label: {
                            SpendExpenseRow(expense: expense)
                        }
                    }
                    .onDelete { offsets in
                        for index in offsets {
                            modelContext.delete(expenses[index])
                        }
                    }
                }
            }
            .navigationTitle("Spendwise")
            .toolbar {
                Button("Add Expense", systemImage: "plus") {
                    showingAddExpense = true
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                SpendAddExpenseView()
            }
        }
    }
}

struct SpendExpenseRow: View {
    let expense: SpendExpense

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(expense.title)
                    .font(.headline)
                Text(expense.category?.name ?? "Uncategorised")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(expense.amount, format: .currency(code: "USD"))
        }
    }
}

struct SpendAddExpenseView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss
    @Query(sort: \SpendCategory.name) private var categories: [SpendCategory]

    @State private var title = ""
    @State private var amount = 0.0
    @State private var date = Date.now
    @State private var category: SpendCategory?

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                DatePicker("Date", selection: $date, displayedComponents: .date)
                Picker("Category", selection: $category) {
                    Text("None").tag(nil as SpendCategory?)
                    ForEach(categories) { category in
                        Text(category.name).tag(category as SpendCategory?)
                    }
                }
            }
            .navigationTitle("New Expense")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        let expense = SpendExpense(title: title, amount: amount, date: date)
                        modelContext.insert(expense)
                        expense.category = category
                        dismiss()
                    }
                    .disabled(title.isEmpty || amount <= 0)
                }
            }
        }
    }
}

struct SpendExpenseEditor: View {
    @Bindable var expense: SpendExpense
    @Query(sort: \SpendCategory.name) private var categories: [SpendCategory]

    var body: some View {
        Form {
            TextField("Title", text: $expense.title)
            TextField("Amount", value: $expense.amount, format: .currency(code: "USD"))
            Picker("Category", selection: $expense.category) {
                Text("None").tag(nil as SpendCategory?)
                ForEach(categories) { category in
                    Text(category.name).tag(category as SpendCategory?)
                }
            }
        }
        .navigationTitle(expense.title)
    }
}

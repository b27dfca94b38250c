import SwiftData
import SwiftUI

struct PennyAddExpenseView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss

    @State private var title = ""
    @State private var amount = 0.0
    @State private var category: PennyCategory = .food
    @State private var date = Date.now
    @State private var note = ""

    private var canSave: Bool {
        !title.trimmingCharacters(in: .whitespaces).isEmpty && amount > 0
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    TextField("Amount", value: $amount, format: .currency(code: "USD"))
                        .keyboardType(.decimalPad)
                }
                Section {
                    Picker("Category", selection: $category) {
                        ForEach(PennyCategory.allCases) { category in
                            Text(category.rawValue).tag(category)
                        }
                    }
                    DatePicker("Date", selection: $date, displayedComponents: .date)
                }
                Section("Optional") {
                    TextField("Note", text: $note)
                }
            }
            .navigationTitle("New Expense")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(!canSave)
                }
            }
        }
    }

    private func save() {
        let trimmedNote = note.trimmingCharacters(in: .whitespacesAndNewlines)
        let expense = PennyExpense(
            title: title.trimmingCharacters(in: .whitespaces),
            amount: amount,
            category: category,
            date: date,
            note: trimmedNote.isEmpty ? nil : trimmedNote
        )
        modelContext.insert(expense)
        try? modelContext.save()
        dismiss()
    }
}

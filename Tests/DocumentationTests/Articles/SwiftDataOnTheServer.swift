// The code of the article “SwiftData on the server” (Sources/FormUI/FormUI.docc/SwiftDataOnTheServer.md),
// as it is there; the article's `@main` is left out, a test bundle having an entry point of its own.
import SwiftData
import SwiftUI

@Model
final class Expense {
    var title: String
    var amount: Double
    var date: Date

    init(title: String, amount: Double, date: Date = .now) {
        self.title = title
        self.amount = amount
        self.date = date
    }
}

struct ExpensesApp: App {
    var body: some Scene {
        WindowGroup {
            ExpenseList()
        }
        .modelContainer(for: Expense.self)
    }
}

struct ExpenseList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Expense.date, order: .reverse) private var expenses: [Expense]
    @State private var title = ""
    @State private var amount = 0.0

    var body: some View {
        Form {
            Section("New expense") {
                TextField("Title", text: $title)
                TextField("Amount", value: $amount, format: .number)
                Button("Add") {
                    modelContext.insert(Expense(title: title, amount: amount))
                    title = ""
                    amount = 0
                }
                .disabled(title.isEmpty || amount <= 0)
            }
            Section("Spent") {
                ForEach(expenses) { expense in
                    LabeledContent(expense.title, value: expense.amount, format: .number)
                }
                .onDelete { offsets in
                    for index in offsets { modelContext.delete(expenses[index]) }
                }
            }
        }
    }
}

struct LargeExpenses: View {
    @Query(filter: #Predicate<Expense> { $0.amount >= 100 }, sort: \Expense.amount) private var expenses: [Expense]

    var body: some View {
        List(expenses) { expense in
            Text(expense.title)
        }
    }
}

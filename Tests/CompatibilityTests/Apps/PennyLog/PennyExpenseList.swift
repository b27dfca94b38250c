import SwiftData
import SwiftUI

/// The expenses of one category, or all of them: the query is made in `init`, so a new filter from the
/// parent gives a new query.
struct PennyExpenseList: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var expenses: [PennyExpense]
    private let category: PennyCategory?

    init(category: PennyCategory?) {
        self.category = category
        if let category {
            _expenses = Query(
                filter: #Predicate<PennyExpense> { $0.category == category },
                sort: \PennyExpense.date,
                order: .reverse
            )
        } else {
            _expenses = Query(sort: \PennyExpense.date, order: .reverse)
        }
    }

    private var subtotal: Double {
        expenses.reduce(0) { $0 + $1.amount }
    }

    var body: some View {
        Section {
            if expenses.isEmpty, let category {
                ContentUnavailableView(
                    "Nothing in \(category.rawValue)",
                    systemImage: category.symbol,
                    description: Text("Expenses you file under \(category.rawValue) show up here.")
                )
            }
            ForEach(expenses) { expense in
                PennyExpenseRow(expense: expense)
            }
            .onDelete { offsets in
                for index in offsets {
                    modelContext.delete(expenses[index])
                }
                try? modelContext.save()
            }
        } header: {
            Text(category?.rawValue ?? "All expenses")
        } footer: {
            Text("Subtotal \(subtotal, format: .currency(code: "USD"))")
        }
    }
}

struct PennyExpenseRow: View {
    let expense: PennyExpense

    var body: some View {
        HStack {
            Image(systemName: expense.category.symbol)
                .foregroundStyle(.tint)
                .frame(width: 28)
            VStack(alignment: .leading, spacing: 2) {
                Text(expense.title)
                    .font(.headline)
                Text(expense.date, format: .dateTime.day().month(.abbreviated))
                    .font(.caption)
                    .foregroundStyle(.secondary)
                if let note = expense.note {
                    Text(note)
                        .font(.caption)
                        .italic()
                }
            }
            Spacer()
            Text(expense.amount, format: .currency(code: "USD"))
                .monospacedDigit()
        }
    }
}

import SwiftData
import SwiftUI

struct PennyLogRootView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \PennyExpense.date, order: .reverse) private var expenses: [PennyExpense]
    @State private var filter: PennyCategory?
    @State private var showingAddExpense = false

    private var total: Double {
        expenses.reduce(0) { $0 + $1.amount }
    }

    /// Counted by the store rather than the query: all expenses, and the big ones.
    private var summary: String {
        let threshold = 50.0
        let all = (try? modelContext.fetchCount(FetchDescriptor<PennyExpense>())) ?? 0
        let big = FetchDescriptor<PennyExpense>(predicate: #Predicate { $0.amount > threshold })
        let bigCount = (try? modelContext.fetchCount(big)) ?? 0
        return "\(all) \(all == 1 ? "expense" : "expenses") · \(bigCount) over $50"
    }

    var body: some View {
        NavigationStack {
            Group {
                if expenses.isEmpty {
                    ContentUnavailableView {
                        Label("No Expenses", systemImage: "creditcard")
                    } description: {
                        Text("Add what you spend and PennyLog adds it up.")
                    } actions: {
                        Button("Add Sample Expenses", action: addSamples)
                            .buttonStyle(.borderedProminent)
                    }
                } else {
                    List {
                        Section {
                            VStack(alignment: .leading, spacing: 4) {
                                Text("Total spent")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                Text(total, format: .currency(code: "USD"))
                                    .font(.largeTitle)
                                Text(summary)
                                    .font(.footnote)
                                    .foregroundStyle(.secondary)
                            }
                            Picker("Filter", selection: $filter) {
                                Text("All").tag(PennyCategory?.none)
                                ForEach(PennyCategory.allCases) { category in
                                    Text(category.rawValue).tag(Optional(category))
                                }
                            }
                        }

                        PennyExpenseList(category: filter)
                    }
                }
            }
            .navigationTitle("PennyLog")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAddExpense = true
                    } label: {
                        Label("Add Expense", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                PennyAddExpenseView()
            }
        }
    }

    private func addSamples() {
        for expense in PennyExpense.samples {
            modelContext.insert(expense)
        }
        try? modelContext.save()
    }
}

import SwiftUI

struct BudgetBookRootView: View {
    @EnvironmentObject var store: BudgetStore
    @State private var showingAddEntry = false

    var body: some View {
        NavigationView {
            List {
                Section {
                    DatePicker("Month", selection: $store.month, displayedComponents: .date)
                        .disabled(store.showsAllMonths)
                    Toggle("Show all months", isOn: $store.showsAllMonths)
                }

                Section("Summary") {
                    BudgetAmountRow(title: "Income", amount: store.income, tint: .green)
                    BudgetAmountRow(title: "Spending", amount: store.spending, tint: .red)
                    BudgetAmountRow(title: "Balance", amount: store.balance, tint: store.balance < 0 ? .red : .primary)
                    NavigationLink("Spending by category") {
                        BudgetCategoryBreakdownView()
                    }
                }

                Section(header: Text("Entries"), footer: Text("\(store.visibleEntries.count) entries")) {
                    if store.visibleEntries.isEmpty {
                        Text("Nothing recorded for this month")
                            .foregroundColor(.secondary)
                    }
                    ForEach(store.visibleEntries) { entry in
                        BudgetEntryRow(entry: entry)
                    }
                    .onDelete(perform: store.delete)
                }
            }
            .navigationBarTitle("Budget")
            .navigationBarItems(trailing: Button(action: { showingAddEntry = true }) {
                Image(systemName: "plus")
            }
            .accessibilityLabel("Add entry"))
            .sheet(isPresented: $showingAddEntry) {
                BudgetAddEntryView()
                    .environmentObject(store)
            }
        }
    }
}

struct BudgetAmountRow: View {
    let title: String
    let amount: Double
    var tint: Color = .primary

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount, format: .currency(code: "EUR"))
                .foregroundColor(tint)
                .monospacedDigit()
        }
    }
}

struct BudgetEntryRow: View {
    let entry: BudgetEntry

    var body: some View {
        HStack {
            Image(systemName: entry.category.icon)
                .foregroundColor(entry.category.color)
                .frame(width: 28)
            VStack(alignment: .leading) {
                Text(entry.title)
                Text(entry.date, format: .dateTime.day().month(.abbreviated))
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Text(entry.signedAmount, format: .currency(code: "EUR"))
                .foregroundColor(entry.kind == .income ? .green : .primary)
        }
    }
}

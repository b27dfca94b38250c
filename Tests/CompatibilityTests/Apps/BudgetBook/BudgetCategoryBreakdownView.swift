import SwiftUI

struct BudgetCategoryBreakdownView: View {
    @EnvironmentObject var store: BudgetStore

    private var spendingCategories: [BudgetCategory] {
        BudgetCategory.allCases
            .filter { store.spending(in: $0) > 0 }
            .sorted { store.spending(in: $0) > store.spending(in: $1) }
    }

    var body: some View {
        List {
            if spendingCategories.isEmpty {
                Text("No spending yet")
            }
            ForEach(spendingCategories) { category in
                let amount = store.spending(in: category)
                VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        Label(category.rawValue, systemImage: category.icon)
                        Spacer()
                        Text(amount, format: .currency(code: "EUR"))
                    }
                    ProgressView(value: amount, total: max(store.spending, 1))
                        .tint(category.color)
                    Text("\(Int((amount / max(store.spending, 1) * 100).rounded()))% of spending")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .padding(.vertical, 4)
            }
        }
        .navigationTitle("By category")
    }
}

import SwiftUI

struct BudgetAddEntryView: View {
    @EnvironmentObject var store: BudgetStore
    @Environment(\.presentationMode) var presentationMode

    @State private var title = ""
    @State private var amount = 0.0
    @State private var kind = BudgetKind.expense
    @State private var category = BudgetCategory.groceries
    @State private var date = Date.now

    var body: some View {
        NavigationView {
            Form {
                Picker("Type", selection: $kind) {
                    ForEach(BudgetKind.allCases) { kind in
                        Text(kind.rawValue).tag(kind)
                    }
                }
                .pickerStyle(.segmented)

                TextField("Title", text: $title)
                TextField("Amount", value: $amount, format: .currency(code: "EUR"))
                    .keyboardType(.decimalPad)

                Picker("Category", selection: $category) {
                    ForEach(BudgetCategory.allCases) { category in
                        Label(category.rawValue, systemImage: category.icon).tag(category)
                    }
                }

                DatePicker("Date", selection: $date, in: ...Date.now, displayedComponents: .date)
            }
            .navigationBarTitle("New entry", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Cancel") {
                    presentationMode.wrappedValue.dismiss()
                },
                trailing: Button("Save") {
                    let entry = BudgetEntry(title: title, amount: amount, kind: kind, category: category, date: date)
                    store.add(entry)
                    presentationMode.wrappedValue.dismiss()
                }
                .disabled(title.isEmpty || amount <= 0)
            )
        }
    }
}

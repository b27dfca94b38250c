import SwiftUI

// An expense notebook written the way 2019–2021 tutorials wrote apps, still shipped: NavigationView,
// navigationBarTitle and navigationBarItems, a sheet dismissed through presentationMode, autocapitalization,
// format specifiers in text, and the shape and style shorthands of later years mixed in.

struct Expense: Identifiable, Codable {
    var id = UUID()
    var title: String
    var amount: Double
}

struct ExpenseNotebook: View {
    @State private var expenses: [Expense] = [Expense(title: "Coffee", amount: 3.5)]
    @State private var showingAdd = false
    @State private var compact = false

    private var total: Double { expenses.reduce(0) { $0 + $1.amount } }

    var body: some View {
        NavigationView {
            List {
                ForEach(expenses) { expense in
                    HStack {
                        Text(expense.title)
                        Spacer()
                        Text("$\(expense.amount, specifier: "%.2f")")
                            .foregroundStyle(.tint)
                    }
                }
                ZStack(alignment: .bottomTrailing) {
                    RoundedRectangle(cornerRadius: 8).fill(Gradient(colors: [.blue, .purple]))
                    Text("Total: $\(total, specifier: "%.2f")")
                        .padding(6)
                        .background(.white, in: .capsule)
                }
                .frame(height: 60)
                .clipShape(.rect(cornerRadius: 8))
                .brightness(0.05)
                .rotation3DEffect(.degrees(0), axis: (x: 0, y: 1, z: 0))
                .drawingGroup()
                Toggle("Compact", isOn: $compact.animation())
            }
            .scrollBounceBehavior(.basedOnSize)
            .navigationBarTitle("Expenses", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Clear") { expenses.removeAll() }.buttonRepeatBehavior(.disabled),
                trailing: Button("Add") { showingAdd = true }
            )
            .sheet(isPresented: $showingAdd) {
                AddExpenseSheet(expenses: $expenses)
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct AddExpenseSheet: View {
    @Binding var expenses: [Expense]
    @Environment(\.presentationMode) private var presentationMode
    @State private var title = ""
    @State private var amount = 0.0

    var body: some View {
        NavigationView {
            Form {
                TextField("Title", text: $title)
                    .autocapitalization(.words)
                TextField("Amount", value: $amount, format: .number)
                Button("Save") {
                    expenses.append(Expense(title: title, amount: amount))
                    presentationMode.wrappedValue.dismiss()
                }
            }
            .navigationBarTitle(Text("New expense"))
        }
    }
}

import SwiftUI

struct SharedCost: Identifiable {
    let id = UUID()
    var title: String
    var amount: Double
    var paidBy: String
}

struct ItemizedSplitView: View {
    let currencyCode: String
    @State private var people = ["Alex", "Sam"]
    @State private var costs: [SharedCost] = []
    @State private var newTitle = ""
    @State private var newAmount: Double?
    @State private var payer = "Alex"
    @State private var newPerson = ""

    private var total: Double {
        costs.reduce(0) { $0 + $1.amount }
    }

    private var fairShare: Double {
        people.isEmpty ? 0 : total / Double(people.count)
    }

    private func balance(for person: String) -> Double {
        let paid = costs.filter { $0.paidBy == person }.reduce(0) { $0 + $1.amount }
        return paid - fairShare
    }

    var body: some View {
        Form {
            Section("People") {
                ForEach(people, id: \.self) { person in
                    HStack {
                        Text(person)
                        Spacer()
                        let balance = balance(for: person)
                        Text(balance, format: .currency(code: currencyCode))
                            .foregroundColor(balance < 0 ? .red : .green)
                    }
                }
                HStack {
                    TextField("Name", text: $newPerson)
                    Button("Add Person") {
                        people.append(newPerson)
                        newPerson = ""
                    }
                    .disabled(newPerson.isEmpty || people.contains(newPerson))
                }
            }

            Section("New cost") {
                TextField("What for", text: $newTitle)
                TextField("Cost", value: $newAmount, format: .currency(code: currencyCode))
                Picker("Paid by", selection: $payer) {
                    ForEach(people, id: \.self) { Text($0) }
                }
                Button("Add Cost") {
                    if let newAmount {
                        costs.append(SharedCost(title: newTitle, amount: newAmount, paidBy: payer))
                    }
                    newTitle = ""
                    newAmount = nil
                }
                .disabled(newTitle.isEmpty || newAmount == nil)
            }

            Section {
                ForEach(costs) { cost in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(cost.title)
                            Text("paid by \(cost.paidBy)")
                                .font(.caption)
                                .foregroundColor(.secondary)
                        }
                        Spacer()
                        Text(cost.amount, format: .currency(code: currencyCode))
                    }
                }
                .onDelete { costs.remove(atOffsets: $0) }
            } header: {
                Text("Costs")
            } footer: {
                Text("Each pays \(fairShare.formatted(.currency(code: currencyCode))) of \(total.formatted(.currency(code: currencyCode)))")
            }
        }
        .navigationTitle("Split by items")
    }
}

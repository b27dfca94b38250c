import SwiftUI

struct PizzaSummaryView: View {
    var order: PizzaOrder

    @State private var confirmationMessage = ""
    @State private var showingConfirmation = false
    @State private var ordersPlaced = 0

    var body: some View {
        List {
            Section("Pizza") {
                PizzaSummaryRow(title: "Size", value: order.size.rawValue)
                PizzaSummaryRow(title: "Crust", value: order.crust.rawValue)
                PizzaSummaryRow(title: "Extras", value: order.toppingsDescription)
                PizzaSummaryRow(title: "Quantity", value: "\(order.quantity)")
                if !order.specialRequest.isEmpty {
                    Text("“\(order.specialRequest)”")
                        .italic()
                }
            }

            Section("Delivery") {
                if order.hasValidAddress {
                    Text(order.customerName)
                    if order.isDelivery {
                        Text("\(order.street), \(order.city)")
                    } else {
                        Text("Collection")
                    }
                } else {
                    Label("Add your name and address first", systemImage: "exclamationmark.triangle")
                        .foregroundColor(.orange)
                }
            }

            Section {
                HStack {
                    Text("Total")
                        .font(.headline)
                    Spacer()
                    Text(order.total, format: .currency(code: "USD"))
                        .bold()
                }

                Button {
                    placeOrder()
                } label: {
                    Text("Place order")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!order.hasValidAddress)
            }

            if ordersPlaced > 0 {
                Text("Orders placed today: \(ordersPlaced)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle("Your order")
        .alert("Thank you!", isPresented: $showingConfirmation) {
            Button("OK") {}
        } message: {
            Text(confirmationMessage)
        }
    }

    func placeOrder() {
        let total = order.total.formatted(.currency(code: "USD"))
        let pizzas = order.quantity == 1 ? "pizza" : "pizzas"
        confirmationMessage = "Your \(order.quantity) \(order.size.rawValue.lowercased()) \(pizzas) (\(total)) will be with \(order.customerName) soon."
        ordersPlaced += 1
        showingConfirmation = true
    }
}

struct PizzaSummaryRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
                .foregroundColor(.secondary)
        }
    }
}

import SwiftUI

struct PizzaOrderRootView: View {
    @State private var order = PizzaOrder()

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Size", selection: $order.size) {
                        ForEach(PizzaSize.allCases) { size in
                            Text("\(size.rawValue) (\(size.inches)\")").tag(size)
                        }
                    }

                    Picker("Crust", selection: $order.crust) {
                        ForEach(PizzaCrust.allCases) { crust in
                            Text(crust.rawValue)
                        }
                    }
                    .pickerStyle(.segmented)

                    Stepper("Number of pizzas: \(order.quantity)", value: $order.quantity, in: 1...10)
                } header: {
                    Text("Your pizza")
                }

                Section("Extras") {
                    ForEach(PizzaTopping.allCases) { topping in
                        Toggle(topping.rawValue, isOn: order.binding(for: topping))
                    }
                }

                Section {
                    Toggle("Any special requests?", isOn: $order.wantsSpecialRequest.animation())

                    if order.wantsSpecialRequest {
                        TextField("Special requests", text: $order.specialRequest, axis: .vertical)
                            .lineLimit(3...5)
                    }
                }

                Section {
                    NavigationLink {
                        PizzaDeliveryView(order: order)
                    } label: {
                        Text("Delivery details")
                    }

                    NavigationLink("Review order") {
                        PizzaSummaryView(order: order)
                    }
                    .disabled(order.quantity == 0)
                } footer: {
                    Text("\(order.pricePerPizza, format: .currency(code: "USD")) per pizza")
                }
            }
            .navigationTitle("Pizza Palace")
        }
        .tint(.red)
    }
}

struct PizzaDeliveryView: View {
    @Bindable var order: PizzaOrder

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $order.customerName)
                    .textContentType(.name)
                Toggle("Deliver to my address", isOn: $order.isDelivery)
            }

            if order.isDelivery {
                Section("Address") {
                    TextField("Street", text: $order.street)
                        .textContentType(.streetAddressLine1)
                    TextField("City", text: $order.city)
                        .textContentType(.addressCity)
                }
            } else {
                Section {
                    Label("Collect from 12 Market Street", systemImage: "bag")
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Delivery details")
        .navigationBarTitleDisplayMode(.inline)
    }
}

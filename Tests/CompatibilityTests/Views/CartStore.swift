import SwiftUI

// A coffee shop order built the pre-iOS 17 way: an ObservableObject store with @Published properties
// owned by the root with @StateObject, passed to a child as @ObservedObject, and read from the
// environment with @EnvironmentObject by a summary deeper down.

struct CoffeeProduct: Identifiable, Hashable {
    let id: String
    let name: String
    let price: Double
}

final class CartStore: ObservableObject {
    let menu = [
        CoffeeProduct(id: "espresso", name: "Espresso", price: 2.5),
        CoffeeProduct(id: "latte", name: "Latte", price: 4.0),
        CoffeeProduct(id: "mocha", name: "Mocha", price: 4.5),
    ]
    @Published var quantities: [String: Int] = [:]
    @Published var isTakeaway = false
    @Published var orderNumber: Int?

    var total: Double {
        menu.reduce(0) { $0 + Double(quantities[$1.id, default: 0]) * $1.price }
    }

    var itemCount: Int {
        quantities.values.reduce(0, +)
    }

    func add(_ product: CoffeeProduct) {
        quantities[product.id, default: 0] += 1
    }

    func remove(_ product: CoffeeProduct) {
        guard let count = quantities[product.id], count > 0 else { return }
        quantities[product.id] = count - 1
    }

    func placeOrder() {
        orderNumber = 100 + itemCount
        quantities = [:]
    }
}

struct CoffeeShopView: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        NavigationView {
            CoffeeMenuView(cart: cart)
                .navigationTitle("Order Coffee")
        }
        .environmentObject(cart)
    }
}

struct CoffeeMenuView: View {
    @ObservedObject var cart: CartStore

    var body: some View {
        List {
            Section("Menu") {
                ForEach(cart.menu) { product in
                    HStack {
                        Text(product.name)
                        Spacer()
                        Text(product.price, format: .currency(code: "USD"))
                        Button("Remove \(product.name)") { cart.remove(product) }
                            .disabled(cart.quantities[product.id, default: 0] == 0)
                        Text("\(cart.quantities[product.id, default: 0])")
                        Button("Add \(product.name)") { cart.add(product) }
                    }
                }
            }
            Section {
                Toggle("Takeaway", isOn: $cart.isTakeaway)
                CartSummaryView()
            }
        }
    }
}

struct CartSummaryView: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(cart.itemCount) items, \(cart.isTakeaway ? "to go" : "for here")")
            Text("Total: \(cart.total, format: .currency(code: "USD"))")
            Button("Place Order") {
                cart.placeOrder()
            }
            .disabled(cart.itemCount == 0)
            if let number = cart.orderNumber {
                Text("Order #\(number) placed")
                    .font(.headline)
            }
        }
    }
}

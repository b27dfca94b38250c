import SwiftUI

// Navigation driven by state: a checkout that moves on to its review when a button sets a flag, a
// review that goes back with dismiss(), and past orders opened by setting an optional item.

struct PastOrder: Identifiable, Hashable {
    let id: Int
    let title: String

    static let recent = [
        PastOrder(id: 1, title: "Green tea"),
        PastOrder(id: 2, title: "Blue mug"),
    ]
}

struct CheckoutFlow: View {
    @State private var email = ""
    @State private var showsReview = false
    @State private var openedOrder: PastOrder?

    var body: some View {
        NavigationStack {
            Form {
                Section("Contact") {
                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                }
                Button("Continue") {
                    showsReview = true
                }
                .disabled(email.isEmpty)

                Section("Past orders") {
                    ForEach(PastOrder.recent) { order in
                        Button(order.title) {
                            openedOrder = order
                        }
                    }
                }
            }
            .navigationTitle("Checkout")
            .navigationDestination(isPresented: $showsReview) {
                CheckoutReview(email: email)
            }
            .navigationDestination(item: $openedOrder) { order in
                PastOrderDetail(order: order)
            }
        }
    }
}

struct CheckoutReview: View {
    let email: String
    @Environment(\.dismiss) private var dismiss
    @State private var acceptsTerms = false

    var body: some View {
        Form {
            Text("The receipt goes to \(email).")
            Toggle("I accept the terms", isOn: $acceptsTerms)
            Button("Change email") {
                dismiss()
            }
        }
        .navigationTitle("Review")
    }
}

struct PastOrderDetail: View {
    let order: PastOrder

    var body: some View {
        List {
            LabeledContent("Order", value: "#\(order.id)")
            Text(order.title)
        }
        .navigationTitle(order.title)
    }
}

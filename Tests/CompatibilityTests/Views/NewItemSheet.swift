import SwiftUI

// A "new item" flow: a list with an add button in the toolbar that presents a sheet, the sheet with
// its own form, a Cancel and an Add button that call @Environment(\.dismiss), and onDismiss counting
// how often the sheet was closed.

struct GroceryItem: Identifiable {
    let id = UUID()
    var name: String
    var quantity: Int
    var isUrgent: Bool
}

struct GroceryListView: View {
    @State private var items = [GroceryItem(name: "Apples", quantity: 6, isUrgent: false)]
    @State private var showingAddItem = false
    @State private var sheetClosings = 0

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        Text("×\(item.quantity)")
                        if item.isUrgent {
                            Image(systemName: "exclamationmark.circle.fill")
                                .foregroundStyle(.red)
                        }
                    }
                }
                Text("Sheet closed \(sheetClosings) times")
                    .font(.footnote)
            }
            .navigationTitle("Groceries")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAddItem = true
                    } label: {
                        Label("Add Item", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAddItem, onDismiss: { sheetClosings += 1 }) {
                AddGroceryItemView { newItem in
                    items.append(newItem)
                }
            }
        }
    }
}

struct AddGroceryItemView: View {
    @Environment(\.dismiss) private var dismiss
    var onAdd: (GroceryItem) -> Void

    @State private var name = ""
    @State private var quantity = 1
    @State private var isUrgent = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Item name", text: $name)
                Stepper("Quantity: \(quantity)", value: $quantity, in: 1...99)
                Toggle("Urgent", isOn: $isUrgent)
            }
            .navigationTitle("New Item")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onAdd(GroceryItem(name: name, quantity: quantity, isUrgent: isUrgent))
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

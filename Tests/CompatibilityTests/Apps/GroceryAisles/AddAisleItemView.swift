import SwiftUI

struct AddAisleItemView: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var name = ""
    @State private var quantity = 1
    @State private var aisle: Aisle = .produce
    var onAdd: (AisleItem) -> Void

    private var trimmedName: String {
        name.trimmingCharacters(in: .whitespaces)
    }

    var body: some View {
        NavigationView {
            Form {
                Section {
                    TextField("Item name", text: $name)
                        .autocapitalization(.sentences)
                        .disableAutocorrection(true)
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 1...99)
                }

                Section(footer: Text("Items are grouped by aisle so you walk the shop once.")) {
                    Picker("Aisle", selection: $aisle) {
                        Section("Fresh") {
                            Text("Produce").tag(Aisle.produce)
                            Text("Bakery").tag(Aisle.bakery)
                            Text("Dairy").tag(Aisle.dairy)
                        }
                        Section("Packaged") {
                            Text("Pantry").tag(Aisle.pantry)
                            Text("Frozen").tag(Aisle.frozen)
                        }
                        Section("Other") {
                            Text("Household").tag(Aisle.household)
                        }
                    }
                }
            }
            .navigationBarTitle("New Item", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Cancel") {
                    presentationMode.wrappedValue.dismiss()
                },
                trailing: Button("Add") {
                    onAdd(AisleItem(name: trimmedName, quantity: quantity, aisle: aisle))
                    presentationMode.wrappedValue.dismiss()
                }
                .disabled(trimmedName.isEmpty)
            )
        }
    }
}

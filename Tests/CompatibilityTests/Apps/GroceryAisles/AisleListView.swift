import SwiftUI

struct AisleListView: View {
    @StateObject private var store = AisleStore()
    @AppStorage("groceryAisles.hideBought") private var hideBought = false
    @State private var searchText = ""
    @State private var showingAddItem = false
    @State private var showingSettings = false
    @State private var confirmingClear = false

    private var aislesShown: [Aisle] {
        Aisle.allCases.filter { !store.items(in: $0, matching: searchText, hidingBought: hideBought).isEmpty }
    }

    var body: some View {
        NavigationView {
            List {
                if aislesShown.isEmpty {
                    Text(searchText.isEmpty ? "Your list is empty" : "No items match “\(searchText)”")
                        .foregroundColor(.secondary)
                }
                ForEach(aislesShown) { aisle in
                    let shown = store.items(in: aisle, matching: searchText, hidingBought: hideBought)
                    Section(header: Label(aisle.title, systemImage: aisle.symbol)) {
                        ForEach(shown) { item in
                            AisleRow(item: item) {
                                store.toggleBought(item)
                            }
                        }
                        .onDelete { offsets in
                            store.delete(shown, at: offsets)
                        }
                        .onMove { source, destination in
                            store.move(in: aisle, from: source, to: destination)
                        }
                    }
                }

                Section {
                    Text("\(store.boughtCount) of \(store.items.count) in the cart")
                    Button("Clear Bought Items") {
                        confirmingClear = true
                    }
                    .disabled(store.boughtCount == 0)
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $searchText, prompt: "Search groceries")
            .navigationBarTitle("Groceries")
            .navigationBarItems(
                leading: Button {
                    showingSettings = true
                } label: {
                    Image(systemName: "gearshape")
                }
                .accessibilityLabel("List Settings"),
                trailing: HStack {
                    EditButton()
                    Button {
                        showingAddItem = true
                    } label: {
                        Image(systemName: "plus")
                    }
                    .accessibilityLabel("Add Item")
                }
            )
            .sheet(isPresented: $showingAddItem) {
                AddAisleItemView { item in
                    store.add(item)
                }
            }
            .sheet(isPresented: $showingSettings) {
                AisleSettingsView()
            }
            .alert(isPresented: $confirmingClear) {
                Alert(
                    title: Text("Clear bought items?"),
                    message: Text("\(store.boughtCount) items will be removed from the list."),
                    primaryButton: .destructive(Text("Clear")) {
                        store.clearBought()
                    },
                    secondaryButton: .cancel()
                )
            }
        }
    }
}

struct AisleRow: View {
    let item: AisleItem
    var onToggle: () -> Void

    var body: some View {
        Button(action: onToggle) {
            HStack {
                Image(systemName: item.isBought ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(item.isBought ? .green : .gray)
                Text(item.name)
                    .strikethrough(item.isBought)
                    .foregroundColor(item.isBought ? .secondary : .primary)
                Spacer()
                if item.quantity > 1 {
                    Text("×\(item.quantity)")
                        .foregroundColor(.secondary)
                }
            }
        }
    }
}

struct AisleSettingsView: View {
    @Environment(\.presentationMode) private var presentationMode
    @AppStorage("groceryAisles.hideBought") private var hideBought = false

    var body: some View {
        NavigationView {
            Form {
                Toggle("Hide bought items", isOn: $hideBought)
            }
            .navigationBarTitle("List Settings", displayMode: .inline)
            .navigationBarItems(trailing: Button("Done") {
                presentationMode.wrappedValue.dismiss()
            })
        }
    }
}

import FormUIServer

/// A list kept in an `@Observable` model: added to, edited in place through `ForEach($list.items)`, and
/// deleted from.
@Observable
final class ShoppingList {
    struct Item: Identifiable {
        let id: Int
        var name: String
        var isBought = false
    }

    var items: [Item] = [Item(id: 1, name: "Bread"), Item(id: 2, name: "Olive oil")]
    private var nextID = 3

    func add(_ name: String) {
        items.append(Item(id: nextID, name: name))
        nextID += 1
    }

    func remove(_ id: Int) {
        items.removeAll { $0.id == id }
    }
}

struct ShoppingListScreen: View {
    @State private var list = ShoppingList()
    @State private var newItem = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("To buy") {
                    ItemRows(list: list)
                }
                Section {
                    TextField("New item", text: $newItem)
                    Button("Add") {
                        list.add(newItem)
                        newItem = ""
                    }
                    .disabled(newItem.trimmingCharacters(in: .whitespaces).isEmpty)
                }
                Text("\(list.items.filter { !$0.isBought }.count) left to buy")
            }
            .navigationTitle("Shopping list")
        }
    }
}

struct ItemRows: View {
    @Bindable var list: ShoppingList

    var body: some View {
        ForEach($list.items) { $item in
            HStack {
                Toggle(item.name, isOn: $item.isBought)
                Button("Delete \(item.name)", role: .destructive) {
                    list.remove(item.id)
                }
            }
        }
    }
}

import FormUIServer

/// A list kept in an `@Observable` model: added to, edited in place through `ForEach($list.items)`, and
/// deleted from.
@Observable
final class ShoppingList: Codable {
    struct Item: Identifiable, Codable {
        let id: Int
        var name: String
        var isBought = false
    }

    var items: [Item] = [Item(id: 1, name: "Bread"), Item(id: 2, name: "Olive oil")]
    private var nextID = 3

    init() {}

    // Written out: `@Observable` turns the stored properties into computed ones, which `Codable` does not
    // see. A session store keeps the list through these (README, “Sessions that survive restarts”).
    private enum CodingKeys: String, CodingKey { case items, nextID }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        items = try container.decode([Item].self, forKey: .items)
        nextID = try container.decode(Int.self, forKey: .nextID)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(nextID, forKey: .nextID)
    }

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

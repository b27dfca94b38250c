import Combine
import Foundation

final class AisleStore: ObservableObject {
    private static let itemsKey = "groceryAisles.items"

    @Published var items: [AisleItem] {
        didSet { save() }
    }

    init() {
        if let data = UserDefaults.standard.data(forKey: Self.itemsKey),
           let decoded = try? JSONDecoder().decode([AisleItem].self, from: data) {
            items = decoded
        } else {
            items = AisleItem.starterList
        }
    }

    var boughtCount: Int {
        items.filter(\.isBought).count
    }

    func items(in aisle: Aisle, matching search: String = "", hidingBought: Bool = false) -> [AisleItem] {
        items.filter { item in
            item.aisle == aisle
                && (search.isEmpty || item.name.localizedCaseInsensitiveContains(search))
                && !(hidingBought && item.isBought)
        }
    }

    func add(_ item: AisleItem) {
        items.append(item)
    }

    func toggleBought(_ item: AisleItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isBought.toggle()
    }

    func delete(_ shown: [AisleItem], at offsets: IndexSet) {
        let ids = offsets.map { shown[$0].id }
        items.removeAll { ids.contains($0.id) }
    }

    /// Moves within one aisle's rows: the rows shown are a slice of `items`, so the move is done on
    /// that slice and written back in the aisle's places.
    func move(in aisle: Aisle, from source: IndexSet, to destination: Int) {
        var aisleItems = items.filter { $0.aisle == aisle }
        aisleItems.move(fromOffsets: source, toOffset: destination)
        var iterator = aisleItems.makeIterator()
        for index in items.indices where items[index].aisle == aisle {
            items[index] = iterator.next()!
        }
    }

    func clearBought() {
        items.removeAll { $0.isBought }
    }

    private func save() {
        if let data = try? JSONEncoder().encode(items) {
            UserDefaults.standard.set(data, forKey: Self.itemsKey)
        }
    }
}

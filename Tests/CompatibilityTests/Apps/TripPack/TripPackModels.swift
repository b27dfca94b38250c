import Foundation
import Observation

enum TripPackCategory: String, CaseIterable, Identifiable, Codable {
    case clothes = "Clothes"
    case toiletries = "Toiletries"
    case electronics = "Electronics"
    case documents = "Documents"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .clothes: "tshirt"
        case .toiletries: "shower"
        case .electronics: "powerplug"
        case .documents: "doc.text"
        }
    }
}

struct TripPackItem: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var category: TripPackCategory
    var isPacked = false
}

@Observable
final class TripPackList {
    var tripName = "Weekend in Porto"
    var items: [TripPackItem] = [
        TripPackItem(name: "T-shirts", category: .clothes),
        TripPackItem(name: "Jumper", category: .clothes),
        TripPackItem(name: "Swimsuit", category: .clothes),
        TripPackItem(name: "Toothbrush", category: .toiletries),
        TripPackItem(name: "Sun cream", category: .toiletries),
        TripPackItem(name: "Phone charger", category: .electronics),
        TripPackItem(name: "Headphones", category: .electronics),
        TripPackItem(name: "Passport", category: .documents),
        TripPackItem(name: "Boarding pass", category: .documents),
    ]

    var packedCount: Int { items.filter(\.isPacked).count }

    var progress: Double {
        items.isEmpty ? 0 : Double(packedCount) / Double(items.count)
    }

    func items(in category: TripPackCategory) -> [TripPackItem] {
        items.filter { $0.category == category }
    }

    func toggle(_ item: TripPackItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isPacked.toggle()
    }

    func add(named name: String, to category: TripPackCategory) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        items.append(TripPackItem(name: trimmed, category: category))
    }

    /// Moves rows within one category's section, keeping the other categories' items where they are.
    func move(in category: TripPackCategory, from source: IndexSet, to destination: Int) {
        var section = items(in: category)
        section.move(fromOffsets: source, toOffset: destination)
        var iterator = section.makeIterator()
        for index in items.indices where items[index].category == category {
            items[index] = iterator.next()!
        }
    }

    func delete(in category: TripPackCategory, at offsets: IndexSet) {
        let ids = offsets.map { items(in: category)[$0].id }
        items.removeAll { ids.contains($0.id) }
    }

    func unpackAll() {
        for index in items.indices {
            items[index].isPacked = false
        }
    }
}

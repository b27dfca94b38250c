import Foundation

enum Aisle: String, CaseIterable, Codable, Identifiable {
    case produce, bakery, dairy, pantry, frozen, household

    var id: String { rawValue }

    var title: String { rawValue.capitalized }

    var symbol: String {
        switch self {
        case .produce: return "leaf"
        case .bakery: return "birthday.cake"
        case .dairy: return "drop"
        case .pantry: return "shippingbox"
        case .frozen: return "snowflake"
        case .household: return "house"
        }
    }
}

struct AisleItem: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var quantity: Int = 1
    var aisle: Aisle
    var isBought = false
}

extension AisleItem {
    static let starterList: [AisleItem] = [
        AisleItem(name: "Bananas", quantity: 6, aisle: .produce),
        AisleItem(name: "Spinach", aisle: .produce),
        AisleItem(name: "Sourdough", aisle: .bakery),
        AisleItem(name: "Oat milk", quantity: 2, aisle: .dairy),
        AisleItem(name: "Spaghetti", aisle: .pantry),
    ]
}

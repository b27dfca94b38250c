import Foundation
import SwiftData

enum PennyCategory: String, Codable, CaseIterable, Identifiable {
    case food = "Food"
    case transport = "Transport"
    case home = "Home"
    case fun = "Fun"
    case other = "Other"

    var id: String { rawValue }

    var symbol: String {
        switch self {
        case .food: "fork.knife"
        case .transport: "bus"
        case .home: "house"
        case .fun: "gamecontroller"
        case .other: "ellipsis.circle"
        }
    }
}

@Model
final class PennyExpense {
    var title: String
    var amount: Double
    var category: PennyCategory
    var date: Date
    var note: String?

    init(title: String, amount: Double, category: PennyCategory, date: Date = .now, note: String? = nil) {
        self.title = title
        self.amount = amount
        self.category = category
        self.date = date
        self.note = note
    }
}

extension PennyExpense {
    /// A few days of spending to try the app with, the newest yesterday.
    static var samples: [PennyExpense] {
        let day = 86_400.0
        return [
            PennyExpense(title: "Coffee", amount: 4.75, category: .food, date: .now.addingTimeInterval(-1 * day)),
            PennyExpense(title: "Cinema", amount: 18.50, category: .fun, date: .now.addingTimeInterval(-2 * day), note: "Two tickets"),
            PennyExpense(title: "Groceries", amount: 64.20, category: .food, date: .now.addingTimeInterval(-3 * day)),
            PennyExpense(title: "Bus pass", amount: 45.00, category: .transport, date: .now.addingTimeInterval(-4 * day)),
            PennyExpense(title: "Electricity bill", amount: 92.30, category: .home, date: .now.addingTimeInterval(-6 * day)),
        ]
    }
}

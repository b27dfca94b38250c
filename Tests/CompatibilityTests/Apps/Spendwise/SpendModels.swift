import Foundation
import SwiftData

@Model
final class SpendCategory {
    var name: String
    @Relationship(deleteRule: .nullify) var expenses: [SpendExpense]?

    init(name: String) {
        self.name = name
    }

    var total: Double {
        (expenses ?? []).reduce(0) { $0 + $1.amount }
    }
}

@Model
final class SpendExpense {
    var title: String
    var amount: Double
    var date: Date
    var category: SpendCategory?

    init(title: String, amount: Double, date: Date = .now, category: SpendCategory? = nil) {
        self.title = title
        self.amount = amount
        self.date = date
        self.category = category
    }
}
